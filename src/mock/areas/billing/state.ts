import { randomBytes } from 'node:crypto';
import type {
  BillingActivity,
  BillingActivityKind,
  Card,
  CardSetup,
  Credit,
  Invoice,
  InvoiceActions,
  InvoiceStatusFilter,
  RefundDestination,
  RefundLine,
} from '@/api/schemas/billing';
import type { ActionGate, ListPage } from '@/api/schemas/common';
import { roundToMinor, totalsOfLines, vatOfLine } from '@/api/schemas/vat-math';
import {
  cancelGate,
  cancelOrder,
  cancelStoredInvoice,
  findInvoice as findStoredInvoice,
  invoiceTotalsOf,
  issueCreditNote,
  issueInvoice,
  orderOfInvoice,
  providerBaseUrl,
  type OrdersState,
  type StoredInvoice,
  type StoredInvoiceLine,
} from '@/mock/areas/orders/state';
import { paginate, type PageQuery, type SortPosition } from '@/mock/platform/pagination';

/**
 * Billing in one world (ledger "Billing"): account credit, cards and card setups, and the billing history; the pure
 * operations on them (HTTP lives in routes.ts, the provider's stand-in pages in provider.ts).
 *
 * The invoices themselves are the orders state's records (one source: an order's invoice and the invoice read agree);
 * this area shapes them (`toInvoice`, with their gates), pays them (`settlePayment`: every effect of money arriving,
 * in one place) and cancels them (through the order, `cancelOrder`).
 *
 * The history stores what only it knows: money that moved (payments, credit added or applied, refunds). That an
 * invoice was issued or cancelled is read from the invoice itself (`issuedAt`, `cancelledAt`), so an invoice made or
 * cancelled by any area (an order, a domain renewal, a hosting cycle change, an order cancel) is in the history
 * without that area knowing about it.
 */

/** Every world customer's account is kept in Swedish kronor (ledger "Billing"). */
export const ACCOUNT_CURRENCY = 'SEK';

/** What one add-funds request may ask for, inclusive (`credit.addFunds`). */
export const ADD_FUNDS_LIMITS = { minimum: 100, maximum: 50_000 } as const;

export interface CreditAccount {
  customerId: string;
  balance: number;
  currencyCode: string;
}

export type StoredCardBrand = 'visa' | 'mastercard' | 'amex';

/** A card as the provider stored it: never its number, only brand, last four digits and expiry. */
export interface StoredCard {
  id: string;
  customerId: string;
  brand: StoredCardBrand;
  last4: string;
  /** 1..12; the card is valid through the end of this month. */
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  addedAt: string;
}

export type StoredCardSetupStatus = 'pending' | 'completed' | 'declined';

