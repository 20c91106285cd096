import { randomBytes } from 'node:crypto';
import type { ActionGate, BillingCycle, ListPage, RenewalInvoice } from '@/api/schemas/common';
import type { InvoiceKind } from '@/api/schemas/billing';
import type {
  InvoiceStatus,
  Order,
  OrderDomainItem,
  OrderStatus,
  OrderType,
  RestoreIntents,
} from '@/api/schemas/orders';
import type { Customer } from '@/mock/platform/customers';
import { paginate, type PageQuery, type SortPosition } from '@/mock/platform/pagination';
import { lineWithVat, totalsOfLines } from '@/api/schemas/vat-math';
import { taxOf, type VatNumberState } from '@/api/schemas/vat-number';
import { fullLineItem, type LineItem, type LineItemInput } from '@/api/schemas/line-item';

/**
 * Orders and their invoices in one world, and the pure operations on them (HTTP lives in routes.ts).
 *
 * API for other areas (the domains area creates renewal orders here and cancels them; so does the hosting area for
 * its billing-cycle renewals, a `renew` order with one `hosting` item naming the `accountId`; nothing else in this
 * area needs to be imported):
 *
 *   createOrder(state, draft, nowIso)            → StoredOrder  any order, with its invoice (unless `invoice: null`)
 *   clientOf(customer)                           → the order's `client` details for a world customer
 *   createDomainRenewalOrder(state, input)       → StoredOrder  a pending `renew` order for one domain, with an unpaid
 *                                                               invoice (its `domains[0].domainId` names the domain)
 *   findOrder(state, customerId, id)             → StoredOrder | undefined   (another customer's order: undefined)
 *   findPendingRenewalOrder(state, customerId, domainId) → StoredOrder | undefined  the domain's pending renewal
 *   findPendingVpsRenewalOrder(state, customerId, vpsId) → StoredOrder | undefined  the server's pending renewal (a
 *                                                    `renew` order with a `hosting` item `{ kind: 'vps', vpsId }`)
 *   vpsIdsOf(order)                              → the servers an order's `hosting` items name
 *   isOpenInvoice(invoice), toRenewalInvoice(order, invoice)  a service's invoice to pay, in the renewal-invoice
 *                                                    shape (hosting's cycle change, a suspended service's
 *                                                    `overdueInvoice`)
 *   pendingRenewalOrderOf(state, order)          → { domainId, domainName, orderId, orderNumber, invoiceId,
 *                                                    invoiceNumber, invoiceStatus, billing, createdAt } (the
 *                                                    spec's `pendingOrders[]` item / `pendingRenewalOrder`)
 *   cancelOrder(state, order, nowIso)            → { cancelled: true } | { cancelled: false, status, gate }
 *                                                  the order becomes `cancelled`, its invoice `cancelled` and
 *                                                  `paymentStatus` `credit_note`; a blocked gate changes nothing
 *   orderGates(state, order)                     → { canRetry, canCancel }
 *   invoiceOf(state, order) / findInvoice(state, customerId, id) / orderOfInvoice(state, invoice)
 *   toOrder(state, order), invoiceTotalsOf(invoice)   the API shapes (the invoice's own shape, with its gates, is
 *                                                    the billing area's `toInvoice`: its gates need the credit)
 *   issueInvoice(state, draft, nowIso)           → StoredInvoice  an unpaid invoice with its payment URL (the billing
 *                                                    area's add-funds invoices; orders get theirs from createOrder)
 *   bindPaymentProvider(state, worldId)          the world's payment URLs (world creation)
 *   billingProfileOf(state, customerId)          → StoredBillingProfile  who is billed (a default consumer in SE)
 *   cancelStoredInvoice(state, invoice, nowIso)  the invoice `cancelled`, with its credit note
 *   issueCreditNote(state, invoice, nowIso, id?, lines?) → StoredInvoice  a credit note of the whole invoice (a cancel)
 *                                                    or of the lines given (a refund's unused part)
 *
 * VAT (ledger "Money: VAT"): an invoice is issued from NET lines (prices exclude VAT); `issueInvoice` adds each
 * line's VAT at the rate the customer's billing profile gives at that moment (`taxOf`), freezes the buyer from the
 * profile, and stores gross amounts: `amount` is what is charged. A later profile change never touches it. The
 * billing profiles live here, beside the invoices they tax (the billing area reads and changes them).
 *
 * Invoices live here, beside their orders, for every area (one source): the billing area reads, pays and cancels
 * these records rather than keeping copies. Everything is synchronous and deterministic given `nowIso`; ids of new
 * records are random (`ord_`, `inv_`).
 */

