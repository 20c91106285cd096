import type { RestoreIntents } from '@/api/schemas/orders';
import type { WorldCustomers } from '@/mock/platform/customers';
import { totalsOfLines } from '@/api/schemas/vat-math';
import { taxOf } from '@/api/schemas/vat-number';
import {
  PAYMENT_BASE_URL,
  billingProfileOf,
  buyerOf,
  emptyOrdersState,
  issueCreditNote,
  linesWithVat,
  type NetLine,
  type StoredBillingProfile,
  type OrdersState,
  type StoredDomainItem,
  type StoredInvoiceStatus,
  type StoredOrder,
  type StoredOrderStatus,
  type StoredOrderType,
  type StoredPaymentStatus,
} from './state';

/**
 * Turns a scenario's order specs into order state. An order's invoice is written inside its spec (one place to
 * read what a customer sees); the client details come from the owner.
 *
 * VAT (ledger "Money: VAT"): a spec's lines (and the billing amount) are NET, as prices are; the seeded invoice
 * carries each line's VAT at the owner's billing profile's rate and is gross, like an invoice issued live. A `paid`
 * or `refunded` invoice had its gross amount paid; `amountPaid` of an open one is money that moved, as written. A
 * `cancelled` invoice gets its credit note (at `cancelledAt`, else its issue), a `refunded` one too (a day after it
 * was paid, when the billing history's refund is): the next numbers of the series, ids `inv_cn_<invoice id>`.
 */

export interface InvoiceSpec {
  id: string;
  number: string;
  status: StoredInvoiceStatus;
  amountPaid?: number;
  issuedAt: string;
  dueAt: string | null;
  paidAt?: string | null;
  /** When a `cancelled` invoice was cancelled (its billing-history entry); omitted = no entry. */
  cancelledAt?: string | null;
  /** Default: the mock payment provider's URL for the invoice. `null` = none; any other string is sent as is. */
  paymentUrl?: string | null;
  /** Net lines. Default: one line for the order's amount. */
  lines?: NetLine[];
}

export interface OrderSpec {
  id: string;
  number: string;
  owner: keyof WorldCustomers;
  status: StoredOrderStatus;
  type: StoredOrderType;
  processingStarted?: boolean;
  /** `null` with `invoiceLookupPending` = the upstream has not said which invoice it is yet. */
  invoice: InvoiceSpec | null;
  invoiceLookupPending?: boolean;
  billing: StoredOrder['billing'];
  paymentStatus: { status: StoredPaymentStatus; reason: string | null };
  domains?: StoredDomainItem[];
  hosting?: Record<string, unknown>[];
  addons?: Record<string, unknown>[];
  upgrades?: Record<string, unknown>[];
  restoreIntents?: RestoreIntents;
  failureReason?: string;
  createdAt: string;
  contractAcceptedAt?: string | null;
  notes?: string | null;
  referenceNumber?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export function seedOrders(
  specs: readonly OrderSpec[],
  customers: WorldCustomers,
  profiles: readonly StoredBillingProfile[] = [],
): OrdersState {
  const state = emptyOrdersState();
  state.billingProfiles = profiles.map((profile) => ({
    ...profile,
    address: profile.address ? { ...profile.address } : null,
  }));
  for (const spec of specs) {
    const owner = customers[spec.owner];
    const space = owner.name.indexOf(' ');
    if (spec.invoice) {
      const netLines = spec.invoice.lines ?? [
        {
          description: `Order ${spec.number}`,
          item: { kind: 'order', subject: spec.number },
          amount: spec.billing.amount,
        },
      ];
      const profile = billingProfileOf(state, owner.id);
      const tax = taxOf(profile);
      const lines = linesWithVat(netLines, tax.vatRate);
      const gross = totalsOfLines(lines).gross;
      const settled = spec.invoice.status === 'paid' || spec.invoice.status === 'refunded';
      const dueAt = spec.invoice.dueAt;
      state.invoices.push({
        id: spec.invoice.id,
        number: spec.invoice.number,
        customerId: owner.id,
        kind: 'order',
        orderId: spec.id,
        status: spec.invoice.status,
        amount: gross,
        amountPaid: settled ? gross : (spec.invoice.amountPaid ?? 0),
        currencyCode: spec.billing.currencyCode,
        issuedAt: spec.invoice.issuedAt,
        dueAt: spec.invoice.dueAt,
        paidAt: spec.invoice.paidAt ?? null,
        cancelledAt: spec.invoice.cancelledAt ?? null,
        // The world-less form: world creation moves it to the world's pages (bindPaymentProvider).
        paymentUrl:
          spec.invoice.paymentUrl === undefined ? `${PAYMENT_BASE_URL}${spec.invoice.id}` : spec.invoice.paymentUrl,
        lines,
        buyer: buyerOf(profile),
        reverseCharge: tax.reverseCharge,
        paymentTermsDays:
          dueAt === null
            ? 14
            : Math.max(0, Math.round((Date.parse(dueAt) - Date.parse(spec.invoice.issuedAt)) / DAY_MS)),
        credits: null,
        creditNoteIds: [],
      });
    }
    state.orders.push({
      id: spec.id,
      number: spec.number,
      customerId: owner.id,
      status: spec.status,
      type: spec.type,
      processingStarted: spec.processingStarted ?? false,
      invoiceId: spec.invoice?.id ?? null,
      invoiceLookupPending: spec.invoiceLookupPending ?? false,
      client: {
        email: owner.email,
        firstName: space > 0 ? owner.name.slice(0, space) : owner.name,
        lastName: space > 0 ? owner.name.slice(space + 1) : null,
        companyName: owner.companyName,
      },
      billing: { ...spec.billing },
      paymentStatus: { ...spec.paymentStatus },
      domains: (spec.domains ?? []).map((item) => ({ ...item })),
      hosting: (spec.hosting ?? []).map((item) => ({ ...item })),
      addons: (spec.addons ?? []).map((item) => ({ ...item })),
      upgrades: (spec.upgrades ?? []).map((item) => ({ ...item })),
      ...(spec.restoreIntents ? { restoreIntents: { ...spec.restoreIntents } } : {}),
      failureReason: spec.failureReason ?? null,
      createdAt: spec.createdAt,
      contractAcceptedAt: spec.contractAcceptedAt === undefined ? spec.createdAt : spec.contractAcceptedAt,
      notes: spec.notes ?? null,
      referenceNumber: spec.referenceNumber ?? null,
    });
  }
  for (const invoice of [...state.invoices]) {
    const noteId = `inv_cn_${invoice.id.slice('inv_'.length)}`;
    if (invoice.status === 'cancelled') {
      issueCreditNote(state, invoice, invoice.cancelledAt ?? invoice.issuedAt, noteId);
    } else if (invoice.status === 'refunded') {
      const paidAt = invoice.paidAt ?? new Date(Date.parse(invoice.issuedAt) + HOUR_MS).toISOString();
      issueCreditNote(state, invoice, new Date(Date.parse(paidAt) + DAY_MS).toISOString(), noteId);
    }
  }
  return state;
}
