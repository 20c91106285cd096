import type { ProductBillingCycleOption, SharedHostingProduct } from '@/api/schemas/catalog';

export type CatalogCycle = 'monthly' | 'annually';

/** The plan's option for `cycle`, if it offers that cycle. */
export function cycleOption(plan: SharedHostingProduct, cycle: CatalogCycle): ProductBillingCycleOption | undefined {
  return plan.billingCycles.find((option) => option.billingCycle === cycle);
}

/** What paying yearly saves over twelve monthly payments (null when the plan lacks either cycle or saves nothing). */
export function annualSaving(plan: SharedHostingProduct): { amount: number; percent: number } | null {
  const monthly = cycleOption(plan, 'monthly');
  const annually = cycleOption(plan, 'annually');
  if (!monthly || !annually || monthly.currencyCode !== annually.currencyCode) return null;
  const amount = monthly.amount * 12 - annually.amount;
  if (amount <= 0) return null;
  return { amount, percent: (amount / (monthly.amount * 12)) * 100 };
}

/** The largest yearly saving among `plans`, in percent (null when none saves). */
export function bestSavingPercent(plans: readonly SharedHostingProduct[]): number | null {
  let best: number | null = null;
  for (const plan of plans) {
    const saving = annualSaving(plan);
    if (saving && (best === null || saving.percent > best)) best = saving.percent;
  }
  return best;
}
