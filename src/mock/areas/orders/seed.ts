import type { RestoreIntents } from '@/api/schemas/orders';
import type { WorldCustomers } from '@/mock/platform/customers';
import {
  PAYMENT_BASE_URL,
  emptyOrdersState,
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
  /** Default: one line for the order's amount. */
  lines?: { description: string; amount: number }[];
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

export function seedOrders(specs: readonly OrderSpec[], customers: WorldCustomers): OrdersState {
  const state = emptyOrdersState();
  for (const spec of specs) {
    const owner = customers[spec.owner];
    const space = owner.name.indexOf(' ');
    if (spec.invoice) {
      const lines = spec.invoice.lines ?? [{ description: `Order ${spec.number}`, amount: spec.billing.amount }];
      state.invoices.push({
        id: spec.invoice.id,
        number: spec.invoice.number,
        customerId: owner.id,
        kind: 'order',
        orderId: spec.id,
        status: spec.invoice.status,
        amount: lines.reduce((sum, line) => sum + line.amount, 0),
        amountPaid: spec.invoice.amountPaid ?? 0,
        currencyCode: spec.billing.currencyCode,
        issuedAt: spec.invoice.issuedAt,
        dueAt: spec.invoice.dueAt,
        paidAt: spec.invoice.paidAt ?? null,
        cancelledAt: spec.invoice.cancelledAt ?? null,
        // The world-less form: world creation moves it to the world's pages (bindPaymentProvider).
        paymentUrl:
          spec.invoice.paymentUrl === undefined ? `${PAYMENT_BASE_URL}${spec.invoice.id}` : spec.invoice.paymentUrl,
        lines: lines.map((line) => ({ ...line })),
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
  return state;
}
