import { routes } from './route';

export const catalogRoutes = routes({
  /**
   * Public: no key; an `Authorization` header, valid or not, is ignored, and calls are rate-limited per address.
   * `?locale=en|sv&limit=&cursor=`. When the upstream catalog is down: 502 `upstream_unavailable` (retry in a
   * minute). Prices exclude VAT.
   */
  sharedHosting: {
    method: 'GET',
    path: '/api/v2/products/shared-hosting',
    scopes: null,
    summary: 'List the shared-hosting plans (public)',
  },
});
