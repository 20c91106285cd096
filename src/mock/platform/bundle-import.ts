import * as z from 'zod/mini';
import { tolerantArray } from '@/api/schemas/common';
import { invoice as invoiceSchema } from '@/api/schemas/billing';
import { domainSummary } from '@/api/schemas/domains';
import { hostingAccountSummary, type HostingAccountSummary } from '@/api/schemas/hosting';
import { me } from '@/api/schemas/me';
import { order as orderSchema, ORDER_NOTES_MAX, ORDER_REFERENCE_MAX, type InvoiceTotals } from '@/api/schemas/orders';
import { TICKET_SUBJECT_MAX } from '@/api/schemas/ticket-conversations';
import { ticketSummary } from '@/api/schemas/tickets';
import { vpsSummary } from '@/api/schemas/vps';
import type { InvoiceStatus } from '@/api/schemas/common';
import { IMPORTED_READ_ROOTS, importedReadKind, type ViewBundle } from '@/api/schemas/view-bundle';
import { domainListChanged, type StoredDomain } from '@/mock/areas/domains/state';
import { findAccount, suspensionReasonOf, type StoredAccount } from '@/mock/areas/hosting/state';
import { findInvoice, findOrder, type StoredInvoice } from '@/mock/areas/orders/state';
import { findTicket } from '@/mock/areas/tickets/state';
import { findVps } from '@/mock/areas/vps/state';
import type { WorldCustomers } from './customers';
import type { WorldState } from './state';

/**
 * "Continue in a world" (ledger "View bundles"): a world built from the bundle's scenario, then each area imports
 * the records the bundle shows, read with the contract's schemas (tolerant per item: a malformed record is left as
 * the scenario has it). A record is imported onto the scenario's record of the same id of the world's main customer
 * (the customer the bundle was made by); an id the scenario does not have is not made up from a summary. Only what
 * the area stores is taken; every gate is then computed by the area from the imported state, never copied.
 *
 * - Domains: every domain of a domain list or domain read (`/api/v2/domains…`): status, whether action is required,
 *   auto-renew, registrar lock, transfer in progress, expiry and next due dates, tags, pinned. The gates follow from
 *   those, as the area computes them.
 * - Servers: from a server list or server read (`/api/v2/vps…`, not its sections): power status (a transient one is
 *   kept as it is), name and host name.
 * - Support tickets: from a ticket list or ticket read: status, priority, subject.
 * - Hosting accounts: from an account list or account read (`/api/v2/shared-hosting…`, not its sections): service
 *   status, the suspension's reason (from a gate blocked `account_suspended`), custom name, billing cycle (one the
 *   account offers), next due and expiry dates, pinned, tags. The plan is not in the contract's shape: the scenario's.
 * - Orders: from an order list or order read (`/api/v2/orders…`): status, payment status, whether processing has
 *   started (a cancel gate blocked `processing_started`), whether the invoice is still being looked up, notes,
 *   reference number; and the order's `invoice` as an invoice read.
 * - Invoices: from an invoice list or invoice read (`/api/v2/billing/invoices…`), or an order's `invoice`: status,
 *   amount paid (from `totals`; within 0 and the invoice's amount), due date; paid and cancelled times follow the
 *   status. The billing history (payments made) stays the scenario's.
 * - The account: `GET /api/v2/me`'s customer name and e-mail, as recorded (a masked bundle's placeholders stay).
 * - The audit log: the scenario's (not imported).
 *
 * Every string is taken at most as long as `IMPORT_LIMITS` says (cut there), tags at most 20, and a time only when it
 * reads as one: a bundle is the customer's file, and a world must weigh what its scenario does plus a few kilobytes,
 * whatever the file holds (the registry weighs a bundle's world after the import too: worlds.ts).
 *
 * Returns how many records each area imported.
 */
