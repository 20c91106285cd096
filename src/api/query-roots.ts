/**
 * The root query key of every area, so one area can refresh another without importing it (features never
 * import each other). Paying an invoice refreshes orders with `invalidateQueries({ queryKey: queryRoots.orders })`;
 * a finished VPS job refreshes that VPS with `areaKeys(queryRoots.vps).detail(id)`.
 *
 * Every key of an area starts from its root and goes generic → specific:
 *
 *   root                      ['vps']
 *   lists()                   ['vps', 'list']
 *   list(params)              ['vps', 'list', { status, cursor }]
 *   details()                 ['vps', 'detail']
 *   detail(id)                ['vps', 'detail', 'vps_1']
 *   a sub-resource (a tab)    ['vps', 'detail', 'vps_1', 'network']      = [...detail(id), 'network']
 *   metrics of a VPS          ['vps', 'detail', 'vps_1', 'metrics', { timeframe }]
 *
 * So invalidating `detail(id)` refreshes the resource and every tab under it, `lists()` every page of every
 * filter, and the root everything the area holds. Metrics have no root of their own: they belong to a VPS and
 * nest under its detail key, which the metrics area builds with `areaKeys(queryRoots.vps)` as well.
 *
 * Sub-resource lists keep the same rule: snapshots of a VPS are `[...detail(id), 'snapshots']`, not a root.
 */
export const queryRoots = {
  /** The signed-in key: `GET /me` and what the sign-in page asks the mock. */
  session: ['session'],
  tickets: ['tickets'],
  vps: ['vps'],
  orders: ['orders'],
  /** Invoices, account credit, payment cards and the billing history (every order's invoice too). */
  billing: ['billing'],
  /** Plans and prices (public, slow to change). */
  catalog: ['catalog'],
  hosting: ['hosting'],
  domains: ['domains'],
  /** The account log (`GET /audit-log`). */
  audit: ['audit'],
  /** The account's API keys (`GET /api-keys`). */
  apiKeys: ['api-keys'],
  /** The signed-in person's profile and sign-in methods (`GET /account/security`). */
  account: ['account'],
  /** The team's members and invitations (`GET /team/members`). */
  team: ['team'],
  /** The signed-in person's sessions (`GET /account/sessions`). */
  sessions: ['sessions'],
  /** Job polls of the operations tracker (one key per job). */
  operations: ['operations'],
} as const satisfies Record<string, readonly [string]>;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];

/**
 * The React Query key of the calling key's `/me` (its scopes and the account's `tax`, how prices are shown). Here so
 * that any area can name it (features never import each other): the billing profile invalidates it after a change.
 */
export const meQueryKey = ['me'] as const;

/** The standard keys under an area root; an area's query factories build their `queryKey`s from these. */
export function areaKeys<const R extends QueryRoot>(root: R) {
  return {
    all: () => root,
    lists: () => [...root, 'list'] as const,
    list: <P extends object>(params: P) => [...root, 'list', params] as const,
    details: () => [...root, 'detail'] as const,
    detail: (id: string) => [...root, 'detail', id] as const,
  };
}
