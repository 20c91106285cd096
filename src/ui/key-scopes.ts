import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { scopesAllow } from '@/api/endpoints/route';
import { useMessages, type MessageParams } from '@/i18n';
import type coreEn from '@/i18n/core/en';
import type { Gate } from './gated-button';
import { REPLAY_READ_ONLY, useReplay } from './replay-mode';

/**
 * What the signed-in key may send, known before the click (ledger "Key scopes before the click").
 *
 * `writeScopes` is the one table of every write the panel sends and the scopes it needs, as the spec's
 * "Authentication" part and each endpoint's "Scope" line say and the mock's routes check (src/mock/areas/*
 * /routes.ts). An entry is a list of alternatives: a key holding every scope of any one set may send it
 * (`[['write:orders'], ['write:billing']]`: either scope; `[['write:hosting', 'console:services']]`: both).
 */
export const writeScopes = {
  // VPS: power (start, restart, shutdown, stop, reset), snapshots, SSH keys, network, snapshot slots and the plan
  // (paid changes), a snapshot's restore (it overwrites the disk).
  vpsPower: [['power:vm']],
  vpsSnapshots: [['backup:vm']],
  vpsSnapshotSlots: [['write:vm', 'write:billing']],
  vpsPlanChange: [['write:vm', 'write:billing']],
  vpsSnapshotRestore: [['backup:vm', 'write:vm']],
  vpsSshKeys: [['write:vm']],
  vpsNetwork: [['write:vm', 'write:network']],
  // Web hosting: mailboxes and addon domains change the control panel; the billing cycle is a billing write.
  hostingMailboxes: [['write:hosting', 'console:services']],
  hostingDomains: [['write:hosting', 'console:services']],
  hostingBillingCycle: [['write:billing']],
  // Renewing and changing plan issue an invoice on the account: both hosting and billing writes.
  hostingRenew: [['write:hosting', 'write:billing']],
  hostingUpgrade: [['write:hosting', 'write:billing']],
  // Domains: PATCH (auto-renew, registrar lock), registry unlock, bulk redirects, auto-renew, renew.
  domainAutoRenew: [['write:domains']],
  domainLock: [['write:domains']],
  domainUnlock: [['write:domains']],
  domainRedirects: [['write:domains']],
  domainCancelRenewalOrders: [['write:domains', 'write:billing']],
  domainRenew: [['write:domains', 'write:billing']],
  domainRenewalPeriod: [['write:domains', 'write:billing']],
  // Orders: placing and cancelling accept an order scope or a billing one; a domain-only order also write:domains.
  orderCreate: [['write:orders'], ['write:billing']],
  orderCancel: [['write:orders'], ['write:billing']],
  orderCancelDomains: [['write:orders'], ['write:billing'], ['write:domains']],
  // Billing: every change of invoices, credit and cards is a billing write.
  billingInvoiceCancel: [['write:billing']],
  billingApplyCredit: [['write:billing']],
  billingAddFunds: [['write:billing']],
  billingCards: [['write:billing']],
  // Support.
  ticketClose: [['write:support']],
  ticketReopen: [['write:support']],
  // A reply and a new ticket (their uploads too: the upload endpoint asks the same scope).
  ticketReply: [['write:support']],
  ticketCreate: [['write:support']],
} as const satisfies Record<string, readonly (readonly string[])[]>;

/** An action of `writeScopes` (areas not yet on the endpoint tables). */
export type LegacyAction = keyof typeof writeScopes;

/** The jobs a key's scopes can block, as the scope gate's words name them (`scope.readOnly` in the core catalog). */
export type ScopedAction = MessageParams<(typeof coreEn)['scope.readOnly']>['action'];
export type ScopeSets = readonly (readonly string[])[];

/**
 * What a gate needs to know of a write: its scope sets and the words of the job. An endpoint's route from
 * `src/api/endpoints` is one (its `gate` is checked against the catalog's options here, where the words are); so is
 * one of its `scopeVariants` with the words that variant needs.
 */
export interface GatedWrite {
  readonly scopes: ScopeSets | null;
  readonly gate: ScopedAction;
}

type SessionSource = Pick<RegisteredRouter['options']['context']['session'], 'subscribe' | 'get'>;

/** Without a router (a component rendered on its own) nothing is known of the key. */
const noSession: SessionSource = { subscribe: () => () => {}, get: () => null };

/** The signed-in key's scopes from the router's session (null: not known, the server decides). */
export function useKeyScopes(): readonly string[] | null {
  // The router's type says it is always there; a component rendered alone has none (useRouter gives null).
  const router = useRouter({ warn: false }) as RegisteredRouter | null;
  const store: SessionSource = router?.options.context.session ?? noSession;
  const session = useSyncExternalStore(store.subscribe, store.get);
  return session?.scopes ?? null;
}

/** True when the key's scopes are known and no set of `needs` is complete in them. Unknown scopes: never. */
export function lacksScopes(scopes: readonly string[] | null, needs: ScopeSets | null): boolean {
  if (scopes === null || needs === null) return false;
  return !scopesAllow(scopes, needs);
}

/** A key whose every scope is a `read:` one (the "read-only key" of the header). */
export function isReadOnlyKey(scopes: readonly string[] | null): boolean {
  return scopes !== null && scopes.length > 0 && scopes.every((scope) => scope.startsWith('read:'));
}

/** The gate code of a control the key's scopes block (never shown; `data-gate-code` for tests and support). */
export const MISSING_SCOPE = 'missing_scope';

const allowed: Gate = { allowed: true, reason: null };

/**
 * The key's scopes as a gate for `action`: blocked, in the customer's words ("Your API key can only read
 * servers, so it cannot restart them."), when the session's scopes are known to lack every set the action
 * accepts; allowed while they are unknown (null), so the server decides as before.
 *
 * With `serverGate` (the resource's `actions.<name>`) the two are one gate: the scope's reason wins, since no
 * change on the server lifts it; otherwise the server's gate as it is. In a replay of a customer's view that gate
 * stands when it is blocked (what the customer read), and an open one is blocked by the replay.
 */
export function useScopeGate(write: LegacyAction | GatedWrite, serverGate?: Gate): Gate {
  const t = useMessages();
  const scopes = useKeyScopes();
  const replay = useReplay();
  const needs = typeof write === 'string' ? writeScopes[write] : write.scopes;
  const action = typeof write === 'string' ? write : write.gate;
  const customers: Gate = !lacksScopes(scopes, needs)
    ? (serverGate ?? allowed)
    : {
        allowed: false,
        reason: isReadOnlyKey(scopes) ? t('scope.readOnly', { action }) : t('scope.notAllowed', { action }),
        code: MISSING_SCOPE,
      };
  // A replay of a customer's view changes nothing (src/ui/replay-mode.ts). A control the customer could not use says
  // why, as it did to them (their key's scopes are the bundle's, the server's gate its answer's): that is what support
  // is looking for; one they could use is blocked by the replay.
  if (replay && customers.allowed) return { allowed: false, reason: t('replay.readOnly'), code: REPLAY_READ_ONLY };
  return customers;
}

/** `scopeGate` (from `useScopeGate(action)`) in front of a server's gate: the scope's reason wins when blocked. */
export function withScopeGate(scopeGate: Gate, serverGate: Gate): Gate {
  if (scopeGate.allowed) return serverGate;
  // A replay's block (the customer's key could do it): a server gate that blocked the customer says why, as it did.
  if (scopeGate.code === REPLAY_READ_ONLY && !serverGate.allowed) return serverGate;
  return scopeGate;
}