export function importBundle(
  state: WorldState,
  customers: WorldCustomers,
  bundle: Pick<ViewBundle, 'reads'> & Partial<Pick<ViewBundle, 'createdAt'>>,
): ImportCounts {
  const customerId = customers.main.id;
  const madeAt = bundle.createdAt ?? new Date(0).toISOString();
  return {
    domains: importDomains(state, customerId, bundle.reads),
    vps: importServers(state, customerId, bundle.reads),
    tickets: importTickets(state, customerId, bundle.reads),
    hosting: importHostingAccounts(state, customerId, bundle.reads),
    orders: importOrders(state, customerId, bundle.reads, madeAt),
    invoices: importInvoices(state, customerId, bundle.reads, madeAt),
    account: importAccount(customers, bundle.reads),
  };
}

/**
 * The longest string a world takes from a bundle (ledger "View bundles"). Where a request sets the member, that
 * request schema's limit; where none does (the API has no request for it), decided here.
 */
export const IMPORT_LIMITS = {
  /** `me`'s customer name: as long as the bundle's own `customerName`. */
  customerName: 200,
  /** An e-mail address (RFC 5321; `mailboxAddressParam`). */
  email: 254,
  /** A server's name and host name, an account's custom name: a DNS name's length. */
  name: 253,
  /** `POST /support/tickets`' `subject`. */
  ticketSubject: TICKET_SUBJECT_MAX,
  /** An order's `notes` and `referenceNumber`, as the order request takes them. */
  orderNotes: ORDER_NOTES_MAX,
  orderReference: ORDER_REFERENCE_MAX,
  /** Words the areas say in a gate or badge: a suspension's reason, a payment status's reason. */
  reason: 500,
  /** A domain's or hosting account's tags: this many, each this long. */
  tags: 20,
  tag: 64,
  /** A time (ISO 8601 with an offset is at most 35): longer, or not a time, is not taken. */
  time: 40,
} as const;

/**
 * `value`, cut at `max` characters (never half a surrogate pair), as a string of its own: V8 keeps a slice (and may
 * keep a parsed string's) as a view into the string it came from, which would hold the whole of a long original.
 */
export function capped(value: string, max: number): string {
  let cut = value.length > max ? value.slice(0, max) : value;
  if (/[\uD800-\uDBFF]$/.test(cut) && cut.length < value.length) cut = cut.slice(0, -1);
  return Buffer.from(cut, 'utf8').toString('utf8');
}

function cappedOrNull(value: string | null, max: number): string | null {
  return value === null ? null : capped(value, max);
}

function importedTags(tags: readonly string[]): string[] {
  return tags.slice(0, IMPORT_LIMITS.tags).map((tag) => capped(tag, IMPORT_LIMITS.tag));
}

/** A time as shown, or `kept` when it is not one (too long, or no date): null (none) is taken. */
function importedTime(value: string | null, kept: string | null): string | null {
  if (value === null) return null;
  if (value.length > IMPORT_LIMITS.time || !Number.isFinite(Date.parse(value))) return kept;
  return capped(value, IMPORT_LIMITS.time);
}

export interface ImportCounts {
  domains: number;
  vps: number;
  tickets: number;
  hosting: number;
  orders: number;
  invoices: number;
  /** 1 when the customer's name or e-mail was taken from a recorded `me`. */
  account: number;
}

/** The records of one resource the bundle shows: the items of its list pages and its single reads, each tolerant. */
function shownRecords<T extends z.ZodMiniType>(
  reads: ViewBundle['reads'],
  root: string,
  item: T,
  label: string,
): z.output<T>[] {
  const page = z.object({ data: tolerantArray(item, label) });
  const shown: z.output<T>[] = [];
  for (const read of reads) {
    const kind = importedReadKind(read.path, root);
    if (kind === 'list') {
      const parsed = z.safeParse(page, read.body);
      if (parsed.success) shown.push(...parsed.data.data);
    } else if (kind === 'single') {
      const parsed = z.safeParse(item, read.body);
      if (parsed.success) shown.push(parsed.data);
    }
  }
  return shown;
}

function importServers(state: WorldState, customerId: string, reads: ViewBundle['reads']): number {
  let imported = 0;
  for (const summary of shownRecords(reads, IMPORTED_READ_ROOTS.vps, vpsSummary, 'bundle VPS')) {
    const stored = findVps(state.vps, customerId, summary.id);
    if (!stored) continue;
    if (summary.status !== 'unknown' && summary.status !== 'provisioning') stored.status = summary.status;
    if (summary.name !== null) stored.name = capped(summary.name, IMPORT_LIMITS.name);
    if (summary.hostname !== null) stored.hostname = capped(summary.hostname, IMPORT_LIMITS.name);
    imported += 1;
  }
  return imported;
}

