/**
 * The contract's billing cycles, apart from its schemas (as `hosting-values.ts`), so that a list's first rows drawn
 * before the app has run (src/features/hosting/hosting-first-rows.ts) read the one list without carrying zod.
 * common.ts builds its enum from it and re-exports it.
 */
export const billingCycleValues = [
  'monthly',
  'quarterly',
  'semiannually',
  'annually',
  'biennially',
  'triennially',
  'free',
] as const;
