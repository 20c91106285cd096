import type { WorldCustomers } from '@/mock/platform/customers';
import type { OrdersState, StoredInvoice } from '@/mock/areas/orders/state';
import {
  ACCOUNT_CURRENCY,
  activityId,
  emptyBillingState,
  type BillingState,
  type StoredActivity,
  type StoredCardBrand,
} from './state';

/**
 * Turns a scenario's billing specs into billing state. The history is seeded from the world's invoices (already
 * seeded by the orders area: payments, part payments, refunds) and the opening credit, so it agrees with the invoices
 * the customer sees; issued and cancelled invoices need no entry (they are read from the invoices themselves).
 */

export interface CreditSpec {
  owner: keyof WorldCustomers;
  balance: number;
  /** When the opening credit was added (its history entry). */
  addedAt: string;
}

export interface CardSpec {
  id: string;
  owner: keyof WorldCustomers;
  brand: StoredCardBrand;
  last4: string;
  /**
   * An instant in the card's last valid month: its month and year are the expiry. An ISO instant (not a month
   * number) so `shiftToClock` moves it with the world's day and "expires in two years" stays true on any day.
   */
  validThrough: string;
  isDefault: boolean;
  addedAt: string;
}

export interface BillingSpec {
  credits: readonly CreditSpec[];
  cards: readonly CardSpec[];
}

const HOUR_MS = 60 * 60 * 1000;

function later(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

/** The money that moved on a seeded invoice, as history entries without ids. */
function invoiceEntries(invoice: StoredInvoice): Omit<StoredActivity, 'id'>[] {
  const base = { customerId: invoice.customerId, currencyCode: invoice.currencyCode, invoiceId: invoice.id };
  if (invoice.amountPaid <= 0) return [];
  // A part payment has no date of its own on the invoice: an hour after it was issued.
  const paidAt = invoice.paidAt ?? later(invoice.issuedAt, HOUR_MS);
  const payment = { ...base, kind: 'payment' as const, occurredAt: paidAt, amount: invoice.amountPaid };
  if (invoice.status === 'refunded') {
    // Refunded the day after it was paid.
    return [payment, { ...base, kind: 'refund', occurredAt: later(paidAt, 24 * HOUR_MS), amount: invoice.amountPaid }];
  }
  return [payment];
}

export function seedBilling(spec: BillingSpec, customers: WorldCustomers, orders: OrdersState): BillingState {
  const state = emptyBillingState();
  const entries: Omit<StoredActivity, 'id'>[] = [];
  for (const credit of spec.credits) {
    const customerId = customers[credit.owner].id;
    state.accounts.push({ customerId, balance: credit.balance, currencyCode: ACCOUNT_CURRENCY });
    if (credit.balance > 0) {
      entries.push({
        customerId,
        kind: 'credit_added',
        occurredAt: credit.addedAt,
        amount: credit.balance,
        currencyCode: ACCOUNT_CURRENCY,
        invoiceId: null,
      });
    }
  }
  for (const invoice of orders.invoices) entries.push(...invoiceEntries(invoice));
  // Numbered in time order (stable for one instant), so ids read in the order things happened.
  entries.sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0));
  for (const entry of entries) {
    state.activity.push({ id: activityId(state.nextActivity), ...entry });
    state.nextActivity += 1;
  }
  for (const card of spec.cards) {
    const through = new Date(card.validThrough);
    state.cards.push({
      id: card.id,
      customerId: customers[card.owner].id,
      brand: card.brand,
      last4: card.last4,
      expMonth: through.getUTCMonth() + 1,
      expYear: through.getUTCFullYear(),
      isDefault: card.isDefault,
      addedAt: card.addedAt,
    });
  }
  return state;
}
