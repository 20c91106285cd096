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
  /**
   * Ours (issue 38): the server catalog, public as the hosting one (no key; rate-limited per address). `?locale=en|sv`
   * (anything else: English; only location names differ). One answer, no pages: `{ plans, locations, images }`.
   * Plans (SEK excl. VAT, a month): `vps-s` 1 vCPU/2 GB/40 GB/2 TB traffic 99, `vps-m` 2/4/80/3 199, `vps-m-storage`
   * 2/4/320/3 299, `vps-l` 4/8/160/5 399, `vps-l-storage` 4/8/480/5 549, `vps-xl` 8/16/320/10 799 (the plans a server
   * can change to). Prepaid cycles monthly, quarterly (3 months) and annually (10 months' price); pay-as-you-go
   * `payg: { hourlyAmount: monthly / 730 (4 decimals), monthlyCap: monthly }`: billed by the hour, never more than
   * the prepaid month. Locations `sto1` Stockholm and `fra1` Frankfurt; `stock[]` per location: `vps-xl` is out of
   * stock in Frankfurt (`available: false`, `reason`). Images: Ubuntu 24.04 and 22.04 LTS, Debian 12 and 11,
   * AlmaLinux 9, Rocky Linux 9, Fedora 41 (`id` such as `ubuntu-24.04`). Client: a malformed plan, location, image or
   * stock row is dropped on its own; a plan without a stock row for a location is not orderable there.
   */
  servers: {
    method: 'GET',
    path: '/api/v2/products/vps',
    scopes: null,
    summary: 'List the server plans, locations and images (public)',
  },
});
