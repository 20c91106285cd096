import { z } from 'zod';

/** `GET /api/v2/me` (ledger: key introspection; not in the spec). */
export const me = z.object({
  customer: z.object({
    id: z.string(),
    name: z.string().nullable().catch(null),
    email: z.string().nullable().catch(null),
  }),
  key: z.object({
    id: z.string(),
    name: z.string().nullable().catch(null),
    scopes: z.array(z.string()).catch([]),
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