export interface StoredCardSetup {
  id: string;
  customerId: string;
  status: StoredCardSetupStatus;
  /** Where the provider sends the customer back (`cardSetup=<id>` added). */
  returnUrl: string;
  /** The provider's page for this setup (`https://pay.hosting.example/<worldId>/card-setups/<id>`). */
  redirectUrl: string;
  /** The card the setup added. */
  cardId: string | null;
  declineCode: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** The history's stored kinds: money that moved. (`invoice_issued` and `invoice_cancelled` come from the invoices.) */
export type StoredActivityKind = Extract<
  BillingActivityKind,
  'payment' | 'credit_added' | 'credit_applied' | 'refund' | 'auto_payment' | 'auto_payment_failed'
>;

export interface StoredActivity {
  /** `bact_` and the world's sequence number (zero-padded): later entries sort after earlier ones at one instant. */
  id: string;
  customerId: string;
  kind: StoredActivityKind;
  occurredAt: string;
  /** Positive: what moved. */
  amount: number;
  currencyCode: string;
  /** The invoice paid, refunded, credited or bought (credit added by paying an add-funds invoice); null otherwise. */
  invoiceId: string | null;
}

export type StoredPaymentStatus = 'pending' | 'requires_action' | 'succeeded' | 'declined';

/** A payment (payments.ts): one card charge or one provider checkout, for one or several invoices. */
export interface StoredPayment {
  id: string;
  customerId: string;
  method: 'card' | 'provider';
  status: StoredPaymentStatus;
  invoiceIds: string[];
  /** The invoices' outstanding amounts summed when it was made; what was settled once it succeeded. */
  amount: number;
  currencyCode: string;
  cardId: string | null;
  declineCode: string | null;
  /** Where the provider's page sends the customer back (`payment=<id>` added). */
  returnUrl: string;
  /** The provider's page for this payment (`https://pay.hosting.example/<worldId>/payments/<id>`). */
  providerUrl: string;
  createdAt: string;
  finishedAt: string | null;
}

/** A customer's billing settings (only customers who changed them have a record). */
export interface StoredBillingSettings {
  customerId: string;
  autoPay: boolean;
  /** When automatic payment was turned on: invoices due after it are charged on their due date. */
  autoPaySince: string | null;
}

export interface BillingState {
  /** Only customers with credit ever added have one; everyone else reads a balance of 0 (`creditOf`). */
  accounts: CreditAccount[];
  cards: StoredCard[];
  cardSetups: StoredCardSetup[];
  activity: StoredActivity[];
  /** The next history entry's sequence number. */
  nextActivity: number;
  /** The EU's VAT-number register stand-in cannot be reached (world option `vatRegisterOutage`; profile.ts). */
  vatRegisterOutage: boolean;
  payments: StoredPayment[];
  settings: StoredBillingSettings[];
  /** Invoices automatic payment has tried (once each: a failure is not retried, the customer pays). */
  autoPayTried: string[];
}

export function emptyBillingState(): BillingState {
  return {
    accounts: [],
    cards: [],
    cardSetups: [],
    activity: [],
    nextActivity: 1,
    vatRegisterOutage: false,
    payments: [],
    settings: [],
    autoPayTried: [],
  };
}

/** Two decimals: amounts are kronor and öre, and sums of floats must not drift (0.1 + 0.2). */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `1000`, `975.5` → `975.50`: amounts inside English sentences (reasons, details). */
function plainAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

export function randomId(prefix: 'card' | 'cset' | 'pay'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

const allowed: ActionGate = { allowed: true, reason: null, code: null };

// ---------------------------------------------------------------------------------------------
// Credit
// ---------------------------------------------------------------------------------------------

export interface CreditView {
  balance: number;
  currencyCode: string;
}

/** The customer's credit; a customer who never had any has 0 in the account's currency. */
export function creditOf(state: BillingState, customerId: string): CreditView {
  const account = state.accounts.find((candidate) => candidate.customerId === customerId);
  return account
    ? { balance: account.balance, currencyCode: account.currencyCode }
    : { balance: 0, currencyCode: ACCOUNT_CURRENCY };
}

function accountOf(state: BillingState, customerId: string): CreditAccount {
  const existing = state.accounts.find((candidate) => candidate.customerId === customerId);
  if (existing) return existing;
  const account: CreditAccount = { customerId, balance: 0, currencyCode: ACCOUNT_CURRENCY };
  state.accounts.push(account);
  return account;
}

export function toCredit(state: BillingState, customerId: string): Credit {
  return {
    ...creditOf(state, customerId),
    addFunds: { minimum: ADD_FUNDS_LIMITS.minimum, maximum: ADD_FUNDS_LIMITS.maximum },
    actions: { canAddFunds: { ...allowed } },
  };
}

export function isWithinAddFunds(amount: number): boolean {
  return amount >= ADD_FUNDS_LIMITS.minimum && amount <= ADD_FUNDS_LIMITS.maximum;
}

/**
 * An `add_funds` invoice (unpaid, due in 14 days, one line): the balance grows when it is paid (`settlePayment`).
 * Credit is a prepayment of money, not a sale: its line carries no VAT (rate 0, said in its description) whoever the
 * buyer is, and the credit pays the gross amounts of later invoices, whose VAT is on them (ledger "Money: VAT").
 */
export function createAddFundsInvoice(
  orders: OrdersState,
  billing: BillingState,
  customerId: string,
  amount: number,
  nowIso: string,
): StoredInvoice {
  return issueInvoice(
    orders,
    {
      customerId,
      kind: 'add_funds',
      orderId: null,
      currencyCode: creditOf(billing, customerId).currencyCode,
      lines: [
        {
          description: 'Account credit (prepayment: VAT is charged on the invoices it pays)',
          item: { kind: 'account_credit' },
          amount: roundMoney(amount),
        },
      ],
      dueInDays: 14,
      outsideVat: true,
    },
    nowIso,
  );
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

export function activityId(sequence: number): string {
  return `bact_${String(sequence).padStart(6, '0')}`;
}

export function recordActivity(state: BillingState, entry: Omit<StoredActivity, 'id'>): StoredActivity {
  const stored: StoredActivity = { id: activityId(state.nextActivity), ...entry };
  state.nextActivity += 1;
  state.activity.push(stored);
  return stored;
}

/**
 * Where an entry sorts: its instant, then (at one instant) an invoice's issue before the money that moved on it, in
 * the order it was recorded, before its cancellation.
 */
function activityPosition(occurredAt: string, rank: 0 | 1 | 2, id: string): SortPosition {
  return { key: `${occurredAt}|${rank}`, id };
}

interface ActivityRow {
  entry: BillingActivity;
  position: SortPosition;
}

function activityOf(
  orders: OrdersState,
  invoice: StoredInvoice | undefined,
): Pick<BillingActivity, 'invoiceId' | 'invoiceNumber' | 'invoiceKind' | 'orderId' | 'orderNumber'> {
  if (!invoice) return { invoiceId: null, invoiceNumber: null, invoiceKind: null, orderId: null, orderNumber: null };
  const order = orderOfInvoice(orders, invoice);
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    invoiceKind: invoice.kind,
    orderId: invoice.orderId,
    orderNumber: order?.number ?? null,
  };
}

/**
 * What an entry's amount is (ledger "Money: VAT"): credit bought and anything on an add-funds invoice is a
 * prepayment with no VAT (`none`); everything else moved gross amounts of invoices and credit notes (`included`).
 */
function activityVatBasis(kind: BillingActivity['kind'], invoice: StoredInvoice | undefined): 'included' | 'none' {
  return kind === 'credit_added' || invoice?.kind === 'add_funds' ? 'none' : 'included';
}

/**
 * An entry's amount split into net and VAT (issues 36 and 40: the history's CSV and screen), from the invoice it
 * names: the invoice's own net and VAT when the entry moved its whole amount, else the same share of each (VAT to the
 * öre, net the rest); the VAT rate when the invoice has one. A prepayment (`none`) is all net, no VAT and no rate;
 * an entry without an invoice, or an invoice of no amount, cannot be split: null.
 */
export function activitySplit(
  amount: number | null,
  basis: 'included' | 'none',
  invoice: StoredInvoice | undefined,
): Pick<BillingActivity, 'net' | 'vat' | 'vatRate'> {
  if (amount === null) return { net: null, vat: null, vatRate: null };
  if (basis === 'none') return { net: amount, vat: 0, vatRate: null };
  if (!invoice) return { net: null, vat: null, vatRate: null };
  const totals = totalsOfLines(invoice.lines);
  const gross = Math.abs(totals.gross);
  if (gross === 0) return { net: null, vat: null, vatRate: null };
  const rates = totals.vatByRate.map((part) => part.rate);
  const vatRate = rates.length === 1 ? (rates[0] ?? null) : null;
  if (roundToMinor(Math.abs(amount)) === gross) {
    return { net: Math.abs(totals.net), vat: Math.abs(totals.vat), vatRate };
  }
  const vat = roundToMinor((amount * Math.abs(totals.vat)) / gross);
  return { net: roundToMinor(amount - vat), vat, vatRate };
}

function activityRows(orders: OrdersState, billing: BillingState, customerId: string): ActivityRow[] {
  const rows: ActivityRow[] = [];
  const invoiceById = new Map(orders.invoices.map((invoice) => [invoice.id, invoice]));
  for (const stored of billing.activity) {
    if (stored.customerId !== customerId) continue;
    const invoice = stored.invoiceId === null ? undefined : invoiceById.get(stored.invoiceId);
    const vatBasis = activityVatBasis(stored.kind, invoice);
    rows.push({
      entry: {
        id: stored.id,
        kind: stored.kind,
        occurredAt: stored.occurredAt,
        amount: stored.amount,
        currencyCode: stored.currencyCode,
        ...activityOf(orders, invoice),
        vatBasis,
        ...activitySplit(stored.amount, vatBasis, invoice),
      },
      position: activityPosition(stored.occurredAt, 1, stored.id),
    });
  }
  for (const invoice of orders.invoices) {
    if (invoice.customerId !== customerId) continue;
    const vatBasis = activityVatBasis('invoice_issued', invoice);
    const common = {
      amount: invoice.amount,
      currencyCode: invoice.currencyCode,
      ...activityOf(orders, invoice),
      vatBasis,
      // What moved is positive (a credit note's too): its net and VAT likewise.
      ...activitySplit(Math.abs(invoice.amount), vatBasis, invoice),
    };
    if (invoice.kind === 'credit_note') {
      // Its amount is negative on the note; the history says what moved, positive, under its own kind.
      const id = `bact_credit_note_${invoice.id}`;
      rows.push({
        entry: {
          id,
          kind: 'credit_note_issued',
          occurredAt: invoice.issuedAt,
          ...common,
          amount: Math.abs(invoice.amount),
        },
        position: activityPosition(invoice.issuedAt, 2, id),
      });
      continue;
    }
    // A draft has not been issued yet: it is not in the history until it is.
    if (invoice.status !== 'draft') {
      const id = `bact_issued_${invoice.id}`;
      rows.push({
        entry: { id, kind: 'invoice_issued', occurredAt: invoice.issuedAt, ...common },
        position: activityPosition(invoice.issuedAt, 0, id),
      });
    }
    if (invoice.cancelledAt !== null) {
      const id = `bact_cancelled_${invoice.id}`;
      rows.push({
        entry: { id, kind: 'invoice_cancelled', occurredAt: invoice.cancelledAt, ...common },
        position: activityPosition(invoice.cancelledAt, 2, id),
      });
    }
  }
  return rows;
}

/** Newest first; `kind` filters; a bad cursor is a 400. */
export function listActivity(
  orders: OrdersState,
  billing: BillingState,
  customerId: string,
  query: PageQuery & { kind?: BillingActivityKind | undefined },
): ListPage<BillingActivity> {
  const rows = activityRows(orders, billing, customerId).filter(
    (row) => query.kind === undefined || row.entry.kind === query.kind,
  );
  const page = paginate(rows, (row) => row.position, query);
  return { ...page, data: page.data.map((row) => row.entry) };
}

// ---------------------------------------------------------------------------------------------
// Invoices: gates and shape
// ---------------------------------------------------------------------------------------------

function isOpen(invoice: StoredInvoice): boolean {
  return invoice.status === 'unpaid' || invoice.status === 'partially_paid';
}

/** What is still to pay on an open invoice; 0 for anything else (a draft is not issued, so nothing is due yet). */
export function payableAmount(invoice: StoredInvoice): number {
  return isOpen(invoice) ? invoiceTotalsOf(invoice).outstanding : 0;
}

/**
 * When automatic payment last failed on this invoice, while the invoice is still open (Home says so until it is
 * paid); null when it never failed or nothing is left to pay.
 */
export function autoPaymentFailedAt(billing: BillingState, invoice: StoredInvoice): string | null {
  if (payableAmount(invoice) <= 0) return null;
  const failed = billing.activity.filter(
    (entry) =>
      entry.kind === 'auto_payment_failed' && entry.invoiceId === invoice.id && entry.customerId === invoice.customerId,
  );
  return failed.at(-1)?.occurredAt ?? null;
}

/** A credit note asks for nothing: it cannot be paid, cancelled or paid with credit. */
const CREDIT_NOTE_GATE: ActionGate = {
  allowed: false,
  reason: 'This is a credit note; there is nothing to pay or cancel.',
  code: 'credit_note',
};

export function payGate(invoice: StoredInvoice): ActionGate {
  if (invoice.kind === 'credit_note') return { ...CREDIT_NOTE_GATE };
  switch (invoice.status) {
    case 'paid':
      return { allowed: false, reason: 'This invoice is already paid.', code: 'invoice_paid' };
    case 'cancelled':
      return {
        allowed: false,
        reason: 'This invoice was cancelled; there is nothing to pay.',
        code: 'invoice_cancelled',
      };
    case 'refunded':
      return {
        allowed: false,
        reason: 'This invoice was refunded; there is nothing to pay.',
        code: 'invoice_refunded',
      };
    case 'draft':
      return {
        allowed: false,
        reason: 'This invoice is still being prepared; it can be paid once it has been issued.',
        code: 'invoice_draft',
      };
    case 'unpaid':
    case 'partially_paid':
      if (payableAmount(invoice) <= 0) {
        return { allowed: false, reason: 'Nothing is left to pay on this invoice.', code: 'invoice_paid' };
      }
      if (!invoice.paymentUrl) {
        return {
          allowed: false,
          reason: 'This invoice has no payment link yet; contact support to pay it.',
          code: 'no_payment_url',
        };
      }
      return { ...allowed };
  }
}

/**
 * Only an unpaid invoice with nothing paid, and (for an order's invoice) only when its order may be cancelled: the
 * invoice is cancelled through its order, so the order's own gate (its code and reason) decides.
 */
export function invoiceCancelGate(orders: OrdersState, invoice: StoredInvoice): ActionGate {
  if (invoice.kind === 'credit_note') return { ...CREDIT_NOTE_GATE };
  if (invoice.status === 'partially_paid' || (invoice.status === 'unpaid' && invoice.amountPaid > 0)) {
    return {
      allowed: false,
      reason: 'Part of this invoice has been paid, so it can no longer be cancelled; contact support.',
      code: 'invoice_partially_paid',
    };
  }
  if (invoice.status !== 'unpaid') {
    return { allowed: false, reason: 'Only an unpaid invoice can be cancelled.', code: 'invoice_not_unpaid' };
  }
  const order = orderOfInvoice(orders, invoice);
  if (invoice.kind === 'add_funds' || !order) return { ...allowed };
  return cancelGate(order);
}

export function applyCreditGate(invoice: StoredInvoice, credit: CreditView): ActionGate {
  if (invoice.kind === 'credit_note') return { ...CREDIT_NOTE_GATE };
  if (payableAmount(invoice) <= 0) {
    return {
      allowed: false,
      reason: 'Only an unpaid or partly paid invoice can be paid with credit.',
      code: 'invoice_not_payable',
    };
  }
  if (invoice.kind === 'add_funds') {
    return { allowed: false, reason: 'Account credit cannot be used to buy more credit.', code: 'credit_invoice' };
  }
  if (invoice.currencyCode !== credit.currencyCode) {
    return {
      allowed: false,
      reason: `This invoice is in ${invoice.currencyCode}, but the account's credit is in ${credit.currencyCode}.`,
      code: 'currency_mismatch',
    };
  }
  if (credit.balance <= 0) {
    return { allowed: false, reason: 'The account has no credit to apply.', code: 'no_credit' };
  }
  return { ...allowed };
}

export function invoiceGates(
  orders: OrdersState,
  billing: BillingState,
  invoice: StoredInvoice,
  nowIso: string,
): InvoiceActions {
  return {
    canPay: payGate(invoice),
    canCancel: invoiceCancelGate(orders, invoice),
    canApplyCredit: applyCreditGate(invoice, creditOf(billing, invoice.customerId)),
    canRefund: refundGate(orders, invoice, nowIso),
  };
}

/**
 * The seller every invoice names (ledger "Money: VAT"): a Swedish company approved for F-tax. Its VAT number is
 * `SE` + the organisation number + `01`.
 */
export const SELLER = {
  name: 'Example Hosting AB',
  address: { street: 'Sveavägen 1', postalCode: '111 57', city: 'Stockholm', country: 'SE' },
  organisationNumber: '559123-4561',
  vatNumber: 'SE559123456101',
  fTax: true,
} as const;

function sellerOf(): Invoice['seller'] {
  return { ...SELLER, address: { ...SELLER.address } };
}

/** Net, VAT and gross summed from the lines, the VAT per rate (vat-math.ts). */
function vatOf(invoice: StoredInvoice): Invoice['vat'] {
  const totals = totalsOfLines(invoice.lines);
  return { net: totals.net, vat: totals.vat, gross: totals.gross, byRate: totals.vatByRate };
}

export function toInvoice(orders: OrdersState, billing: BillingState, invoice: StoredInvoice, nowIso: string): Invoice {
  const order = orderOfInvoice(orders, invoice);
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    orderId: invoice.orderId,
    orderNumber: order?.number ?? null,
    status: invoice.status,
    amount: invoice.amount,
    currencyCode: invoice.currencyCode,
    totals: invoiceTotalsOf(invoice),
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    paidAt: invoice.paidAt,
    paymentUrl: invoice.paymentUrl,
    autoPaymentFailedAt: autoPaymentFailedAt(billing, invoice),
    lines: invoice.lines.map((line) => ({ ...line })),
    amountsIncludeVat: true,
    vat: vatOf(invoice),
    seller: sellerOf(),
    buyer: {
      ...invoice.buyer,
      address: invoice.buyer.address ? { ...invoice.buyer.address } : null,
    },
    reverseCharge: invoice.reverseCharge,
    paymentTermsDays: invoice.paymentTermsDays,
    credits: invoice.credits ? { ...invoice.credits } : null,
    creditNotes: invoice.creditNoteIds.map((noteId) => ({
      invoiceId: noteId,
      invoiceNumber: findStoredInvoice(orders, invoice.customerId, noteId)?.number ?? null,
    })),
    refundWindowEndsAt: refundWindowEndsAt(invoice),
    actions: invoiceGates(orders, billing, invoice, nowIso),
  };
}

export function findInvoiceById(orders: OrdersState, id: string): StoredInvoice | undefined {
  return orders.invoices.find((invoice) => invoice.id === id);
}

/** Newest issued first; `outstanding` (ours) = unpaid or partly paid. A bad cursor is a 400. */
export function listInvoices(
  orders: OrdersState,
  billing: BillingState,
  customerId: string,
  query: PageQuery & { status?: InvoiceStatusFilter | undefined },
  nowIso: string,
): ListPage<Invoice> {
  const { status } = query;
  const visible = orders.invoices.filter(
    (invoice) =>
      invoice.customerId === customerId &&
      (status === undefined || (status === 'outstanding' ? isOpen(invoice) : invoice.status === status)),
  );
  const page = paginate(visible, (invoice) => ({ key: invoice.issuedAt, id: invoice.id }), query);
  return { ...page, data: page.data.map((invoice) => toInvoice(orders, billing, invoice, nowIso)) };
}

// ---------------------------------------------------------------------------------------------
// Invoices: payments, credit, cancellation
// ---------------------------------------------------------------------------------------------

/**
 * How money reached the invoice: at the provider or with a saved card the customer charged (a `payment` entry), from
 * the account's credit, or by automatic payment on the due date (an `auto_payment` entry).
 */
export type PaymentSource = 'provider' | 'credit' | 'auto';

/**
 * Money reaches an invoice (ledger "Billing → Payment"): every effect in one place, for the provider's page, the
 * control call and applied credit alike. `amountPaid` grows; the invoice is `partially_paid` while something remains,
 * else `paid` (with `paidAt`). A paid order invoice marks its order paid and a `pending` order `active`; a paid
 * `add_funds` invoice adds its amount to the balance. Each change is a history entry. A suspension the invoice was
 * overdue for is lifted by the caller (`liftSuspensionsPaidBy`, suspensions.ts: it needs the hosting and VPS state). The caller has checked `amount` (positive, at most `payableAmount`).
 */
export function settlePayment(
  orders: OrdersState,
  billing: BillingState,
  invoice: StoredInvoice,
  amount: number,
  source: PaymentSource,
  nowIso: string,
): void {
  const paid = roundMoney(amount);
  invoice.amountPaid = roundMoney(invoice.amountPaid + paid);
  recordActivity(billing, {
    customerId: invoice.customerId,
    kind: source === 'credit' ? 'credit_applied' : source === 'auto' ? 'auto_payment' : 'payment',
    occurredAt: nowIso,
    amount: paid,
    currencyCode: invoice.currencyCode,
    invoiceId: invoice.id,
  });
  const order = orderOfInvoice(orders, invoice);
  const remaining = roundMoney(invoice.amount - invoice.amountPaid);
  if (remaining > 0) {
    invoice.status = 'partially_paid';
    if (order) {
      order.paymentStatus = {
        status: 'unpaid',
        reason:
          `${plainAmount(invoice.amountPaid)} ${invoice.currencyCode} received; ` +
          `${plainAmount(remaining)} ${invoice.currencyCode} is still due.`,
      };
    }
    return;
  }
  invoice.status = 'paid';
  invoice.paidAt = nowIso;
  if (order) {
    order.paymentStatus = { status: 'paid', reason: null };
    if (order.status === 'pending') order.status = 'active';
  }
  if (invoice.kind === 'add_funds') {
    const account = accountOf(billing, invoice.customerId);
    account.balance = roundMoney(account.balance + invoice.amount);
    recordActivity(billing, {
      customerId: invoice.customerId,
      kind: 'credit_added',
      occurredAt: nowIso,
      amount: invoice.amount,
      currencyCode: invoice.currencyCode,
      invoiceId: invoice.id,
    });
  }
}

export type PaymentOutcome =
  | { outcome: 'paid'; amount: number }
  | { outcome: 'not_payable'; reason: string }
  | { outcome: 'too_large'; outstanding: number };

/**
 * The provider reports a payment (its page, or the control call): `amount` omitted = everything outstanding. A
 * settled invoice or a draft takes nothing (`not_payable`); more than the outstanding amount is refused.
 */
export function payInvoice(
  orders: OrdersState,
  billing: BillingState,
  invoice: StoredInvoice,
  amount: number | undefined,
  nowIso: string,
): PaymentOutcome {
  const outstanding = payableAmount(invoice);
  if (outstanding <= 0) {
    const gate = payGate(invoice);
    return { outcome: 'not_payable', reason: gate.reason ?? 'There is nothing to pay on this invoice.' };
  }
  const paying = amount === undefined ? outstanding : roundMoney(amount);
  if (paying > outstanding) return { outcome: 'too_large', outstanding };
  settlePayment(orders, billing, invoice, paying, 'provider', nowIso);
  return { outcome: 'paid', amount: paying };
}

export type ApplyCreditOutcome =
  | { outcome: 'applied'; applied: number }
  | { outcome: 'blocked'; gate: ActionGate }
  | { outcome: 'too_large'; detail: string };

/**
 * Pays (part of) an invoice from the account's credit: `amount` omitted = as much as the balance and the outstanding
 * amount allow. A blocked `canApplyCredit` changes nothing; so does an amount above either.
 */
export function applyCredit(
  orders: OrdersState,
  billing: BillingState,
  invoice: StoredInvoice,
  amount: number | undefined,
  nowIso: string,
): ApplyCreditOutcome {
  const credit = creditOf(billing, invoice.customerId);
  const gate = applyCreditGate(invoice, credit);
  if (!gate.allowed) return { outcome: 'blocked', gate };
  const outstanding = payableAmount(invoice);
  const currency = invoice.currencyCode;
  const applying = amount === undefined ? Math.min(credit.balance, outstanding) : roundMoney(amount);
  if (applying > credit.balance) {
    return {
      outcome: 'too_large',
      detail: `The account has ${plainAmount(credit.balance)} ${currency} of credit; apply at most that.`,
    };
  }
  if (applying > outstanding) {
    return {
      outcome: 'too_large',
      detail: `Only ${plainAmount(outstanding)} ${currency} is left to pay on this invoice; apply at most that.`,
    };
  }
  const account = accountOf(billing, invoice.customerId);
  account.balance = roundMoney(account.balance - applying);
  settlePayment(orders, billing, invoice, applying, 'credit', nowIso);
  return { outcome: 'applied', applied: applying };
}

/**
 * An order cancelled after part of its invoice was paid: that part becomes account credit (what the order's
 * `credit_note` reason says), when it is in the account's currency; recorded as `credit_added` on the invoice.
 * Nothing for an invoice that is not cancelled or had nothing paid.
 */
export function creditCancelledPayment(billing: BillingState, invoice: StoredInvoice, nowIso: string): number {
  if (invoice.status !== 'cancelled' || invoice.amountPaid <= 0) return 0;
  const account = accountOf(billing, invoice.customerId);
  if (account.currencyCode !== invoice.currencyCode) return 0;
  account.balance = roundMoney(account.balance + invoice.amountPaid);
  recordActivity(billing, {
    customerId: invoice.customerId,
    kind: 'credit_added',
    occurredAt: nowIso,
    amount: invoice.amountPaid,
    currencyCode: invoice.currencyCode,
    invoiceId: invoice.id,
  });
  return invoice.amountPaid;
}

export type InvoiceCancelOutcome = { cancelled: true } | { cancelled: false; gate: ActionGate };

/**
 * Cancels an unpaid invoice: an order's invoice through its order (`cancelOrder`: order `cancelled`, payment status
 * `credit_note`, exactly as the order cancel), an `add_funds` invoice on its own. A blocked gate changes nothing.
 */
export function cancelInvoice(orders: OrdersState, invoice: StoredInvoice, nowIso: string): InvoiceCancelOutcome {
  const gate = invoiceCancelGate(orders, invoice);
  if (!gate.allowed) return { cancelled: false, gate };
  const order = orderOfInvoice(orders, invoice);
  if (invoice.kind === 'order' && order) {
    const outcome = cancelOrder(orders, order, nowIso);
    if (!outcome.cancelled) return { cancelled: false, gate: outcome.gate };
  }
  // An add-funds invoice (or an order whose invoice is another record) is cancelled here.
  if (invoice.status !== 'cancelled') cancelStoredInvoice(orders, invoice, nowIso);
  return { cancelled: true };
}

// ---------------------------------------------------------------------------------------------
// Refunds: a consumer's right of withdrawal (`refundInvoice` in src/api/endpoints/billing.ts)
// ---------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/** The consumer's right of withdrawal (ångerrätt): 14 days from the contract, the invoice's issue. */
export const WITHDRAWAL_DAYS = 14;

const CYCLE_MONTHS: Readonly<Record<string, number>> = {
  monthly: 1,
  quarterly: 3,
  semiannually: 6,
  annually: 12,
  biennially: 24,
  triennially: 36,
};

function plusMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

/** When the right of withdrawal on this invoice ends: only a consumer's order invoice has one. */
export function refundWindowEndsAt(invoice: StoredInvoice): string | null {
  if (invoice.kind !== 'order' || invoice.buyer.customerType !== 'consumer') return null;
  return new Date(Date.parse(invoice.issuedAt) + WITHDRAWAL_DAYS * DAY_MS).toISOString();
}

/** The paid period's days not yet begun (today counts as used) and its length; null: no period (the whole). */
export function unusedPeriodOf(
  orders: OrdersState,
  invoice: StoredInvoice,
  nowIso: string,
): { unusedDays: number; periodDays: number } | null {
  const order = orderOfInvoice(orders, invoice);
  const cycle = order?.billing.billingCycle;
  const months =
    order?.billing.periodYears != null && order.billing.periodYears > 0
      ? order.billing.periodYears * 12
      : typeof cycle === 'string'
        ? (CYCLE_MONTHS[cycle] ?? 0)
        : 0;
  if (months === 0 || invoice.paidAt === null) return null;
  const start = Date.parse(invoice.paidAt);
  const end = Date.parse(plusMonths(invoice.paidAt, months));
  const periodDays = Math.round((end - start) / DAY_MS);
  // The day running now counts as used from its first millisecond: at the moment of payment one day is begun, so a
  // quote and a refund a millisecond apart (or at the same one) count the same days.
  const begunDays = Math.floor((Date.parse(nowIso) - start) / DAY_MS) + 1;
  const unusedDays = Math.min(periodDays, Math.max(0, periodDays - begunDays));
  return { unusedDays, periodDays };
}

/** Each line's unused part, positive: net × unused / period days to the öre, its VAT per line at the line's rate. */
export function refundLinesOf(orders: OrdersState, invoice: StoredInvoice, nowIso: string): StoredInvoiceLine[] {
  const period = unusedPeriodOf(orders, invoice, nowIso);
  const share = period === null ? 1 : period.unusedDays / period.periodDays;
  return invoice.lines.map((line) => {
    const net = share === 1 ? line.net : roundToMinor(line.net * share);
    const vat = share === 1 ? line.vat : vatOfLine(net, line.vatRate);
    const partial = share !== 1 && period !== null;
    return {
      description: partial
        ? `${line.description} (unused ${period.unusedDays} of ${period.periodDays} days)`
        : line.description,
      item: partial ? { ...line.item, unusedDays: period.unusedDays, periodDays: period.periodDays } : line.item,
      quantity: line.quantity,
      unitPrice: roundToMinor(net / (line.quantity || 1)),
      net,
      vatRate: line.vatRate,
      vat,
      amount: roundToMinor(net + vat),
    };
  });
}

export function refundGate(orders: OrdersState, invoice: StoredInvoice, nowIso: string): ActionGate {
  if (invoice.kind === 'credit_note') return { ...CREDIT_NOTE_GATE };
  if (invoice.status === 'refunded') {
    return { allowed: false, reason: 'This invoice has already been refunded.', code: 'invoice_refunded' };
  }
  if (invoice.status !== 'paid') {
    return { allowed: false, reason: 'Only a paid invoice can be refunded.', code: 'invoice_not_paid' };
  }
  if (invoice.kind === 'add_funds') {
    return {
      allowed: false,
      reason: 'Account credit is not refunded here; contact support.',
      code: 'credit_invoice',
    };
  }
  const endsAt = refundWindowEndsAt(invoice);
  if (endsAt === null) {
    return {
      allowed: false,
      reason: 'The right of withdrawal is a consumer’s; contact support about a refund.',
      code: 'not_consumer',
    };
  }
  if (Date.parse(nowIso) >= Date.parse(endsAt)) {
    return {
      allowed: false,
      reason: `The 14-day right of withdrawal ended on ${endsAt.slice(0, 10)}.`,
      code: 'refund_window_passed',
    };
  }
  if (totalsOfLines(refundLinesOf(orders, invoice, nowIso)).gross <= 0) {
    return {
      allowed: false,
      reason: 'The paid period is used up; nothing is left to refund.',
      code: 'nothing_to_refund',
    };
  }
  return { ...allowed };
}

/** How the invoice was paid: by card or at the provider (`payment`, `auto_payment`), and from the account's credit. */
function paidByOf(billing: BillingState, invoice: StoredInvoice) {
  const entries = billing.activity.filter(
    (entry) => entry.invoiceId === invoice.id && entry.customerId === invoice.customerId,
  );
  const sum = (kinds: StoredActivityKind[]) =>
    roundMoney(entries.filter((entry) => kinds.includes(entry.kind)).reduce((total, entry) => total + entry.amount, 0));
  const payment = billing.payments.findLast(
    (each) => each.status === 'succeeded' && each.cardId !== null && each.invoiceIds.includes(invoice.id),
  );
  const card = payment ? billing.cards.find((each) => each.id === payment.cardId) : undefined;
  return {
    byCard: sum(['payment', 'auto_payment']),
    byCredit: sum(['credit_applied']),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

export interface StoredRefundQuote {
  amount: number;
  net: number;
  vat: number;
  vatByRate: { rate: number; net: number; vat: number }[];
  currencyCode: string;
  amountsIncludeVat: true;
  lines: RefundLine[];
  unusedDays: number | null;
  periodDays: number | null;
  destinations: RefundDestination[];
  card: { brand: StoredCardBrand; last4: string } | null;
  windowEndsAt: string | null;
}

/** What a refund would return now (its gate allowed): amounts, lines, where the money can go. */
export function refundQuoteOf(
  orders: OrdersState,
  billing: BillingState,
  invoice: StoredInvoice,
  nowIso: string,
): StoredRefundQuote {
  const lines = refundLinesOf(orders, invoice, nowIso);
  const totals = totalsOfLines(lines);
  const period = unusedPeriodOf(orders, invoice, nowIso);
  const paidBy = paidByOf(billing, invoice);
  const destinations: RefundDestination[] = [];
  // Never more back to a card than it paid, and nothing back to a card when credit paid part of it.
  if (paidBy.byCredit === 0 && paidBy.byCard >= totals.gross) destinations.push('card');
  if (creditOf(billing, invoice.customerId).currencyCode === invoice.currencyCode) destinations.push('credit');
  return {
    amount: totals.gross,
    net: totals.net,
    vat: totals.vat,
    vatByRate: totals.vatByRate,
    currencyCode: invoice.currencyCode,
    amountsIncludeVat: true,
    lines: lines.map(({ description, item, net, vatRate, vat, amount }) => ({
      description,
      item,
      net,
      vatRate,
      vat,
      amount,
    })),
    unusedDays: period?.unusedDays ?? null,
    periodDays: period?.periodDays ?? null,
    destinations,
    card: paidBy.byCard > 0 ? paidBy.card : null,
    windowEndsAt: refundWindowEndsAt(invoice),
  };
}

export type RefundOutcome =
  | { outcome: 'refunded'; quote: StoredRefundQuote; creditNote: StoredInvoice }
  | { outcome: 'blocked'; gate: ActionGate }
  | { outcome: 'destination_unavailable'; destinations: RefundDestination[] };

/**
 * Refunds the unused part of a paid invoice (its gate allowed) to `destination`: a credit note of the refunded lines,
 * the invoice `refunded`, its order `cancelled` with a `credit_note` payment status, a `refund` history entry, and
 * for `credit` the balance grows. The card's money goes back through the provider (at once, in the stand-in).
 */
export function refundInvoice(
  orders: OrdersState,
  billing: BillingState,
  invoice: StoredInvoice,
  destination: RefundDestination,
  nowIso: string,
): RefundOutcome {
  const gate = refundGate(orders, invoice, nowIso);
  if (!gate.allowed) return { outcome: 'blocked', gate };
  const quote = refundQuoteOf(orders, billing, invoice, nowIso);
  if (!quote.destinations.includes(destination)) {
    return { outcome: 'destination_unavailable', destinations: quote.destinations };
  }
  const creditNote = issueCreditNote(orders, invoice, nowIso, undefined, refundLinesOf(orders, invoice, nowIso));
  invoice.status = 'refunded';
  const order = orderOfInvoice(orders, invoice);
  const amount = `${plainAmount(quote.amount)} ${invoice.currencyCode}`;
  if (order) {
    order.status = 'cancelled';
    order.paymentStatus = {
      status: 'credit_note',
      reason:
        destination === 'card'
          ? `Withdrawn on ${nowIso.slice(0, 10)}: ${amount} refunded to the card (credit note ${creditNote.number}).`
          : `Withdrawn on ${nowIso.slice(0, 10)}: ${amount} added to the account's credit (credit note ${creditNote.number}).`,
    };
  }
  if (destination === 'credit') {
    const account = accountOf(billing, invoice.customerId);
    account.balance = roundMoney(account.balance + quote.amount);
  }
  recordActivity(billing, {
    customerId: invoice.customerId,
    kind: 'refund',
    occurredAt: nowIso,
    amount: quote.amount,
    currencyCode: invoice.currencyCode,
    invoiceId: invoice.id,
  });
  return { outcome: 'refunded', quote, creditNote };
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

/** Past its last valid month by the world's clock (a card is valid through the end of its expiry month). */
export function isExpired(card: StoredCard, nowMs: number): boolean {
  const now = new Date(nowMs);
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

function cardsOf(state: BillingState, customerId: string): StoredCard[] {
  return state.cards.filter((card) => card.customerId === customerId);
}

export function findCard(state: BillingState, customerId: string, id: string): StoredCard | undefined {
  return state.cards.find((card) => card.customerId === customerId && card.id === id);
}

export function makeDefaultGate(card: StoredCard, nowMs: number): ActionGate {
  if (card.isDefault) return { allowed: false, reason: 'This card is already the default.', code: 'already_default' };
  if (isExpired(card, nowMs)) {
    return { allowed: false, reason: 'This card has expired; add a new card instead.', code: 'card_expired' };
  }
  return { ...allowed };
}

/** The default card goes last: while other cards exist, another one must become the default first. */
export function removeGate(state: BillingState, card: StoredCard): ActionGate {
  const others = cardsOf(state, card.customerId).filter((other) => other.id !== card.id);
  if (card.isDefault && others.length > 0) {
    return {
      allowed: false,
      reason: 'This is the default card; make another card the default first.',
      code: 'default_card',
    };
  }
  return { ...allowed };
}

export function toCard(state: BillingState, card: StoredCard, nowMs: number): Card {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    isDefault: card.isDefault,
    expired: isExpired(card, nowMs),
    actions: { canMakeDefault: makeDefaultGate(card, nowMs), canRemove: removeGate(state, card) },
  };
}

/** Every card in one page: the default first, then the newest added. */
export function listCards(state: BillingState, customerId: string, nowMs: number): ListPage<Card> {
  const cards = [...cardsOf(state, customerId)].sort((a, b) => {
    if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
    return a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : a.id < b.id ? 1 : -1;
  });
  return { data: cards.map((card) => toCard(state, card, nowMs)), hasMore: false, nextCursor: null };
}

export type CardChangeOutcome = { changed: true } | { changed: false; gate: ActionGate };

export function makeDefaultCard(state: BillingState, card: StoredCard, nowMs: number): CardChangeOutcome {
  const gate = makeDefaultGate(card, nowMs);
  if (!gate.allowed) return { changed: false, gate };
  for (const other of cardsOf(state, card.customerId)) other.isDefault = other.id === card.id;
  return { changed: true };
}

export function removeCard(state: BillingState, card: StoredCard): CardChangeOutcome {
  const gate = removeGate(state, card);
  if (!gate.allowed) return { changed: false, gate };
  state.cards = state.cards.filter((candidate) => candidate.id !== card.id);
  return { changed: true };
}

// ---------------------------------------------------------------------------------------------
// Card setups (the provider's page adds the card)
// ---------------------------------------------------------------------------------------------

/** The card every completed setup adds (ledger): a Visa ending 1881. */
export const PROVIDER_TEST_CARD = { brand: 'visa', last4: '1881', validYears: 3 } as const;

/** What the provider answers when the customer declines (`declineCode`). */
export const CARD_DECLINED = 'card_declined';

export function createCardSetup(
  state: BillingState,
  input: { customerId: string; returnUrl: string; worldId: string },
  nowIso: string,
): StoredCardSetup {
  const id = randomId('cset');
  const setup: StoredCardSetup = {
    id,
    customerId: input.customerId,
    status: 'pending',
    returnUrl: input.returnUrl,
    redirectUrl: `${providerBaseUrl(input.worldId)}card-setups/${id}`,
    cardId: null,
    declineCode: null,
    createdAt: nowIso,
    finishedAt: null,
  };
  state.cardSetups.push(setup);
  return setup;
}

export function findCardSetup(state: BillingState, customerId: string, id: string): StoredCardSetup | undefined {
  return state.cardSetups.find((setup) => setup.customerId === customerId && setup.id === id);
}

/** Any customer's setup: the provider's page knows it by the id in its address alone. */
export function findCardSetupById(state: BillingState, id: string): StoredCardSetup | undefined {
  return state.cardSetups.find((setup) => setup.id === id);
}

export function toCardSetup(state: BillingState, setup: StoredCardSetup, nowMs: number): CardSetup {
  const card = setup.cardId === null ? undefined : state.cards.find((candidate) => candidate.id === setup.cardId);
  return {
    id: setup.id,
    status: setup.status,
    redirectUrl: setup.redirectUrl,
    // A card removed since is no longer there to show.
    card: card ? toCard(state, card, nowMs) : null,
    declineCode: setup.declineCode,
  };
}

/**
 * The customer adds the provider's test card: valid for three years from this month, and the default when no other
 * usable (unexpired) card exists or none is the default. A setup that is no longer pending changes nothing.
 */
export function completeCardSetup(
  state: BillingState,
  setup: StoredCardSetup,
  nowIso: string,
  last4: string = PROVIDER_TEST_CARD.last4,
): StoredCard | null {
  if (setup.status !== 'pending') return null;
  const nowMs = Date.parse(nowIso);
  const now = new Date(nowMs);
  const existing = cardsOf(state, setup.customerId);
  const usable = existing.filter((card) => !isExpired(card, nowMs));
  const isDefault = usable.length === 0 || !existing.some((card) => card.isDefault);
  if (isDefault) for (const card of existing) card.isDefault = false;
  const card: StoredCard = {
    id: randomId('card'),
    customerId: setup.customerId,
    brand: PROVIDER_TEST_CARD.brand,
    last4,
    expMonth: now.getUTCMonth() + 1,
    expYear: now.getUTCFullYear() + PROVIDER_TEST_CARD.validYears,
    isDefault,
    addedAt: nowIso,
  };
  state.cards.push(card);
  setup.status = 'completed';
  setup.cardId = card.id;
  setup.finishedAt = nowIso;
  return card;
}

/** The customer declines at the provider: no card, `declineCode` says why. Only a pending setup changes. */
export function declineCardSetup(setup: StoredCardSetup, nowIso: string): boolean {
  if (setup.status !== 'pending') return false;
  setup.status = 'declined';
  setup.declineCode = CARD_DECLINED;
  setup.finishedAt = nowIso;
  return true;
}

/** Where the provider sends the customer back: the setup's `returnUrl` with `cardSetup=<id>` added to its query. */
export function returnUrlOf(setup: StoredCardSetup): string {
  const url = new URL(setup.returnUrl);
  url.searchParams.set('cardSetup', setup.id);
  return url.href;
}
