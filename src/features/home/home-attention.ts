import { invoiceVatBasis, vatBasisOf, type VatBasis } from '@/api/schemas/vat';
import { isOverdue, outstandingOf, paymentLinkOf } from '@/api/schemas/invoice-payment';
import type { MessageRef } from '@/i18n';
import type {
  HomeDomain,
  HomeHostingAccount,
  HomeInvoice,
  HomeOrder,
  HomeTicket,
  HomeVps,
} from '@/features/home/api/home-rows';

/**
 * What needs the customer now, from what Home read (pure: home-attention.test.ts covers each rule). Every item says
 * what (`name`), why (`kind` and its facts) and the one action that resolves it (`kind` decides the words and the
 * screen). Rows a server sent although its filter should have left them out (a server without our filters sends
 * every row) are checked again here, so an ignored filter never lists something that needs nothing.
 */

/** How urgent, first to last: a service down or money overdue, then what will break soon, then the rest. */
export const URGENCY = {
  down: 0,
  soon: 1,
  due: 2,
  look: 3,
  running: 4,
} as const;
type Urgency = (typeof URGENCY)[keyof typeof URGENCY];

export interface Money {
  amount: number | null;
  currencyCode: string | null;
  /** An invoice's amount (what it charges, never converted), with its own VAT words; absent: plain money. */
  basis?: VatBasis;
}

export type AttentionItem = {
  /** Unique in the list (kind and the resource's id). */
  id: string;
  urgency: Urgency;
  /** The date that orders items of the same urgency (due date, expiry), earliest first; null last. */
  at: string | null;
  /** What: the resource's name as the customer knows it (shown as sent). */
  name: string;
} & (
  | {
      kind: 'invoiceOverdue' | 'invoiceUnpaid';
      invoiceId: string;
      money: Money;
      dueAt: string | null;
      payUrl: string | null;
    }
  | { kind: 'invoiceAutoPayFailed'; invoiceId: string; money: Money; failedAt: string }
  | { kind: 'orderUnpaid'; orderId: string; money: Money; payUrl: string | null }
  | {
      kind: 'domainOrder';
      domainId: string;
      orderKind: 'domain' | 'renewal' | 'unknown';
      orderId: string | null;
      orderNumber: string | null;
      money: Money;
      dueAt: string | null;
    }
  | { kind: 'domainAction'; domainId: string; status: HomeDomain['serviceStatus'] }
  | { kind: 'domainsExpired'; count: number }
  | { kind: 'domainExpiring'; domainId: string; expiresAt: string }
  | { kind: 'domainUnlock'; domainId: string; requestedAt: string }
  | { kind: 'domainDnsNotServed'; domainId: string }
  | {
      kind: 'domainProgress';
      domainId: string;
      progress: NonNullable<HomeDomain['progress']>;
    }
  | { kind: 'vpsSuspended' | 'vpsStopped'; vpsId: string }
  | { kind: 'vpsFailedJob'; vpsId: string; jobKind: string | null; failedAt: string | null }
  | { kind: 'vpsProvisioning'; vpsId: string; jobId: string | null; pollUrl: string | null }
  | { kind: 'vpsProvisionFailed'; vpsId: string; failedAt: string | null }
  | { kind: 'vpsNetwork'; vpsId: string }
  | { kind: 'hostingSuspended' | 'hostingPending'; accountId: string }
  | { kind: 'hostingInvoice'; accountId: string; invoiceNumber: string | null; money: Money; dueAt: string | null }
  | { kind: 'mailboxQuota'; accountId: string; count: number }
  | { kind: 'ticketAnswered'; ticketId: string; number: string }
  | { kind: 'operation'; jobId: string; label: MessageRef | string; href: string | null }
);

export type AttentionKind = AttentionItem['kind'];

/** A running operation of the operations tracker, as Home needs it. */
export interface RunningOperation {
  jobId: string;
  label: MessageRef | string;
  href: string | null;
}

