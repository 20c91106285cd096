import { httpsUrl } from './external-url';
import type { InvoiceStatus } from './common';

/**
 * What is owed and where to pay it: the reading helpers of invoices (billing.ts) and orders (orders.ts), in a module
 * of their own that loads no schema, so a screen that reads its own slimmer rows (Home) shares the one rule without
 * loading billing's or orders' contract. Both modules re-export them; their importers are unchanged.
 */

interface Owed {
  totals: { outstanding: number | null } | null;
  status: InvoiceStatus;
  amount: number | null;
}

/** What is still to pay: `totals.outstanding` when sent, else nothing for a settled invoice, else the amount. */
export function outstandingOf(value: Owed): number | null {
  if (typeof value.totals?.outstanding === 'number') return value.totals.outstanding;
  if (value.status === 'paid' || value.status === 'cancelled' || value.status === 'refunded') return 0;
  return value.amount;
}

/** Past its due date with something still to pay (by the browser's clock, ledger). */
export function isOverdue(value: Owed & { dueAt: string | null }, nowMs: number): boolean {
  if (value.status !== 'unpaid' && value.status !== 'partially_paid') return false;
  const due = value.dueAt === null ? Number.NaN : Date.parse(value.dueAt);
  const owed = outstandingOf(value);
  return Number.isFinite(due) && due < nowMs && owed !== null && owed > 0;
}

/**
 * Where to pay an order: `invoice.paymentUrl`, falling back to the compatibility alias `checkoutUrl`, only when
 * something is outstanding and only for an https URL (`httpsUrl`). `unsafe` is a URL that was sent but may not be a
 * link (shown as text).
 */
export function paymentLinkOf(order: {
  invoice: { paymentUrl: string | null; status: InvoiceStatus; totals: { outstanding: number | null } | null } | null;
  checkoutUrl: string | null;
}): {
  href: string | null;
  unsafe: string | null;
} {
  const sent = order.invoice?.paymentUrl ?? order.checkoutUrl ?? null;
  const outstanding = order.invoice?.totals?.outstanding;
  const status = order.invoice?.status;
  // The outstanding total decides when it is known; otherwise only an unpaid or partly paid invoice asks for money.
  const owes =
    order.invoice !== null &&
    status !== 'cancelled' &&
    status !== 'refunded' &&
    (typeof outstanding === 'number' ? outstanding > 0 : status === 'unpaid' || status === 'partially_paid');
  if (!owes || !sent) return { href: null, unsafe: null };
  const href = httpsUrl(sent);
  return href ? { href, unsafe: null } : { href: null, unsafe: sent };
}
