import * as z from 'zod/mini';
import { nullableString } from './common';

/** `GET /api/v2/me` (ledger: key introspection; not in the spec). */
export const me = z.object({
  customer: z.object({
    id: z.string(),
    name: nullableString,
    email: nullableString,
  }),
  key: z.object({
    id: z.string(),
    name: nullableString,
    scopes: z.catch(z.array(z.string()), []),
  }),
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
] as const;
export type Scope = (typeof knownScopes)[number];
export const readScopes: readonly Scope[] = knownScopes.filter((s) => s.startsWith('read:'));
