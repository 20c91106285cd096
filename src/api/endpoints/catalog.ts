import { routes } from './route';

export const catalogRoutes = routes({
  /**
   * Public: no key; an `Authorization` header, valid or not, is ignored, and calls are rate-limited per address.
   * `?locale=en|sv&limit=&cursor=`. When the upstream catalog is down: 502 `upstream_unavailable` (retry in a
   * minute). Prices exclude VAT. `cpuCores`/`memoryGb` null: not published; the other resource numbers null:
   * unlimited (never shown as 0, and never defaulted: a malformed number drops that product).
   */
  sharedHosting: {
    method: 'GET',
    path: '/api/v2/products/shared-hosting',
    scopes: null,
    summary: 'List the shared-hosting plans (public)',
  },
});
