import * as z from 'zod/mini';
import { nullableString, tolerantArray } from './common';

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
  'read:support',
  'write:support',
  /** Ours (ledger "Audit log"): reading the account log (the audit log). */
  'read:audit',
] as const;
export type Scope = (typeof knownScopes)[number];
export const readScopes: readonly Scope[] = knownScopes.filter((s) => s.startsWith('read:'));