export type StoredOrderStatus = Exclude<OrderStatus, 'unknown'>;
export type StoredOrderType = Exclude<OrderType, 'unknown'>;
export type StoredInvoiceStatus = Exclude<InvoiceStatus, 'unknown'>;
export type StoredPaymentStatus = 'paid' | 'unpaid' | 'credit_note' | 'pending' | 'unknown';
export type StoredInvoiceKind = Exclude<InvoiceKind, 'unknown'>;

export interface StoredInvoice {
  id: string;
  number: string;
  customerId: string;
  /** `order`: an order's invoice (`orderId` set); `add_funds`: buys account credit (no order). */
  kind: StoredInvoiceKind;
  orderId: string | null;
  status: StoredInvoiceStatus;
  amount: number;
  amountPaid: number;
  currencyCode: string;
  issuedAt: string;
  dueAt: string | null;
  paidAt: string | null;
  /** When it was cancelled (the billing history's `invoice_cancelled` entry); null while it is not. */
  cancelledAt: string | null;
  /** As the upstream sent it; may be a non-http URL (the panel must not make that a link). */
  paymentUrl: string | null;
  /** Each line's net, VAT and gross (`amount`), rounded to the öre; `amount` of the invoice is their sum. */
  lines: StoredInvoiceLine[];
  /** Who was billed, frozen from the billing profile at issue. */
  buyer: StoredBuyer;
  /** EU business with a confirmed VAT number: 0 % and the reverse-charge text. */
  reverseCharge: boolean;
  /** Days from issue to the due date (0 for a credit note, nothing to pay). */
  paymentTermsDays: number;
  /** A credit note's invoice. */
  credits: { invoiceId: string; invoiceNumber: string } | null;
  /** An invoice's credit notes (ids), oldest first. */
  creditNoteIds: string[];
}

export interface StoredInvoiceLine {
  /** The server's own words (English); the panel says the line from `item` in the reader's language. */
  description: string;
  /** What the line is for, without words (src/api/schemas/line-item.ts): every line the mock writes has one. */
  item: LineItem;
  quantity: number;
  /** Net, per unit. */
  unitPrice: number;
  net: number;
  vatRate: number;
  vat: number;
  /** Gross: net + VAT. */
  amount: number;
}

export interface StoredAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

export interface StoredBuyer {
  customerType: 'consumer' | 'business';
  name: string | null;
  address: (StoredAddress & { country: string }) | null;
  vatNumber: string | null;
}

/** Who the account bills (`GET|PATCH /billing/profile`): decides the VAT of every invoice issued from now on. */
export interface StoredBillingProfile {
  customerId: string;
  customerType: 'consumer' | 'business';
  name: string | null;
  address: StoredAddress | null;
  /** ISO 3166-1 alpha-2, one the seller sells to. */
  country: string;
  /** Compact with its prefix (`SE556677889901`); a business's only. */
  vatNumber: string | null;
  vatNumberStatus: VatNumberState;
  /** When the register last answered about `vatNumber`. */
  vatNumberCheckedAt: string | null;
}

/** A net line as callers write it: `amount` is the line's NET total (prices exclude VAT), `quantity` default 1. */
export interface NetLine {
  description: string;
  /** What the line is for (required: no line without a known kind, `line-items.test.ts`). */
  item: LineItemInput;
  amount: number;
  quantity?: number;
}

/** A domain item; `domainId` links it to the domains area and is not part of the API shape. */
export interface StoredDomainItem extends OrderDomainItem {
  domainId: string | null;
}

export interface StoredOrder {
  id: string;
  number: string;
  customerId: string;
  status: StoredOrderStatus;
  type: StoredOrderType;
  /** A pending order whose processing has started: not cancellable; its 409 reports status `processing`. */
  processingStarted: boolean;
  invoiceId: string | null;
  /** The upstream has not yet said which invoice belongs to the order (`invoiceLookupPending`). */
  invoiceLookupPending: boolean;
  client: { email: string | null; firstName: string | null; lastName: string | null; companyName: string | null };
  billing: {
    amount: number;
    currencyCode: string;
    /** `''` is a spec value ("or empty"). */
    billingCycle: BillingCycle | '' | null;
    isPayg: boolean;
    periodYears: number | null;
  };
  paymentStatus: { status: StoredPaymentStatus; reason: string | null };
  domains: StoredDomainItem[];
  hosting: Record<string, unknown>[];
  addons: Record<string, unknown>[];
  upgrades: Record<string, unknown>[];
  restoreIntents?: RestoreIntents;
  /** Why a failed order failed (the retry gate's reason when retry is blocked). */
  failureReason: string | null;
  createdAt: string;
  contractAcceptedAt: string | null;
  notes: string | null;
  referenceNumber: string | null;
}

