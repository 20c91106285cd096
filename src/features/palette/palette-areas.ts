import type { Scope } from '@/api/schemas/me';

/**
 * What the palette finds, in the order of the main navigation: each area with the read scopes any one of which lets a
 * key list it (the endpoints' "Scope" lines; orders also accept a billing read). A key known to lack them is never
 * asked for that area; unknown scopes (null, no `/me`) ask every area and each says its own refusal.
 */
export const paletteAreas = ['vps', 'hosting', 'domains', 'orders', 'invoices', 'tickets'] as const;
export type PaletteArea = (typeof paletteAreas)[number];

const readScopesOf: Record<PaletteArea, readonly Scope[]> = {
  vps: ['read:vm'],
  hosting: ['read:hosting'],
  domains: ['read:domains'],
  orders: ['read:orders', 'read:billing'],
  invoices: ['read:billing'],
  tickets: ['read:support'],
};

/** The areas a key may search. */
export function readableAreas(scopes: readonly string[] | null): PaletteArea[] {
  if (scopes === null) return [...paletteAreas];
  return paletteAreas.filter((area) => readScopesOf[area].some((scope) => scopes.includes(scope)));
}

/** How many results each area shows (and the server-filtered ones ask for). */
export const PALETTE_AREA_LIMIT = 5;

/** Lowercased words of what was typed; blank is none. */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/** True when every word typed is in one of `fields` (case-insensitive); no words match everything. */
export function matchesWords(words: readonly string[], fields: readonly (string | null | undefined)[]): boolean {
  const haystack = fields
    .filter((field): field is string => Boolean(field))
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}