/** The pages Home read; `undefined`: not read (not allowed, absent, failed or still on its way). */
export interface AttentionSources {
  vps?: readonly HomeVps[] | undefined;
  hosting?: readonly HomeHostingAccount[] | undefined;
  domainsActionRequired?: readonly HomeDomain[] | undefined;
  /** The account's domains counted by status (`counts=status`): the true count where a page shows only some. */
  domainStatusCounts?: Readonly<Record<string, number>> | null | undefined;
  domainsExpiring?: readonly HomeDomain[] | undefined;
  domainsPendingOrder?: readonly HomeDomain[] | undefined;
  domainsUnlock?: readonly HomeDomain[] | undefined;
  domainsInProgress?: readonly HomeDomain[] | undefined;
  domainsDnsNotServed?: readonly HomeDomain[] | undefined;
  orders?: readonly HomeOrder[] | undefined;
  invoices?: readonly HomeInvoice[] | undefined;
  tickets?: readonly HomeTicket[] | undefined;
  operations?: readonly RunningOperation[] | undefined;
}

/**
 * Whether the account holds nothing at all, from Home's pages once every read has answered (an area the key may not
 * read counts as empty; `domains`: how many domains the account has): Home then shows its first-run page, where to
 * start, instead of empty lists. The app's page and the boot's drawing of it (home-first-rows.ts) both ask this.
 */