function importTickets(state: WorldState, customerId: string, reads: ViewBundle['reads']): number {
  let imported = 0;
  for (const summary of shownRecords(reads, IMPORTED_READ_ROOTS.tickets, ticketSummary, 'bundle tickets')) {
    const stored = findTicket(state.tickets, customerId, summary.id);
    if (!stored) continue;
    if (summary.status !== 'unknown') stored.status = summary.status;
    if (summary.priority !== 'unknown') stored.priority = summary.priority;
    stored.subject = cappedOrNull(summary.subject, IMPORT_LIMITS.ticketSubject);
    imported += 1;
  }
  return imported;
}

function importDomains(state: WorldState, customerId: string, reads: ViewBundle['reads']): number {
  const shown = shownRecords(reads, IMPORTED_READ_ROOTS.domains, domainSummary, 'bundle domains');
  let imported = 0;
  // A reseller's list of 23 pages is 2,300 domains among 10,000: one lookup each by scanning them took 12 s.
  const own = new Map<string, StoredDomain>();
  for (const stored of state.domains.domains) if (stored.customerId === customerId) own.set(stored.id, stored);
  for (const summary of shown) {
    const stored = own.get(summary.id);
    if (!stored) continue;
    if (summary.serviceStatus !== 'unknown') stored.status = summary.serviceStatus;
    if (summary.actionRequired !== null) stored.actionRequired = summary.actionRequired;
    const lifecycle = summary.lifecycle;
    if (lifecycle.autoRenewEnabled !== null) stored.autoRenew = lifecycle.autoRenewEnabled;
    if (lifecycle.registrarLockEnabled !== null) stored.registrarLock = lifecycle.registrarLockEnabled;
    stored.transferInProgress = lifecycle.transferInProgress;
    stored.expiresAt = importedTime(summary.expiresAt, stored.expiresAt);
    stored.nextDueAt = importedTime(summary.nextDueAt, stored.nextDueAt);
    stored.tags = importedTags(summary.tags);
    stored.pinned = summary.pinned;
    imported += 1;
  }
  if (imported > 0) domainListChanged(state.domains);
  return imported;
}

function importHostingAccounts(state: WorldState, customerId: string, reads: ViewBundle['reads']): number {
  let imported = 0;
  const shown = shownRecords(reads, IMPORTED_READ_ROOTS.hosting, hostingAccountSummary, 'bundle hosting accounts');
  for (const summary of shown) {
    const stored = findAccount(state.hosting, customerId, summary.id);
    if (!stored) continue;
    if (summary.serviceStatus !== 'unknown') stored.serviceStatus = summary.serviceStatus;
    stored.statusReason = stored.serviceStatus === 'suspended' ? suspensionReason(summary, stored) : null;
    stored.customName = cappedOrNull(summary.customName, IMPORT_LIMITS.name);
    const offered = stored.cycleOptions.find((option) => option.billingCycle === summary.billing.billingCycle);
    if (offered) stored.billingCycle = offered.billingCycle;
    stored.nextDueAt = importedTime(summary.nextDueAt, stored.nextDueAt);
    stored.expiresAt = importedTime(summary.expiresAt, stored.expiresAt);
    stored.pinned = summary.pinned;
    stored.tags = importedTags(summary.tags);
    imported += 1;
  }
  return imported;
}

/**
 * The area keeps why an account is suspended and says it in its gates; a read with gates (the detail) gives it back
 * (`suspensionReasonOf`, the area's own reading of its words). A list row (no gates) keeps the reason the world
 * already has, if any.
 */
function suspensionReason(summary: HostingAccountSummary, stored: StoredAccount): string | null {
  for (const gate of summary.actions ? Object.values(summary.actions) : []) {
    if (gate.code !== 'account_suspended' || gate.reason === null) continue;
    const reason = suspensionReasonOf(summary.name, gate.reason);
    if (reason !== undefined) return cappedOrNull(reason, IMPORT_LIMITS.reason);
  }
  return stored.statusReason;
}

