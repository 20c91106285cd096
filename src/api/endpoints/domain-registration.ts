import { routes } from './route';

/**
 * Registering domains and transferring them in (issue 37). Ordering itself is `POST /api/v2/orders` (items
 * `domain_registration` and `domain_transfer`; decisions on that entry in `orders.ts`); these are what the order form
 * reads before it: the TLDs and prices, whether names can be had, whether a domain can move here, and a transfer's
 * progress afterwards. All read-only (`read:domains`); the lookups are POSTs because a search holds up to 50 names.
 * Prices exclude VAT (`amountsIncludeVat: false`, ledger "Money: VAT").
 *
 * The mock's rules, one place (src/mock/areas/domains/registration.ts):
 * - TLDs offered, price per year (registration = renewal; a transfer costs one year): se 189, nu 229, com 149, net
 *   159, org 169, eu 119, io 449, app 219, dk 139, fi 149, no 179, de 109 (SEK). Any other ending is
 *   `tld_not_offered`. WHOIS privacy is offered for com, net, org, io, app (the others' registries publish no
 *   private person's data, or forbid a proxy). .se and .nu need the registrant's personal or organisation number.
 * - A name is one label and the TLD; a label of a-z, 0-9 and inner hyphens, 1-63 characters (IDN: send its
 *   `xn--` form), no `--` in places 3-4 unless `xn--`; anything else `invalid` (a subdomain too: register the domain).
 * - `taken`: registered by any customer of the world, or at another registrar (the stand-in's table: well-known
 *   brands, `nordlicht-store.se`, `nordlicht.org`, `nordlicht.eu`, and every label starting `taken`).
 * - `reserved`: the registries' reserved labels (`nic`, `whois`, `registry`, `www`, `example`, `localhost`, `test`).
 * - Premium: two-letter labels and a dictionary list (`cloud`, `shop`, `hotel`, `bank`, `music`, `travel`, `food`,
 *   `games`, `news`, `studio`, `premium`): 2,490 SEK per year whatever the TLD, every year of the period.
 */
export const domainRegistrationRoutes = routes({
  /**
   * `{ currencyCode, amountsIncludeVat, tlds: [{ tld, amount, transferAmount, currencyCode, whoisPrivacy,
   * requiresRegistrantId, maxYears }], ourNameservers, savedContacts: [{ id: con_…, contact }] }`. Saved contacts:
   * the distinct registrants of the customer's domains (an id stable for the same contact). Client: a malformed TLD
   * or contact is dropped; `requiresRegistrantId` missing reads as required, `whoisPrivacy` as not offered.
   */
  options: {
    method: 'GET',
    path: '/api/v2/domains/registration-options',
    scopes: [['read:domains']],
    summary: 'What can be registered: TLDs with prices, our nameservers, saved contacts',
  },
  /**
   * Body `{ names: string[1..50], tlds?: string[..20] }` (unknown members ignored). A name with a dot is looked up
   * as it is; one without is looked up with each of `tlds` (default `se`, `com`, `nu`); names are trimmed and
   * lower-cased, duplicates answered once, at most 100 results. Each result `{ name, tld, status (available, taken,
   * reserved, invalid, tld_not_offered), premium, amount (per year, null unless available), currencyCode, reason
   * (English; null when available), whoisPrivacy, requiresRegistrantId }`. `suggestions`: up to 8 available names
   * made from the searched labels (other offered TLDs first, then `get`/`my` before and `online`/`app`/`hq` after),
   * never one already in the results. Client: a result with an unknown status is shown with the server's reason
   * and is never offered for ordering.
   */
  availability: {
    method: 'POST',
    path: '/api/v2/domains/availability',
    scopes: [['read:domains']],
    readOnly: true,
    summary: 'Check whether names can be registered, with prices and suggestions',
  },
  /**
   * Body `{ domain }`. Whether the domain can move here, before the code is asked for: `{ domain, tld, amount,
   * currencyCode, amountsIncludeVat, expiresAt, actions: { canTransfer } }`. Blocked codes, first that applies:
   * `invalid` (not a domain name), `tld_not_offered`, `already_yours` (in this account), `not_registered` (nobody
   * holds it: register it instead), `registrar_locked` (locked at its registrar: turn the lock off there first;
   * stand-in: `nordlicht.org` and the brands), `registered_recently` (registered or transferred in the last 60
   * days, ICANN's rule, applied to every TLD here: stand-in `nordlicht.eu`, 20 days old), `transfer_in_progress`
   * (an open transfer order of this account). The code itself is checked when the order is placed (`POST /orders`):
   * a wrong one is a 400 at `/items/<n>/eppCode`, code `invalid_epp_code`, saying to ask the current registrar for
   * a new code. The stand-in registrar accepts a code of 8 to 64 characters with at least one letter and one digit
   * and no space; anything else it refuses as wrong. Client: a missing gate is blocked.
   */
  transferCheck: {
    method: 'POST',
    path: '/api/v2/domains/transfer-check',
    scopes: [['read:domains']],
    readOnly: true,
    summary: 'Check whether a domain can be transferred in',
  },
  /**
   * A transfer in's progress (the domain's `lifecycle.transferInProgress` says one is open): `{ domainId, domainName,
   * orderId, orderNumber, status, steps: [{ step, state, at }], expectedCompletionAt, periodYears }`. Steps
   * `requested` (done when the order's invoice is paid: the request goes to the registry), `awaiting_approval` (the
   * current registrar's approval: 10 minutes on the world's clock here, up to 5 days in life), `completed` (the
   * domain is active here, its expiry one year later). `status` `awaiting_payment` before payment, `cancelled` when
   * the order was. 404 for a domain that never was transferred in. Client: an unknown step or state is shown as
   * "unknown"; a missing time as "not known".
   */
  transfer: {
    method: 'GET',
    path: '/api/v2/domains/{id}/transfer',
    scopes: [['read:domains']],
    summary: "Follow a domain's transfer in",
  },
});