export function holdsNothing(pages: {
  vps: readonly unknown[] | undefined;
  hosting: readonly unknown[] | undefined;
  domains: number;
  orders: readonly unknown[] | undefined;
  invoices: readonly unknown[] | undefined;
  tickets: readonly unknown[] | undefined;
}): boolean {
  const none = (list: readonly unknown[] | undefined) => (list?.length ?? 0) === 0;
  return (
    none(pages.vps) &&
    none(pages.hosting) &&
    pages.domains === 0 &&
    none(pages.orders) &&
    none(pages.invoices) &&
    none(pages.tickets)
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The job kind of a new server's installation (`vps.provision`, the order's provisioning job). */
const PROVISION_JOB = 'vps.provision';
export const EXPIRING_WITHIN_MS = 30 * DAY_MS;

function vpsItems(servers: readonly HomeVps[]): AttentionItem[] {
  return servers.flatMap((vps): AttentionItem[] => {
    const name = vps.name ?? vps.hostname ?? vps.id;
    const items: AttentionItem[] = [];
    if (vps.status === 'suspended')
      items.push({
        id: `vpsSuspended:${vps.id}`,
        kind: 'vpsSuspended',
        urgency: URGENCY.down,
        at: null,
        name,
        vpsId: vps.id,
      });
    // Only a stop the server says was unexpected: a customer's own stop needs nothing.
    if (vps.status === 'stopped' && vps.stoppedUnexpectedly === true)
      items.push({
        id: `vpsStopped:${vps.id}`,
        kind: 'vpsStopped',
        urgency: URGENCY.down,
        at: null,
        name,
        vpsId: vps.id,
      });
    // A new server being installed (issue 38): followed here with its progress until it runs like the others.
    if (vps.status === 'provisioning')
      items.push({
        id: `vpsProvisioning:${vps.id}`,
        kind: 'vpsProvisioning',
        urgency: URGENCY.running,
        at: null,
        name,
        vpsId: vps.id,
        jobId: vps.activeOperation?.jobId ?? null,
        pollUrl: vps.activeOperation?.pollUrl ?? null,
      });
    // An installation that failed says what to do (install it again, or ask support), not just that a change failed.
    if (vps.lastFailedJob?.kind === PROVISION_JOB)
      items.push({
        id: `vpsProvisionFailed:${vps.id}`,
        kind: 'vpsProvisionFailed',
        urgency: URGENCY.down,
        at: vps.lastFailedJob.failedAt,
        name,
        vpsId: vps.id,
        failedAt: vps.lastFailedJob.failedAt,
      });
    else if (vps.lastFailedJob)
      items.push({
        id: `vpsFailedJob:${vps.id}`,
        kind: 'vpsFailedJob',
        urgency: URGENCY.soon,
        at: vps.lastFailedJob.failedAt,
        name,
        vpsId: vps.id,
        jobKind: vps.lastFailedJob.kind,
        failedAt: vps.lastFailedJob.failedAt,
      });
    if (vps.guestNetworkStatus === 'mismatch')
      items.push({
        id: `vpsNetwork:${vps.id}`,
        kind: 'vpsNetwork',
        urgency: URGENCY.look,
        at: null,
        name,
        vpsId: vps.id,
      });
    return items;
  });
}

function hostingItems(accounts: readonly HomeHostingAccount[], taken: Set<string>): AttentionItem[] {
  return accounts.flatMap((account): AttentionItem[] => {
    const name = account.customName ?? account.name;
    const items: AttentionItem[] = [];
    const base = { name, accountId: account.id };
    if (account.serviceStatus === 'suspended')
      items.push({
        ...base,
        id: `hostingSuspended:${account.id}`,
        kind: 'hostingSuspended',
        urgency: URGENCY.down,
        at: null,
      });
    else if (account.serviceStatus === 'pending')
      items.push({
        ...base,
        id: `hostingPending:${account.id}`,
        kind: 'hostingPending',
        urgency: URGENCY.look,
        at: null,
      });
    const invoice = account.blockingInvoice;
    // A suspended account's banner names its invoice already; its own item says it once.
    if (invoice && account.serviceStatus !== 'suspended') {
      if (invoice.id) taken.add(invoice.id);
      if (invoice.orderId) taken.add(invoice.orderId);
      items.push({
        ...base,
        id: `hostingInvoice:${account.id}`,
        kind: 'hostingInvoice',
        urgency: URGENCY.due,
        at: invoice.dueAt,
        invoiceNumber: invoice.number,
        money: {
          amount: invoice.amount,
          currencyCode: invoice.currencyCode,
          basis: vatBasisOf(invoice.amountsIncludeVat),
        },
        dueAt: invoice.dueAt,
      });
    }
    if (account.mailboxesOverQuota !== null && account.mailboxesOverQuota > 0)
      items.push({
        ...base,
        id: `mailboxQuota:${account.id}`,
        kind: 'mailboxQuota',
        urgency: URGENCY.look,
        at: null,
        count: account.mailboxesOverQuota,
      });
    return items;
  });
}

/**
 * One item per domain, its most pressing reason: a pending order (paying it is what resolves a pending
 * registration), then any other action required, then expiry without auto-renew, then DNS records made here that
 * are not served (the domain uses other nameservers: the customer switches or copies them), then an unlock being
 * handled, then a paid registration or transfer in on its way (with its step: nothing to do but wait).
 */
function domainItems(sources: AttentionSources, nowMs: number, taken: Set<string>): AttentionItem[] {
  const byDomain = new Map<string, AttentionItem>();
  const offer = (item: AttentionItem & { domainId: string }) => {
    if (!byDomain.has(item.domainId)) byDomain.set(item.domainId, item);
  };
  for (const domain of sources.domainsPendingOrder ?? []) {
    const order = domain.pendingOrder;
    if (!order) continue;
    if (order.invoiceId) taken.add(order.invoiceId);
    if (order.orderId) taken.add(order.orderId);
    offer({
      id: `domainOrder:${domain.id}`,
      kind: 'domainOrder',
      urgency: domain.actionRequired === true ? URGENCY.soon : URGENCY.due,
      at: order.dueAt,
      name: domain.name,
      domainId: domain.id,
      orderKind: order.kind,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      money: { amount: order.amount, currencyCode: order.currencyCode },
      dueAt: order.dueAt,
    });
  }
  // More expired domains than the page shows (a reseller's hundreds): one item with their true count, linking the
  // list filtered to them (which counts the same), instead of the first 20 as if they were all (issue 40).
  const expiredShown = (sources.domainsActionRequired ?? []).filter(
    (domain) => domain.actionRequired === true && domain.serviceStatus === 'expired',
  ).length;
  const expiredCount = sources.domainStatusCounts?.expired ?? 0;
  const groupExpired = expiredCount > expiredShown;
  if (groupExpired) {
    byDomain.set('*expired', {
      id: 'domainsExpired',
      kind: 'domainsExpired',
      urgency: URGENCY.down,
      at: null,
      name: '',
      count: expiredCount,
    });
  }
  for (const domain of sources.domainsActionRequired ?? []) {
    if (domain.actionRequired !== true) continue;
    if (groupExpired && domain.serviceStatus === 'expired') continue;
    offer({
      id: `domainAction:${domain.id}`,
      kind: 'domainAction',
      urgency: domain.serviceStatus === 'expired' ? URGENCY.down : URGENCY.soon,
      at: domain.expiresAt,
      name: domain.name,
      domainId: domain.id,
      status: domain.serviceStatus,
    });
  }
  for (const domain of sources.domainsExpiring ?? []) {
    const expires = domain.expiresAt ? Date.parse(domain.expiresAt) : Number.NaN;
    const soon = Number.isFinite(expires) && expires >= nowMs && expires - nowMs <= EXPIRING_WITHIN_MS;
    if (!soon || !domain.expiresAt || domain.lifecycle.autoRenewEnabled !== false || domain.serviceStatus !== 'active')
      continue;
    offer({
      id: `domainExpiring:${domain.id}`,
      kind: 'domainExpiring',
      urgency: URGENCY.soon,
      at: domain.expiresAt,
      name: domain.name,
      domainId: domain.id,
      expiresAt: domain.expiresAt,
    });
  }
  for (const domain of sources.domainsDnsNotServed ?? []) {
    if (domain.dnsNotServed !== true) continue;
    offer({
      id: `domainDnsNotServed:${domain.id}`,
      kind: 'domainDnsNotServed',
      urgency: URGENCY.look,
      at: null,
      name: domain.name,
      domainId: domain.id,
    });
  }
  for (const domain of sources.domainsUnlock ?? []) {
    if (!domain.unlockRequestedAt) continue;
    offer({
      id: `domainUnlock:${domain.id}`,
      kind: 'domainUnlock',
      urgency: URGENCY.look,
      at: domain.unlockRequestedAt,
      name: domain.name,
      domainId: domain.id,
      requestedAt: domain.unlockRequestedAt,
    });
  }
  for (const domain of sources.domainsInProgress ?? []) {
    if (!domain.progress) continue;
    offer({
      id: `domainProgress:${domain.id}`,
      kind: 'domainProgress',
      urgency: URGENCY.running,
      at: domain.progress.expectedAt,
      name: domain.name,
      domainId: domain.id,
      progress: domain.progress,
    });
  }
  return [...byDomain.values()];
}

function invoiceItems(invoices: readonly HomeInvoice[], nowMs: number, taken: Set<string>): AttentionItem[] {
  return invoices.flatMap((invoice): AttentionItem[] => {
    if (invoice.status !== 'unpaid' && invoice.status !== 'partially_paid') return [];
    const owed = outstandingOf(invoice);
    if (owed !== null && owed <= 0) return [];
    if (invoice.orderId) taken.add(invoice.orderId);
    const money = { amount: owed, currencyCode: invoice.currencyCode, basis: invoiceVatBasis(invoice) };
    const name = invoice.number ?? invoice.id;
    // Its automatic payment failed: the customer counted on it, so it is said first, with what to do now.
    if (invoice.autoPaymentFailedAt !== null) {
      const failedAt = invoice.autoPaymentFailedAt;
      return [
        {
          id: `invoice:${invoice.id}`,
          kind: 'invoiceAutoPayFailed',
          urgency: URGENCY.down,
          at: failedAt,
          name,
          invoiceId: invoice.id,
          money,
          failedAt,
        },
      ];
    }
    const overdue = isOverdue(invoice, nowMs);
    return [
      {
        id: `invoice:${invoice.id}`,
        kind: overdue ? 'invoiceOverdue' : 'invoiceUnpaid',
        urgency: overdue ? URGENCY.down : URGENCY.due,
        at: invoice.dueAt,
        name,
        invoiceId: invoice.id,
        money,
        dueAt: invoice.dueAt,
        payUrl: invoice.paymentUrl,
      },
    ];
  });
}

/** Orders waiting for payment whose invoice is not listed already (a server without billing lists only these). */
function orderItems(orders: readonly HomeOrder[], taken: ReadonlySet<string>): AttentionItem[] {
  return orders.flatMap((order): AttentionItem[] => {
    if (order.status !== 'pending' || taken.has(order.id) || (order.invoice?.id && taken.has(order.invoice.id)))
      return [];
    const link = paymentLinkOf(order);
    const owes = link.href !== null || link.unsafe !== null || order.paymentStatus.status === 'unpaid';
    if (!owes) return [];
    return [
      {
        id: `order:${order.id}`,
        kind: 'orderUnpaid',
        urgency: URGENCY.due,
        at: order.invoice?.dueAt ?? null,
        name: order.number,
        orderId: order.id,
        money: {
          amount: order.invoice?.totals?.outstanding ?? order.invoice?.amount ?? order.billing.amount,
          currencyCode: order.invoice?.currencyCode ?? order.billing.currencyCode,
        },
        payUrl: link.href ?? link.unsafe,
      },
    ];
  });
}

function ticketItems(tickets: readonly HomeTicket[]): AttentionItem[] {
  return tickets
    .filter((ticket) => ticket.status === 'answered')
    .map((ticket) => ({
      id: `ticket:${ticket.id}`,
      kind: 'ticketAnswered' as const,
      urgency: URGENCY.look,
      at: ticket.lastMessageAt ?? ticket.updatedAt,
      name: ticket.subject ?? `#${ticket.number}`,
      ticketId: ticket.id,
      number: ticket.number,
    }));
}

/** The default locale's collation, as `localeCompare` without arguments, made once (each call would make its own). */
let collator: Intl.Collator | null = null;
const collate = (a: string, b: string) => (collator ??= new Intl.Collator()).compare(a, b);

/** An item with what it sorts by read once: its date parsed (NaN without one). */
interface Keyed {
  item: AttentionItem;
  at: number;
}

function compare({ item: a, at: x }: Keyed, { item: b, at: y }: Keyed): number {
  if (a.urgency !== b.urgency) return a.urgency - b.urgency;
  if (Number.isFinite(x) !== Number.isFinite(y)) return Number.isFinite(x) ? -1 : 1;
  if (Number.isFinite(x) && x !== y) return x - y;
  return collate(a.name, b.name) || collate(a.id, b.id);
}

/** Every item, most urgent first; within an urgency the earliest date first, then by name. */
export function attentionItems(sources: AttentionSources, nowMs: number): AttentionItem[] {
  // Invoices and orders a more specific item already names (a domain's order, an account's blocking invoice).
  const taken = new Set<string>();
  const items = [
    ...vpsItems(sources.vps ?? []),
    ...hostingItems(sources.hosting ?? [], taken),
    ...domainItems(sources, nowMs, taken),
  ];
  const invoices = invoiceItems(
    (sources.invoices ?? []).filter((invoice) => !taken.has(invoice.id)),
    nowMs,
    taken,
  );
  items.push(...invoices, ...orderItems(sources.orders ?? [], taken), ...ticketItems(sources.tickets ?? []));
  // An installation this tab follows is said once, by its server's item (which shows its progress).
  const installing = new Set(
    items.flatMap((item) => (item.kind === 'vpsProvisioning' && item.jobId ? [item.jobId] : [])),
  );
  for (const op of sources.operations ?? []) {
    if (installing.has(op.jobId)) continue;
    items.push({ id: `operation:${op.jobId}`, kind: 'operation', urgency: URGENCY.running, at: null, name: '', ...op });
  }
  return items
    .map((item) => ({ item, at: item.at ? Date.parse(item.at) : Number.NaN }))
    .sort(compare)
    .map(({ item }) => item);
}