export interface OrdersState {
  orders: StoredOrder[];
  invoices: StoredInvoice[];
  /** Every customer's billing profile; a customer without one is billed as `defaultBillingProfile` says. */
  billingProfiles: StoredBillingProfile[];
  /** The next customer-facing order and invoice numbers. */
  nextOrderNumber: number;
  nextInvoiceNumber: number;
  /** New invoices' payment URL is this plus the invoice id: the world's pages at the provider (`bindPaymentProvider`). */
  paymentBaseUrl: string;
}

export function emptyOrdersState(): OrdersState {
  return {
    orders: [],
    invoices: [],
    billingProfiles: [],
    nextOrderNumber: 300200,
    nextInvoiceNumber: 2026700,
    paymentBaseUrl: PAYMENT_BASE_URL,
  };
}

/** The payment provider's site (ledger "Billing"); the mock serves a stand-in for it under `/__mock/provider/`. */
export const PAYMENT_PROVIDER_ORIGIN = 'https://pay.hosting.example';

/**
 * What seeds write before a world exists: `https://pay.hosting.example/invoices/<invoice id>`. World creation puts
 * the world's id in front of `invoices/` (`bindPaymentProvider`), because the provider's page must find the world
 * the invoice lives in from its address alone (it is another site: no key travels with the customer).
 */
export const PAYMENT_BASE_URL = `${PAYMENT_PROVIDER_ORIGIN}/invoices/`;

/** The provider's pages of one world: `https://pay.hosting.example/<worldId>/`. */
export function providerBaseUrl(worldId: string): string {
  return `${PAYMENT_PROVIDER_ORIGIN}/${worldId}/`;
}

/**
 * Moves a freshly seeded world's payment URLs to its own pages at the provider: every URL a seed wrote with
 * `PAYMENT_BASE_URL` becomes `https://pay.hosting.example/<worldId>/invoices/<id>`, and new invoices follow. URLs a
 * scenario wrote on purpose (the demo's `javascript:` one) are left as they are.
 */
export function bindPaymentProvider(state: OrdersState, worldId: string): void {
  const base = `${providerBaseUrl(worldId)}invoices/`;
  for (const invoice of state.invoices) {
    if (invoice.paymentUrl?.startsWith(PAYMENT_BASE_URL)) {
      invoice.paymentUrl = `${base}${invoice.paymentUrl.slice(PAYMENT_BASE_URL.length)}`;
    }
  }
  state.paymentBaseUrl = base;
}

const TERMINAL_INVOICE: readonly StoredInvoiceStatus[] = ['paid', 'cancelled', 'refunded'];

