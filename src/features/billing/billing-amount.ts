import * as z from 'zod/mini';
import type { PlainMessageKey } from '@/i18n';
import type en from '@/features/billing/messages/en';

/**
 * Amounts typed by the customer (add funds, apply credit): whole units or two decimals at most, with a point or a
 * comma (`150`, `150.50`, `150,50`; spaces between thousands are allowed, as a Swedish writer puts them). Anything
 * else is not an amount (null): the form says so before anything is sent.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** Whole cents, so sums and comparisons of amounts do not drift (0.1 + 0.2). */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

type Key = PlainMessageKey<typeof en>;

/** A bound on a typed amount, in whole cents, and the words for an amount past it. */
export interface AmountBound {
  cents: number | null;
  message: Key;
}

/**
 * The form schema of one typed amount (`{ amount }`, a string as typed): required, a number with two decimals at most,
 * above zero, then each bound in turn (null cents: not known, not checked). One rule for every money field of the
 * area, so adding funds and applying credit say the same things the same way.
 */
export function amountFormSchema(bounds: { min?: AmountBound; max?: readonly AmountBound[] }) {
  const amountOf = (value: string) => parseAmount(value);
  return z.object({
    amount: z.string().check(
      z.refine((value) => value.trim() !== '', 'billing.amount.required' satisfies Key),
      z.refine((value) => value.trim() === '' || amountOf(value) !== null, 'billing.amount.invalid' satisfies Key),
      z.refine((value) => {
        const amount = amountOf(value);
        return amount === null || amount > 0;
      }, 'billing.amount.notPositive' satisfies Key),
      ...(bounds.min
        ? [
            z.refine<string>((value) => {
              const amount = amountOf(value);
              const min = bounds.min?.cents ?? null;
              return amount === null || amount <= 0 || min === null || toCents(amount) >= min;
            }, bounds.min.message),
          ]
        : []),
      ...(bounds.max ?? []).map((bound) =>
        z.refine<string>((value) => {
          const amount = amountOf(value);
          return amount === null || bound.cents === null || toCents(amount) <= bound.cents;
        }, bound.message),
      ),
    ),
  });
}
