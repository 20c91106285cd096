import * as z from 'zod/mini';

/**
 * Whether an amount includes VAT (moms). The spec says nothing about tax; the ledger ("Money: VAT") decides that every
 * amount the API sends is **excluding VAT** unless the response says otherwise with `amountsIncludeVat: true` (ours,
 * optional). Anything else (missing, malformed, false) reads as excluded, the one basis the panel states beside
 * every price ("excl. VAT" / "exkl. moms").
 */
export const vatBasisValues = ['excluded', 'included', 'none'] as const;
export type VatBasis = (typeof vatBasisValues)[number];

/** The basis of every amount that carries no flag of its own. */
export const defaultVatBasis: VatBasis = 'excluded';

/** `amountsIncludeVat` as sent (tolerant): only a literal `true` says the amounts include VAT. */
export const amountsIncludeVat = z.catch(z.optional(z.boolean()), undefined);

export function vatBasisOf(flag: boolean | null | undefined): VatBasis {
  return flag === true ? 'included' : defaultVatBasis;
}

/**
 * An invoice's basis: an add-funds invoice buys prepaid credit, a prepayment of money with no VAT on it (ledger "Money:
 * VAT → Add funds"), said as such ("no VAT (prepayment)") rather than "incl. VAT"; any other invoice by its flag.
 */
export function invoiceVatBasis(invoice: {
  kind?: string | undefined;
  amountsIncludeVat?: boolean | undefined;
}): VatBasis {
  return invoice.kind === 'add_funds' ? 'none' : vatBasisOf(invoice.amountsIncludeVat);
}

/**
 * The basis of a sum of amounts: the same as each when they agree; VAT included when every part is gross or has no
 * VAT (the sum holds all the VAT there is); else the ledger's default, excluded.
 */
export function combinedVatBasis(bases: readonly VatBasis[]): VatBasis {
  const [first] = bases;
  if (first !== undefined && bases.every((basis) => basis === first)) return first;
  return bases.every((basis) => basis !== 'excluded') ? 'included' : defaultVatBasis;
}