function randomId(prefix: 'ord' | 'inv'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export function findOrder(state: OrdersState, customerId: string, id: string): StoredOrder | undefined {
  return state.orders.find((order) => order.customerId === customerId && order.id === id);
}

export function findInvoice(state: OrdersState, customerId: string, id: string): StoredInvoice | undefined {
  return state.invoices.find((invoice) => invoice.customerId === customerId && invoice.id === id);
}

export function invoiceOf(state: OrdersState, order: StoredOrder): StoredInvoice | undefined {
  if (order.invoiceLookupPending || order.invoiceId === null) return undefined;
  return state.invoices.find((invoice) => invoice.id === order.invoiceId);
}

/** The order an invoice belongs to (none for an `add_funds` invoice). */
export function orderOfInvoice(state: OrdersState, invoice: StoredInvoice): StoredOrder | undefined {
  if (invoice.orderId === null) return undefined;
  return state.orders.find((order) => order.id === invoice.orderId);
}

/** Only domain items: a key with `read:domains` (and no order scope) may see it (spec "domain-scoped read keys"). */
export function isDomainOrder(order: StoredOrder): boolean {
  return (
    order.domains.length > 0 && order.hosting.length === 0 && order.addons.length === 0 && order.upgrades.length === 0
  );
}

/** The customer's newest pending renewal order for which `isFor` holds (a domain, a server, an account). */
function findPendingRenewal(
  state: OrdersState,
  customerId: string,
  isFor: (order: StoredOrder) => boolean,
): StoredOrder | undefined {
  for (let index = state.orders.length - 1; index >= 0; index -= 1) {
    const order = state.orders[index];
    if (
      order &&
      order.customerId === customerId &&
      order.type === 'renew' &&
      order.status === 'pending' &&
      isFor(order)
    )
      return order;
  }
  return undefined;
}

/** The domain's pending renewal order (the newest, should there be several). */
export function findPendingRenewalOrder(
  state: OrdersState,
  customerId: string,
  domainId: string,
): StoredOrder | undefined {
  return findPendingRenewal(state, customerId, (order) => order.domains.some((item) => item.domainId === domainId));
}

/** The servers an order is for: its `hosting` items `{ kind: 'vps', vpsId }` (ledger "Orders → Order object"). */
export function vpsIdsOf(order: StoredOrder): string[] {
  return order.hosting.flatMap((item) =>
    item['kind'] === 'vps' && typeof item['vpsId'] === 'string' ? [item['vpsId']] : [],
  );
}

/** The server's pending renewal order (the newest, should there be several): `renew`, naming it in `hosting`. */
export function findPendingVpsRenewalOrder(
  state: OrdersState,
  customerId: string,
  vpsId: string,
): StoredOrder | undefined {
  return findPendingRenewal(state, customerId, (order) => vpsIdsOf(order).includes(vpsId));
}

/** Issued and still asking for money: `unpaid` or `partially_paid` (a draft is not issued; the rest are settled). */
export function isOpenInvoice(invoice: StoredInvoice): boolean {
  return invoice.status === 'unpaid' || invoice.status === 'partially_paid';
}

/**
 * An order's invoice in the renewal-invoice shape (ours; `renewalInvoice` in src/api/schemas/common.ts): hosting's
 * billing-cycle invoices and the `overdueInvoice` of a suspended hosting account or VPS. A settled invoice has no
 * payment link.
 */
/**
 * What a service's pending invoice pays for (`purpose`): a plan change (`upgrade` order), the first period of a new
 * billing cycle (a `renew` order whose item carries `paidPeriodValue`, hosting/billing.ts), else the next period.
 */
function purposeOf(order: StoredOrder): RenewalInvoice['purpose'] {
  if (order.type === 'upgrade') return 'plan_change';
  if (order.type !== 'renew') return null;
  return order.hosting.some((item) => typeof item['paidPeriodValue'] === 'number') ? 'cycle_change' : 'renewal';
}

export function toRenewalInvoice(order: StoredOrder, invoice: StoredInvoice): RenewalInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    orderId: order.id,
    amount: invoice.amount,
    currencyCode: invoice.currencyCode,
    dueAt: invoice.dueAt,
    status: invoice.status,
    paymentUrl: TERMINAL_INVOICE.includes(invoice.status) ? null : invoice.paymentUrl,
    purpose: purposeOf(order),
    // Every invoice the mock issues is gross (ledger "Money: VAT"), as `toInvoice` says.
    amountsIncludeVat: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Gates
// ---------------------------------------------------------------------------------------------

const allowed: ActionGate = { allowed: true, reason: null, code: null };

export function cancelGate(order: StoredOrder): ActionGate {
  switch (order.status) {
    case 'active':
      return { allowed: false, reason: 'Active orders cannot be cancelled.', code: 'order_active' };
    case 'completed':
      return { allowed: false, reason: 'Completed orders cannot be cancelled.', code: 'order_completed' };
    case 'cancelled':
      return { allowed: false, reason: 'This order is already cancelled.', code: 'order_cancelled' };
    case 'pending':
    case 'failed':
      if (order.processingStarted) {
        return {
          allowed: false,
          reason: 'Processing of this order has already started, so it can no longer be cancelled.',
          code: 'processing_started',
        };
      }
      if (order.invoiceLookupPending) {
        return {
          allowed: false,
          reason: 'The invoice for this order is still being looked up; cancel once it is shown.',
          code: 'invoice_lookup_pending',
        };
      }
      return allowed;
  }
}

export function retryGate(order: StoredOrder): ActionGate {
  if (order.status === 'failed') return allowed;
  return { allowed: false, reason: 'Only failed orders can be retried.', code: 'order_not_failed' };
}

export function orderGates(order: StoredOrder): { canRetry: ActionGate; canCancel: ActionGate } {
  return { canRetry: retryGate(order), canCancel: cancelGate(order) };
}

// ---------------------------------------------------------------------------------------------
// API shapes
// ---------------------------------------------------------------------------------------------

/** `outstanding` = total − paid, 0 once the invoice is settled (paid, cancelled or refunded). */
export function invoiceTotalsOf(invoice: StoredInvoice): {
  currencyCode: string;
  total: number;
  amountPaid: number;
  outstanding: number;
} {
  const outstanding = TERMINAL_INVOICE.includes(invoice.status)
    ? 0
    : Math.max(0, Math.round((invoice.amount - invoice.amountPaid) * 100) / 100);
  return {
    currencyCode: invoice.currencyCode,
    total: invoice.amount,
    amountPaid: invoice.amountPaid,
    outstanding,
  };
}

export function toOrder(state: OrdersState, order: StoredOrder, customer: { id: string }): Order {
  const invoice = invoiceOf(state, order);
  const shape: Order = {
    id: order.id,
    number: order.number,
    status: order.status,
    type: order.type,
    invoiceId: order.invoiceLookupPending ? null : order.invoiceId,
    // Spec: a compatibility alias of invoice.paymentUrl.
    checkoutUrl: invoice?.paymentUrl ?? null,
    client: { id: customer.id, ...order.client },
    billing: { ...order.billing, billingCycle: order.billing.billingCycle === '' ? null : order.billing.billingCycle },
    invoice: invoice
      ? {
          id: invoice.id,
          number: invoice.number,
          amount: invoice.amount,
          currencyCode: invoice.currencyCode,
          dueAt: invoice.dueAt,
          status: invoice.status,
          paymentUrl: invoice.paymentUrl,
          totals: invoiceTotalsOf(invoice),
          dates: { dueAt: invoice.dueAt },
          // Every invoice the mock issues is gross (ledger "Money: VAT").
          amountsIncludeVat: true,
        }
      : null,
    paymentStatus: { ...order.paymentStatus },
    actions: orderGates(order),
    domains: order.domains.map(({ name, tld, amount, currencyCode }) => ({ name, tld, amount, currencyCode })),
    hosting: order.hosting.map((item) => ({ ...item })),
    addons: order.addons.map((item) => ({ ...item })),
    upgrades: order.upgrades.map((item) => ({ ...item })),
    invoiceLookupPending: order.invoiceLookupPending,
    createdAt: order.createdAt,
    contractAcceptedAt: order.contractAcceptedAt,
    notes: order.notes,
    referenceNumber: order.referenceNumber,
  };
  if (order.restoreIntents) shape.restoreIntents = { ...order.restoreIntents };
  return shape;
}

/** The raw body: the spec allows `''` as "no cycle", which `toOrder`'s typed shape cannot hold. */
export function orderBody(state: OrdersState, order: StoredOrder, customer: { id: string }): Record<string, unknown> {
  const shape = toOrder(state, order, customer);
  return order.billing.billingCycle === '' ? { ...shape, billing: { ...shape.billing, billingCycle: '' } } : shape;
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

function orderPosition(order: StoredOrder): SortPosition {
  return { key: order.createdAt, id: order.id };
}

export interface OrderListFilter {
  status?: StoredOrderStatus | undefined;
  type?: StoredOrderType | undefined;
  /** Only domain orders (a key that reads orders through `read:domains` alone). */
  domainOnly?: boolean;
}

/** Newest first; a bad cursor is a 400. */
export function listOrders(
  state: OrdersState,
  customerId: string,
  query: PageQuery & OrderListFilter,
): ListPage<StoredOrder> {
  const visible = state.orders.filter(
    (order) =>
      order.customerId === customerId &&
      (query.status === undefined || order.status === query.status) &&
      (query.type === undefined || order.type === query.type) &&
      (!query.domainOnly || isDomainOrder(order)),
  );
  return paginate(visible, orderPosition, query);
}

// ---------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------

/** An order's `client` details from a world customer (the name split at its first space). */
export function clientOf(customer: Customer): StoredOrder['client'] {
  const space = customer.name.indexOf(' ');
  return {
    email: customer.email,
    firstName: space > 0 ? customer.name.slice(0, space) : customer.name,
    lastName: space > 0 ? customer.name.slice(space + 1) : null,
    companyName: customer.companyName,
  };
}

export interface OrderDraft {
  customerId: string;
  client: StoredOrder['client'];
  type: StoredOrderType;
  billing: StoredOrder['billing'];
  domains?: StoredDomainItem[];
  hosting?: Record<string, unknown>[];
  addons?: Record<string, unknown>[];
  upgrades?: Record<string, unknown>[];
  notes?: string | null;
  referenceNumber?: string | null;
  /**
   * When the customer accepted the terms for this order (`POST /orders` with `contractAccepted: true`). Absent: the
   * order continues a service whose terms were accepted when it was first ordered (renewals, cycle changes), dated
   * at the order's creation as before.
   */
  contractAcceptedAt?: string | null;
  /**
   * The invoice's net lines; omitted = one line for the billing amount. `null` = no invoice yet (lookup pending);
   * `[]` = nothing billed now (pay-as-you-go): no invoice and none pending.
   */
  invoiceLines?: NetLine[] | null;
  /** Days from now until the invoice is due (default 14). */
  dueInDays?: number;
}

export interface InvoiceDraft {
  customerId: string;
  kind: StoredInvoiceKind;
  orderId: string | null;
  currencyCode: string;
  lines: NetLine[];
  /** Days from now until the invoice is due (default 14). */
  dueInDays?: number;
  /**
   * No VAT on this invoice whoever the buyer is (rate 0, no reverse charge): buying account credit is a prepayment of
   * money, VAT is on the invoices the credit pays (ledger "Money: VAT").
   */
  outsideVat?: boolean;
}

/** Who a customer without a saved profile is: a consumer in Sweden, nothing else known (25 % VAT). */
export function defaultBillingProfile(customerId: string): StoredBillingProfile {
  return {
    customerId,
    customerType: 'consumer',
    name: null,
    address: null,
    country: 'SE',
    vatNumber: null,
    vatNumberStatus: 'not_applicable',
    vatNumberCheckedAt: null,
  };
}

export function billingProfileOf(state: OrdersState, customerId: string): StoredBillingProfile {
  return (
    state.billingProfiles.find((profile) => profile.customerId === customerId) ?? defaultBillingProfile(customerId)
  );
}

/** The buyer as an invoice prints it: the profile now (a consumer has no VAT number). */
export function buyerOf(profile: StoredBillingProfile): StoredBuyer {
  return {
    customerType: profile.customerType,
    name: profile.name,
    address: profile.address ? { ...profile.address, country: profile.country } : null,
    vatNumber: profile.customerType === 'business' ? profile.vatNumber : null,
  };
}

/** Net lines with their VAT at `vatRate` (per line, rounded to the öre: vat-math.ts). */
export function linesWithVat(lines: readonly NetLine[], vatRate: number): StoredInvoiceLine[] {
  return lines.map((line) => {
    const quantity = line.quantity ?? 1;
    const { net, vat, gross } = lineWithVat(line.amount, vatRate);
    return {
      description: line.description,
      item: fullLineItem(line.item),
      quantity,
      unitPrice: Math.round((net / quantity) * 100) / 100,
      net,
      vatRate,
      vat,
      amount: gross,
    };
  });
}

/**
 * A new unpaid invoice with its payment URL at the provider, numbered after the world's last one. Its lines are net;
 * the VAT is the customer's billing profile's now (`taxOf`), the buyer frozen from it.
 */
export function issueInvoice(state: OrdersState, draft: InvoiceDraft, nowIso: string): StoredInvoice {
  const id = randomId('inv');
  const profile = billingProfileOf(state, draft.customerId);
  const tax = draft.outsideVat ? { vatRate: 0, reverseCharge: false } : taxOf(profile);
  const lines = linesWithVat(draft.lines, tax.vatRate);
  const dueInDays = draft.dueInDays ?? 14;
  const invoice: StoredInvoice = {
    id,
    number: String(state.nextInvoiceNumber),
    customerId: draft.customerId,
    kind: draft.kind,
    orderId: draft.orderId,
    status: 'unpaid',
    amount: totalsOfLines(lines).gross,
    amountPaid: 0,
    currencyCode: draft.currencyCode,
    issuedAt: nowIso,
    dueAt: addDays(nowIso, dueInDays),
    paidAt: null,
    cancelledAt: null,
    paymentUrl: `${state.paymentBaseUrl}${id}`,
    lines,
    buyer: buyerOf(profile),
    reverseCharge: tax.reverseCharge,
    paymentTermsDays: dueInDays,
    credits: null,
    creditNoteIds: [],
  };
  state.nextInvoiceNumber += 1;
  state.invoices.push(invoice);
  return invoice;
}

/**
 * A credit note of the whole invoice (a cancel or a refund, ledger "Money: VAT"): the next number of the same series,
 * every line and amount negated (same rates, same frozen buyer, same reverse charge), `credits` naming the invoice
 * and the invoice's `creditNoteIds` naming it. It asks for nothing: settled when issued (`paid`, nothing
 * outstanding, no payment link, no due date). What was paid of the invoice goes to the account's credit or back to
 * the card by the caller; the note only records it.
 */
export function issueCreditNote(
  state: OrdersState,
  invoice: StoredInvoice,
  nowIso: string,
  /** A seed's fixed id (seeds are deterministic); default a random `inv_` id. */
  id: string = randomId('inv'),
  /** The lines credited, positive as on the invoice (a refund's unused part); default every line of the invoice. */
  credited: readonly StoredInvoiceLine[] = invoice.lines,
): StoredInvoice {
  const creditedGross = credited === invoice.lines ? invoice.amount : totalsOfLines(credited).gross;
  const note: StoredInvoice = {
    id,
    number: String(state.nextInvoiceNumber),
    customerId: invoice.customerId,
    kind: 'credit_note',
    orderId: invoice.orderId,
    status: 'paid',
    amount: -creditedGross || 0,
    amountPaid: 0,
    currencyCode: invoice.currencyCode,
    issuedAt: nowIso,
    dueAt: null,
    paidAt: nowIso,
    cancelledAt: null,
    paymentUrl: null,
    lines: credited.map((line) => ({
      ...line,
      unitPrice: -line.unitPrice || 0,
      net: -line.net || 0,
      vat: -line.vat || 0,
      amount: -line.amount || 0,
    })),
    buyer: { ...invoice.buyer, address: invoice.buyer.address ? { ...invoice.buyer.address } : null },
    reverseCharge: invoice.reverseCharge,
    paymentTermsDays: 0,
    credits: { invoiceId: invoice.id, invoiceNumber: invoice.number },
    creditNoteIds: [],
  };
  state.nextInvoiceNumber += 1;
  state.invoices.push(note);
  invoice.creditNoteIds.push(note.id);
  return note;
}

/** Cancels an issued invoice: `cancelled` at `nowIso`, with its credit note (a draft was never issued: none). */
export function cancelStoredInvoice(state: OrdersState, invoice: StoredInvoice, nowIso: string): void {
  const wasIssued = invoice.status !== 'draft';
  invoice.status = 'cancelled';
  invoice.cancelledAt = nowIso;
  if (wasIssued && invoice.kind !== 'credit_note') issueCreditNote(state, invoice, nowIso);
}

/** A new pending order with an unpaid invoice (and a payment URL), numbered after the world's last ones. */
export function createOrder(state: OrdersState, draft: OrderDraft, nowIso: string): StoredOrder {
  const orderId = randomId('ord');
  const number = String(state.nextOrderNumber);
  state.nextOrderNumber += 1;
  let invoiceId: string | null = null;
  // No lines: nothing is billed now (a pay-as-you-go server, billed monthly in arrears): no invoice, none pending.
  const nothingBilled = Array.isArray(draft.invoiceLines) && draft.invoiceLines.length === 0;
  if (draft.invoiceLines !== null && !nothingBilled) {
    const lines = draft.invoiceLines ?? [
      { description: `Order ${number}`, item: { kind: 'order', subject: number }, amount: draft.billing.amount },
    ];
    const invoice = issueInvoice(
      state,
      {
        customerId: draft.customerId,
        kind: 'order',
        orderId,
        currencyCode: draft.billing.currencyCode,
        lines,
        ...(draft.dueInDays === undefined ? {} : { dueInDays: draft.dueInDays }),
      },
      nowIso,
    );
    invoiceId = invoice.id;
  }
  const order: StoredOrder = {
    id: orderId,
    number,
    customerId: draft.customerId,
    status: 'pending',
    type: draft.type,
    processingStarted: false,
    invoiceId,
    invoiceLookupPending: invoiceId === null && !nothingBilled,
    client: { ...draft.client },
    billing: { ...draft.billing },
    paymentStatus: nothingBilled
      ? { status: 'pending', reason: 'Nothing is due now: the usage is invoiced at the end of each month.' }
      : invoiceId === null
        ? { status: 'pending', reason: 'The invoice is being created.' }
        : { status: 'unpaid', reason: null },
    domains: (draft.domains ?? []).map((item) => ({ ...item })),
    hosting: draft.hosting ?? [],
    addons: draft.addons ?? [],
    upgrades: draft.upgrades ?? [],
    failureReason: null,
    createdAt: nowIso,
    contractAcceptedAt: draft.contractAcceptedAt === undefined ? nowIso : draft.contractAcceptedAt,
    notes: draft.notes ?? null,
    referenceNumber: draft.referenceNumber ?? null,
  };
  state.orders.push(order);
  return order;
}

export interface DomainRenewalInput {
  customerId: string;
  client: StoredOrder['client'];
  domainId: string;
  domainName: string;
  amount: number;
  currencyCode: string;
  periodYears: number;
  nowIso: string;
}

/** A pending renewal order for one domain with its unpaid invoice (for the domains area's renewals). */
export function createDomainRenewalOrder(state: OrdersState, input: DomainRenewalInput): StoredOrder {
  const tld = input.domainName.slice(input.domainName.lastIndexOf('.') + 1);
  const cycle: BillingCycle | null =
    input.periodYears === 1
      ? 'annually'
      : input.periodYears === 2
        ? 'biennially'
        : input.periodYears === 3
          ? 'triennially'
          : null;
  return createOrder(
    state,
    {
      customerId: input.customerId,
      client: input.client,
      type: 'renew',
      billing: {
        amount: input.amount,
        currencyCode: input.currencyCode,
        billingCycle: cycle,
        isPayg: false,
        periodYears: input.periodYears,
      },
      domains: [
        {
          name: input.domainName,
          tld,
          amount: input.amount,
          currencyCode: input.currencyCode,
          domainId: input.domainId,
        },
      ],
      invoiceLines: [
        {
          description: `Renewal of ${input.domainName} (${input.periodYears} year${input.periodYears === 1 ? '' : 's'})`,
          item: { kind: 'domain_renewal', subject: input.domainName, years: input.periodYears },
          amount: input.amount,
        },
      ],
    },
    input.nowIso,
  );
}

export function pendingRenewalOrderOf(state: OrdersState, order: StoredOrder) {
  const invoice = invoiceOf(state, order);
  const domain = order.domains[0];
  return {
    domainId: domain?.domainId ?? null,
    domainName: domain?.name ?? null,
    orderId: order.id,
    orderNumber: order.number,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.number ?? null,
    invoiceStatus: invoice?.status ?? null,
    billing: { amount: order.billing.amount, currencyCode: order.billing.currencyCode },
    createdAt: order.createdAt,
  };
}

export type CancelOutcome =
  { cancelled: true } | { cancelled: false; status: StoredOrderStatus | 'processing'; gate: ActionGate };

/**
 * Spec transition: a cancellable order becomes `cancelled`, its invoice `cancelled` (whatever part was paid is
 * credited: `paymentStatus` `credit_note`). A blocked gate changes nothing and reports the status the 409 names
 * (`processing` where processing started).
 */
export function cancelOrder(state: OrdersState, order: StoredOrder, nowIso: string): CancelOutcome {
  const gate = cancelGate(order);
  if (!gate.allowed) {
    return { cancelled: false, status: order.processingStarted ? 'processing' : order.status, gate };
  }
  order.status = 'cancelled';
  const invoice = invoiceOf(state, order);
  if (invoice) {
    const paid = invoice.amountPaid;
    cancelStoredInvoice(state, invoice, nowIso);
    order.paymentStatus = {
      status: 'credit_note',
      reason:
        paid > 0
          ? `Invoice ${invoice.number} was cancelled on ${nowIso.slice(0, 10)}; the ${paid} ${invoice.currencyCode} already paid is credited to the account.`
          : `Invoice ${invoice.number} was cancelled on ${nowIso.slice(0, 10)} with a credit note.`,
    };
  } else {
    order.paymentStatus = { status: 'credit_note', reason: 'The order was cancelled before it was invoiced.' };
  }
  return { cancelled: true };
}
