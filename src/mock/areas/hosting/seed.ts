import type { WorldCustomers } from '@/mock/platform/customers';
import { addonDocumentRoot } from '@/api/schemas/hosting';
import {
  emptyHostingState,
  type HostingState,
  type PendingDns,
  type StoredAccount,
  type StoredCycleOption,
  type StoredServiceStatus,
} from './state';

/**
 * Turns a scenario's shared-hosting data into hosting state. Specs say what a reader sees; the rest follows (a
 * mailbox's address from its local part and domain, an addon's document root from its folder).
 */

type Owner = keyof WorldCustomers;

export interface MailboxSpec {
  id: string;
  address: string;
  quotaMb: number;
  /** null: usage not reported. */
  usedMb: number | null;
}

export interface AccountSpec {
  id: string;
  owner: Owner;
  plan: string;
  primaryDomain: string;
  customName?: string;
  serviceStatus: StoredServiceStatus;
  statusReason?: string;
  currencyCode: string;
  billingCycle: StoredCycleOption['billingCycle'];
  cycleOptions: StoredCycleOption[];
  createdAt: string;
  nextDueAt: string | null;
  expiresAt?: string;
  pinned?: boolean;
  tags?: string[];
  resources: StoredAccount['resources'];
  legacyPanel?: boolean;
  supportsAdminPanel?: boolean;
  /** The account's pending renewal order (seeded in the orders state with its unpaid invoice). */
  renewalOrderId?: string;
  mailboxes?: MailboxSpec[];
  addonDomains?: { domain: string; dir?: string }[];
}

export interface HostingSeedSpec {
  accounts: readonly AccountSpec[];
  /** Domains whose DNS is not ready when the world is created, and for how long. */
  pendingDns: readonly { domain: string; reason: PendingDns['reason']; readyInMs: number }[];
}

export function seedHosting(spec: HostingSeedSpec, customers: WorldCustomers): HostingState {
  const state = emptyHostingState();
  state.accounts = spec.accounts.map((account): StoredAccount => {
    const domains = [account.primaryDomain, ...(account.addonDomains ?? []).map((addon) => addon.domain)];
    return {
      id: account.id,
      customerId: customers[account.owner].id,
      plan: account.plan,
      primaryDomain: account.primaryDomain,
      customName: account.customName ?? null,
      serviceStatus: account.serviceStatus,
      statusReason: account.statusReason ?? null,
      currencyCode: account.currencyCode,
      billingCycle: account.billingCycle,
      cycleOptions: account.cycleOptions.map((option) => ({ ...option })),
      createdAt: account.createdAt,
      nextDueAt: account.nextDueAt,
      expiresAt: account.expiresAt ?? null,
      pinned: account.pinned ?? false,
      tags: [...(account.tags ?? [])],
      resources: { ...account.resources },
      legacyPanel: account.legacyPanel ?? false,
      supportsAdminPanel: account.supportsAdminPanel ?? false,
      renewalOrderId: account.renewalOrderId ?? null,
      mailboxes: (account.mailboxes ?? []).map((mailbox) => {
        const [localPart = '', domain = ''] = mailbox.address.split('@');
        if (!domains.includes(domain)) throw new Error(`Seed: ${mailbox.address} is on no domain of ${account.id}`);
        return { id: mailbox.id, localPart, domain, quotaMb: mailbox.quotaMb, usedMb: mailbox.usedMb };
      }),
      addonDomains: (account.addonDomains ?? []).map((addon) => ({
        domain: addon.domain,
        documentRoot: addonDocumentRoot(addon.domain, addon.dir),
      })),
    };
  });
  state.pendingDns = spec.pendingDns.map((pending) => ({
    domain: pending.domain,
    reason: pending.reason,
    readyAtRel: pending.readyInMs,
  }));
  return state;
}
