import type { ProductBillingCycleOption, SharedHostingProduct } from '@/api/schemas/catalog';
import type { PriceTax } from '@/ui/format/pricing';

export type CatalogCycle = 'monthly' | 'annually';

/** The plan's option for `cycle`, if it offers that cycle. */
export function cycleOption(plan: SharedHostingProduct, cycle: CatalogCycle): ProductBillingCycleOption | undefined {
  return plan.billingCycles.find((option) => option.billingCycle === cycle);
}

/** Whose prices the signed-out catalog shows ("Prices for companies": `?prices=companies`). */
export type PriceAudience = 'private' | 'companies';

/** The seller is Swedish: signed out, prices are a Swedish customer's, at 25 % (ledger "Money: VAT"). */
export const SIGNED_OUT_VAT_RATE = 25;

/** The tax summary signed-out prices are shown for: a private person (incl. VAT) or a company (excl. VAT). */
export function signedOutTax(audience: PriceAudience): PriceTax {
  const customerType = audience === 'companies' ? 'business' : 'consumer';
  return { customerType, vatRate: SIGNED_OUT_VAT_RATE, reverseCharge: false };
}

/**
 * What paying yearly saves over twelve monthly payments (null when the plan lacks either cycle or saves nothing).
 * `shown` turns an amount as sent into the one the viewer sees (with VAT for a consumer), so the saving is the
 * difference of the prices on the card; it stays plain money (a difference, no VAT words).
 */
export function annualSaving(
  plan: SharedHostingProduct,
  shown: (amount: number) => number = (amount) => amount,
): { amount: number; percent: number } | null {
  const monthly = cycleOption(plan, 'monthly');
  const annually = cycleOption(plan, 'annually');
  if (!monthly || !annually || monthly.currencyCode !== annually.currencyCode) return null;
  const monthlyShown = shown(monthly.amount);
  const amount = Math.round((monthlyShown * 12 - shown(annually.amount)) * 100) / 100;
  if (amount <= 0) return null;
  return { amount, percent: (amount / (monthlyShown * 12)) * 100 };
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
