import * as z from 'zod/mini';

/**
 * Whether an amount includes VAT (moms). The spec says nothing about tax; the ledger ("Money: VAT") decides that every
 * amount the API sends is **excluding VAT** unless the response says otherwise with `amountsIncludeVat: true` (ours,
 * optional). Anything else (missing, malformed, false) reads as excluded, the one basis the panel states beside
 * every price ("excl. VAT" / "exkl. moms").
 */
export type VatBasis = 'excluded' | 'included';

/** The basis of every amount that carries no flag of its own. */
export const defaultVatBasis: VatBasis = 'excluded';

/** `amountsIncludeVat` as sent (tolerant): only a literal `true` says the amounts include VAT. */
export const amountsIncludeVat = z.catch(z.optional(z.boolean()), undefined);

export function vatBasisOf(flag: boolean | null | undefined): VatBasis {
  return flag === true ? 'included' : defaultVatBasis;
}
