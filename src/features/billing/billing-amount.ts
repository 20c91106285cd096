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
