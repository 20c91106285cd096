import * as z from 'zod/mini';
import { nullableBoolean, nullableNumber, nullableString, tolerantArray, tolerantNullableEnum } from './common';
import { customerTypeValues } from './billing-values';

/**
 * How this account is taxed, for showing prices (ours, on `/me` so that any key can read it and every screen knows
 * before its first price): `customerType` (consumer → prices with VAT; business → without, VAT beside where money
 * moves), the billing `country` (ISO 3166-1 alpha-2), `vatRate` in percent (25 for Swedish customers, 0 under
 * reverse charge or outside the EU) and `reverseCharge`. Missing or malformed → `null`: prices are shown as the API
 * sends them (excluding VAT, ledger "Money: VAT"), said so beside each.
 */
export const taxSummary = z.object({
  customerType: tolerantNullableEnum(customerTypeValues),
  country: nullableString,
  vatRate: nullableNumber,
  reverseCharge: nullableBoolean,
});
export type TaxSummary = z.infer<typeof taxSummary>;

/**
 * `GET /api/v2/me` (ledger: key introspection; not in the spec, so every member is optional). Missing or
 * malformed `scopes` read as `[]` (no scope: areas stay hidden, the restrictive reading), one bad entry is dropped.
 */
export const me = z.object({
  customer: z.catch(z.object({ id: nullableString, name: nullableString, email: nullableString }), {
    id: null,
    name: null,
    email: null,
  }),
  key: z.catch(
    z.object({
      id: nullableString,
      name: nullableString,
      scopes: z.catch(tolerantArray(z.string(), 'me key.scopes[]'), []),
    }),
    { id: null, name: null, scopes: [] },
  ),
  tax: z.catch(z.nullable(taxSummary), null),
});
export type Me = z.infer<typeof me>;

export const knownScopes = [
  'read:vm',
  'write:vm',
  'write:network',
  'power:vm',
  'backup:vm',
  'read:orders',
  'write:orders',
  'read:billing',
  'write:billing',
  'read:hosting',
  'write:hosting',
  'console:services',
  'read:domains',
  'write:domains',
  /** Ours (ledger "DNS zones"): reading and changing a domain's DNS zone, apart from the domain itself. */
  'read:dns',
  'write:dns',
  'read:support',
  'write:support',
  /** Ours (ledger "Audit log"): reading the account log (the audit log). */
  'read:audit',
  /**
   * Ours (issue 39, `src/api/endpoints/api-keys.ts`): listing the account's API keys, and creating, rotating and
   * revoking them. Only full keys hold them: neither is in `readScopes` (a read-only key cannot see the keys).
   */
  'read:keys',
  'write:keys',
] as const;
export type Scope = (typeof knownScopes)[number];
/** The scopes that only manage API keys: kept out of the read-only set. */
export const keyScopes: readonly Scope[] = ['read:keys', 'write:keys'];
export const readScopes: readonly Scope[] = knownScopes.filter((s) => s.startsWith('read:') && !keyScopes.includes(s));