function importOrders(state: WorldState, customerId: string, reads: ViewBundle['reads'], madeAt: string): number {
  let imported = 0;
  for (const shown of shownRecords(reads, IMPORTED_READ_ROOTS.orders, orderSchema, 'bundle orders')) {
    const stored = findOrder(state.orders, customerId, shown.id);
    if (!stored) continue;
    if (shown.status !== 'unknown') stored.status = shown.status;
    if (shown.paymentStatus.status !== 'unknown') {
      stored.paymentStatus = {
        status: shown.paymentStatus.status,
        reason: cappedOrNull(shown.paymentStatus.reason, IMPORT_LIMITS.reason),
      };
    }
    stored.processingStarted =
      (stored.status === 'pending' || stored.status === 'failed') &&
      shown.actions.canCancel.code === 'processing_started';
    stored.invoiceLookupPending = shown.invoiceLookupPending;
    stored.notes = cappedOrNull(shown.notes, IMPORT_LIMITS.orderNotes);
    stored.referenceNumber = cappedOrNull(shown.referenceNumber, IMPORT_LIMITS.orderReference);
    if (shown.invoice?.id && shown.invoice.id === stored.invoiceId) {
      const invoice = findInvoice(state.orders, customerId, shown.invoice.id);
      if (invoice) applyInvoice(invoice, shown.invoice, madeAt);
    }
    imported += 1;
  }
  return imported;
}

function importInvoices(state: WorldState, customerId: string, reads: ViewBundle['reads'], madeAt: string): number {
  let imported = 0;
  for (const shown of shownRecords(reads, IMPORTED_READ_ROOTS.invoices, invoiceSchema, 'bundle invoices')) {
    const stored = findInvoice(state.orders, customerId, shown.id);
    if (!stored) continue;
    applyInvoice(stored, shown, madeAt);
    imported += 1;
  }
  return imported;
}

interface ShownInvoice {
  status: InvoiceStatus;
  totals: InvoiceTotals | null;
  dueAt: string | null;
  paidAt?: string | null;
}

/**
 * An invoice as shown (an invoice read or an order's `invoice`): its status, what was paid of it and its due date.
 * What was paid comes from `totals` (`amountPaid`, else total − outstanding) and is taken only within 0 and the
 * stored amount, so the scenario's lines and total stay consistent. The paid and cancelled times follow the status
 * (the bundle's time when the record does not say).
 */
function applyInvoice(stored: StoredInvoice, shown: ShownInvoice, madeAt: string): void {
  if (shown.status !== 'unknown') stored.status = shown.status;
  const totals = shown.totals;
  const paid =
    totals?.amountPaid ??
    (totals?.total != null && totals.outstanding != null ? totals.total - totals.outstanding : null);
  if (paid !== null && paid >= 0 && paid <= stored.amount) stored.amountPaid = Math.round(paid * 100) / 100;
  if (shown.dueAt !== null) stored.dueAt = importedTime(shown.dueAt, stored.dueAt) ?? stored.dueAt;
  if (stored.status === 'paid' || stored.status === 'refunded') {
    stored.paidAt = importedTime(shown.paidAt ?? null, null) ?? stored.paidAt ?? madeAt;
    if (stored.status === 'paid') stored.amountPaid = stored.amount;
  } else {
    stored.paidAt = null;
  }
  stored.cancelledAt = stored.status === 'cancelled' ? (stored.cancelledAt ?? madeAt) : null;
}

/** The customer's name and e-mail as `me` answered them (masked placeholders stay placeholders). */
function importAccount(customers: WorldCustomers, reads: ViewBundle['reads']): number {
  let imported = 0;
  for (const read of reads) {
    if (importedReadKind(read.path, IMPORTED_READ_ROOTS.me) !== 'list') continue;
    const parsed = z.safeParse(me, read.body);
    if (!parsed.success) continue;
    const { name, email } = parsed.data.customer;
    if (name === null && email === null) continue;
    if (name !== null && name.trim() !== '') customers.main.name = capped(name, IMPORT_LIMITS.customerName);
    if (email !== null && email.trim() !== '') customers.main.email = capped(email, IMPORT_LIMITS.email);
    imported = 1;
  }
  return imported;
}
