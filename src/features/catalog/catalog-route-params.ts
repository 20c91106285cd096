import type { CatalogLocale } from '@/api/schemas/catalog';

/** The plan texts' languages the catalog page offers (the contract's `catalogLocaleValues`), kept out of the entry. */
export const catalogTextLocales = ['en', 'sv'] as const satisfies readonly CatalogLocale[];
type Missing = Exclude<CatalogLocale, (typeof catalogTextLocales)[number]>;
export const catalogLocalesAreComplete: [Missing] extends [never] ? true : Missing = true;
