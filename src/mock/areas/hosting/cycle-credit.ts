import type { BillingCycle } from '@/api/schemas/common';
import type { CycleChangeCredit } from '@/api/schemas/hosting';
import { roundToMinor } from '@/api/schemas/vat-math';
import type { StoredAccount, StoredCycleOption } from './state';

/**
 * What a billing-cycle change credits (ledger "First payment ≠ recurring price"): the unused, already paid part of
 * the current period, and nothing more. The current period ends at `nextDueAt` and began one cycle before it; what
 * was paid for it is `periodPaid` (a seeded account paid its cycle's price; a cycle change's period is paid once its
 * invoice is). Unused = the whole days not yet begun on the world's clock (today counts as used); the credit is the
 * paid amount × unused days / days of the period, rounded to the öre, never more than was paid, and never more than
 * the new cycle's price (the first payment is never below 0).
 */

export const CYCLE_MONTHS: Readonly<Record<BillingCycle, number>> = {
  monthly: 1,
  quarterly: 3,
  semiannually: 6,
  annually: 12,
  biennially: 24,
  triennially: 36,
  free: 0,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

/** What was paid for the current period: its recorded amount, else the current cycle's price (seeded accounts). */
export function periodPaidOf(account: StoredAccount): number {
  if (account.periodPaid !== undefined) return account.periodPaid;
  return account.cycleOptions.find((option) => option.billingCycle === account.billingCycle)?.amount ?? 0;
}

/** The unused, paid part of the current period; null when nothing paid is left unused (or the period is not paid). */
export function unusedPaidPart(account: StoredAccount, nowIso: string): CycleChangeCredit | null {
  const months = CYCLE_MONTHS[account.billingCycle];
  if (account.serviceStatus !== 'active' || !account.nextDueAt || months === 0) return null;
  const paid = periodPaidOf(account);
  if (paid <= 0) return null;
  const end = Date.parse(account.nextDueAt);
  const start = Date.parse(addMonths(account.nextDueAt, -months));
  const periodDays = Math.round((end - start) / DAY_MS);
  const unusedDays = Math.min(periodDays, Math.max(0, Math.floor((end - Date.parse(nowIso)) / DAY_MS)));
  if (unusedDays === 0 || periodDays <= 0) return null;
  const amount = Math.min(paid, roundToMinor((paid * unusedDays) / periodDays));
  return { amount, paidAmount: paid, unusedDays, periodDays, periodEndsAt: account.nextDueAt };
}

/**
 * A cycle option's first payment: its price less the credit (capped at the price), with the credit's figures; the
 * current cycle, or nothing to credit: the price itself and no credit.
 */
export function firstPaymentOf(
  account: StoredAccount,
  option: StoredCycleOption,
  nowIso: string,
): { firstPayment: number; credit: CycleChangeCredit | null } {
  const unused = option.billingCycle === account.billingCycle ? null : unusedPaidPart(account, nowIso);
  if (!unused) return { firstPayment: option.amount, credit: null };
  const credit = { ...unused, amount: Math.min(unused.amount, option.amount) };
  return { firstPayment: roundToMinor(option.amount - credit.amount), credit };
}
