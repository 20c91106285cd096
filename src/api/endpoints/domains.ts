import { routes } from './route';

/**
 * Domains: the list, a domain's detail, settings, contacts and redirects, its renewal and renewal period, the
 * registry unlock and the bulk operations. Reads need `read:domains`, every write `write:domains`, and
 * `write:billing` too where money moves (renew, bulk renew, the renewal period, cancelling renewal orders). `{id}` is
 * the opaque `dom_` id, never a hostname: a hostname is a 400 at `/path/id`; a `dom_` id with unexpected characters,
 * an unknown or a foreign one is a 404 `not_found`. A contact sub-account without `canPlaceOrders` may not renew or
 * cancel renewal orders (403 `forbidden`, `extensions.requiredPermission: 'canPlaceOrders'`). A bulk request names at
 * most 100 domains.
 */
export const domainRoutes = routes({
  /**
   * Named only in the spec; the shapes are ours. Query: `name` (substring, case-insensitive), `serviceStatus`, `tld`
   * (without the dot), `expiresBefore` (YYYY-MM-DD), `autoRenew`, `sort` (`name` default, `-name`, `expiresAt`,
   * `-expiresAt`), `limit` 1..100, `cursor`, and Home's filters and `counts=status` (ledger "Home"). Items: the
   * detail's members of the same names (`id, name, serviceStatus, actionRequired, lifecycle, billing, createdAt,
   * expiresAt, nextDueAt, tags, pinned`); detail-only members on an item are dropped. Ours for Home: `progress`
   * (`{ kind: registration|transfer, step: registering|awaiting_approval, expectedAt }` of a paid one not settled,
   * else null; filter `inProgress`) and `dnsNotServed` (the zone was changed here, past its first version, and the
   * domain uses other nameservers; filter `dnsNotServed`). Client: either missing or malformed is null, nothing said. Keyset cursor on the sort key
   * and id; a domain without expiry sorts last either way. `total` (ours): how many match across all pages, the same
   * on every page; absent or malformed it reads as `null` ("N loaded", never 0). The mock keeps each sort's order
   * precomputed, so a page never sorts (code that changes `name` or `expiresAt` calls `domainListChanged`).
   */
  list: {
    method: 'GET',
    path: '/api/v2/domains',
    scopes: [['read:domains']],
    summary: 'List domains',
  },
  /**
   * Per spec, 200. `pendingRenewalOrder` (members not shown) is the orders area's pending renewal order of the
   * domain: a `pendingOrders[]` item plus `id` and `dueAt` (its invoice's due date). `hostingConnection.ssl` is
   * free-form; `unlockAction` is `{ href, method: 'POST' }`; no registry lock is `{ enabled: false,
   * requiresManualUnlockFlow: false, unlockAction: null }`. `billingCycle` from `periodYears` (1/2/3:
   * annually/biennially/triennially; 4-9: null). Gates (mock): `canDelete` always blocked (`registered_domain`: let
   * it expire); `canActivateRegistryLock` `domain_not_active` (first), `tld_not_supported` (not .se/.nu),
   * `lock_already_active`; `canRequestRegistryUnlock` allowed exactly when `unlockAction` is present, else
   * `tld_not_supported`, `domain_not_active`, `lock_not_active`; `canChangeBillingCycle` `pending_domain_order` while
   * that order has blockers, else `domain_not_active`; `canDisableAutoRenew` blocked `auto_renew_off` when off,
   * `requiresConfirmation: cancel_pending_order` while a renewal order is pending; `canRenew` (ours) is the renewal's
   * gate (`renewal`). Client: `transfer.eppCode` is read as null; unknown enum values are `unknown`; a missing gate
   * is blocked; a missing `registryLock`, `whoisPrivacy`, `hostingConnection` is null; `actionRequired` and
   * `registryLock.requiresManualUnlockFlow` are guard flags; the pending orders are read member by member (a
   * malformed `id` is null, the order stays shown).
   */
  detail: {
    method: 'GET',
    path: '/api/v2/domains/{id}',
    scopes: [['read:domains']],
    summary: 'Read a domain',
  },
  /**
   * Named only. Body `{ registrarLock?, autoRenew? }`: at least one, unknown members rejected; 200 the domain's
   * detail. 409 `registry_unlock_required`: the registrar lock off on a .se/.nu domain whose registry lock is on
   * (request the unlock); 409 `auto_renew_unavailable`: auto-renew on for a domain that is not active; 409
   * `pending_renewal_order`: auto-renew off while a renewal order is pending (bulk auto-renew with `keep` or `cancel`
   * carries that choice). The gate's words are auto-renew's; the lock switch has its own
   * (`domainGates.registrarLock`).
   */
  update: {
    method: 'PATCH',
    path: '/api/v2/domains/{id}',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.update', target: { type: 'domain', param: 'id' } },
    gate: 'domainAutoRenew',
    summary: 'Turn auto-renew or the registrar lock on or off',
  },
  /**
   * Per spec. Empty upstream contacts are null; `updateOutcome` is null on reads. 409 `contacts_unavailable` when the
   * domain is no longer managed (demo: the terminated `nordlicht-old.se`). Mock: `draft` only for a pending .se/.nu
   * registration; `requiresIdentityVerification` allowed only for .se/.nu/.test; `canEditContacts` allowed for active
   * domains and drafts. Client: `requiresIdentityVerification` (allowed: verification is required) reads as required
   * when missing, `canEditContacts` as blocked.
   */
  contacts: {
    method: 'GET',
    path: '/api/v2/domains/{id}/contacts',
    scopes: [['read:domains']],
    summary: "Read a domain's contacts",
  },
  /**
   * Ours, not in the spec: the mock's read of a domain's redirect rules (`{ data: redirectRule[] }`), for the app's
   * chosen-rule deletes and for tests. A malformed rule is dropped, the others stay.
   */
  redirects: {
    method: 'GET',
    path: '/api/v2/domains/{id}/redirects',
    scopes: [['read:domains']],
    summary: "List a domain's redirect rules",
  },
  /**
   * Named only (issue 23). `{ domainId, domainName, expiresAt, window: { opensAt, closesAt, days }, registryMaxYears,
   * options[], pendingInvoice, actions: { canRenew } }`. `options`: the periods 1..9 years, each `{ periodYears,
   * amount, currencyCode, newExpiresAt, canSelect }`; the price is the yearly price (`billing.amount /
   * billing.periodYears`) times the years, rounded to öre; `newExpiresAt` is the expiry (today when none) plus the
   * years, the date it gets once the invoice is paid; `canSelect` is blocked `registry_maximum_exceeded` past
   * `registryMaxYears` (10) from today. The window opens `days` (365) before the expiry and closes at it (an expired
   * domain still renews: no redemption period). `pendingInvoice`: the waiting renewal order's invoice (with
   * `orderId`), else null. `canRenew`, also the detail's (one function): `domain_not_active` (not active or expired),
   * `renewal_pending` (names the order), `outside_renewal_window` (names the date it opens), the reasons of bulk
   * renew's skips. Client: a malformed option is dropped, a missing gate is blocked, a missing price or date is null.
   */
  renewal: {
    method: 'GET',
    path: '/api/v2/domains/{id}/renewal',
    scopes: [['read:domains']],
    summary: "Read a domain's renewal options",
  },
  /**
   * Named only. Money moves: `write:billing` too, and `canPlaceOrders` for a contact sub-account. Body `{
   * periodYears: 1..9 }` (unknown members ignored); a period past the registry maximum is also a 400 at
   * `/periodYears` (field code `registry_maximum_exceeded`). A blocked `canRenew` is a 409 with the gate's code and
   * `actions: { canRenew }` (the state blocks it). 201 `{ domainId, periodYears, orderId, orderNumber, amount,
   * currencyCode, expiresAt, newExpiresAt, invoice }`: a pending `renew` order with an unpaid invoice (due in 14
   * days), as bulk renew's; it blocks another renewal (`renewal_pending`) until paid or cancelled. Paying it moves
   * the expiry (ledger "Domains"). Idempotent: a repeated `Idempotency-Key` answers the first order again, where a
   * second request without one would be refused `renewal_pending`.
   */
  renew: {
    method: 'POST',
    path: '/api/v2/domains/{id}/actions/renew',
    scopes: [['write:domains', 'write:billing']],
    idempotent: true,
    audit: { area: 'domains', action: 'domain.renew', target: { type: 'domain', param: 'id' } },
    gate: 'domainRenew',
    location: true,
    summary: 'Renew a domain',
  },
  /**
   * Named only: the period of the next renewal. `{ domainId, periodYears, billingCycle, amount, currencyCode,
   * nextRenewalAt, options: [{ periodYears, billingCycle (null for 4-9), amount, currencyCode, isCurrent }], actions:
   * { canChangeBillingCycle } }` (the detail's gate).
   */
  billingCycle: {
    method: 'GET',
    path: '/api/v2/domains/{id}/billing-cycle',
    scopes: [['read:domains']],
    summary: "Read a domain's renewal period and its options",
  },
  /**
   * Named only. `write:billing` too. Body `{ periodYears: 1..9, dryRun? }`; 200 `{ dryRun, changed,
   * currentPeriodYears, targetPeriodYears, targetAmount, currencyCode, nextRenewalAt }`. A dry run changes nothing
   * and writes no account-log entry; a commit sets the domain's `billing.periodYears` and `billing.amount` (the
   * yearly price times the years); the same period is `changed: false`; an issued renewal order keeps its own period
   * and price. A blocked `canChangeBillingCycle` is a 409 with the code and `actions: { canChangeBillingCycle }`.
   * Client: `changed` and `dryRun` are required (a body without them is `invalid_response`: something may have
   * changed).
   */
  changeBillingCycle: {
    method: 'POST',
    path: '/api/v2/domains/{id}/billing-cycle',
    scopes: [['write:domains', 'write:billing']],
    audit: {
      area: 'domains',
      action: 'domain.change_billing_cycle',
      target: { type: 'domain', param: 'id' },
      skipDryRunAnswers: true,
    },
    gate: 'domainRenewalPeriod',
    summary: "Preview or change a domain's renewal period",
  },
  /**
   * Per spec; 200 (status not shown). Body optional `{ forceRequest? }`, unknown members ignored. Mock answers: lock
   * off `already_unlocked`; a request already made `already_requested` with `daysSinceRequest` (whole days); a
   * private registrant `bankid_required`; another organisation `verification_failed` (`requiresConfirmation: false`);
   * differing organisation numbers the customer may confirm `verification_failed` with `requiresConfirmation: true`;
   * verified `submitted` (`companyVerified: true`, `verifiedAs: organisation`, `companyName`, both orgnos).
   * `forceRequest: true` only right after a confirmable `verification_failed` (else 400 at `/forceRequest`); it
   * queues a staff review (`submitted`, then `already_requested`). Other TLDs and domains not active: 400
   * `registry_unlock_unavailable` (the spec lists no 409). Client: sent to this path of the domain, never to an
   * absolute or foreign `unlockAction.href`; an unknown `status` is `unknown`.
   */
  requestUnlock: {
    method: 'POST',
    path: '/api/v2/domains/{id}/actions/request-unlock',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.request_unlock', target: { type: 'domain', param: 'id' } },
    gate: 'domainUnlock',
    summary: "Ask the registry to lift a domain's registry lock",
  },
  /**
   * Per spec, 202. Body discriminated on `action`, unknown members ignored, names trimmed and lower-cased. `create`:
   * `{ domainNames[1..100], redirect: { sourceUrl ≤ 2048, targetUrl (http/https URL ≤ 2048), statusCode?
   * 301|302|307|308, preserveQueryString?, preservePathSuffix?, description? ≤ 500, redirectScope? } }`, `ruleIds` an
   * error at `/ruleIds`; `delete`: `{ domainNames, ruleIds?: redir_…[1..500] }`, `redirect` an error at `/redirect`.
   * A foreign or unknown name rejects the whole batch (400, `/domainNames/<i>` `domain_not_found`). Mock: the job
   * creates or deletes real rules (`result: { action, domains: [{ domainName, ruleIds[] }] }`, read with
   * `redirects`); `{domain}` in the URLs becomes each domain's name; defaults: `statusCode` 301, `redirectScope`
   * `exact`, both preserve flags false.
   */
  bulkRedirects: {
    method: 'POST',
    path: '/api/v2/domains/bulk/redirects',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.bulk_redirects' },
    gate: 'domainRedirects',
    summary: 'Create or delete redirects of several domains',
  },
  /**
   * Per spec, 202. Body `{ domainIds: dom_…[1..100], enabled, pendingOrderAction?, confirmCancelPending? }`; an
   * invalid, unknown or foreign id rejects the whole batch (400 at `/domainIds/<i>`). Cancelling
   * (`pendingOrderAction: cancel` or its legacy alias) also needs `write:billing` (`cancelPending`) and, for a
   * contact sub-account, `canPlaceOrders`. Enabling with a selected domain that is not active: 409
   * `auto_renew_unavailable` with `extensions.domainIds`, nothing changes. The job decides at completion: `block`
   * with pending renewal orders → `pendingOrdersFound: true`, `pendingOrders[]` (in `result` and at the poll body's
   * top level), `domainsUpdated: 0`; `cancel` cancels each order (and its invoice) and disables, an order no longer
   * cancellable keeps its domain on (`result.notUpdated[]`, `renewal_order_not_cancelable`); `keep` disables and
   * leaves the invoices open. Result `{ pendingOrdersFound, pendingOrders[], domainsUpdated }`. Client:
   * `pendingOrdersFound` is a guard flag (missing: null, never false), read from `result` (else `operation.result`)
   * and the poll body's top level, `true` anywhere winning (`autoRenewJobResultOf`); a disable with `block` (the
   * default) that ends without saying is not confirmed, never done (`autoRenewOutcomeOf`); a malformed pending order
   * is dropped.
   */
  bulkAutoRenew: {
    method: 'POST',
    path: '/api/v2/domains/bulk/autorenew',
    scopes: [['write:domains']],
    scopeVariants: { cancelPending: [['write:domains', 'write:billing']] },
    audit: { area: 'domains', action: 'domain.bulk_autorenew' },
    gate: 'domainAutoRenew',
    summary: 'Turn auto-renew on or off for several domains',
  },
  /**
   * Per spec: 202 queued, or 200 `{ operation: null, domainsQueued: 0, allSkipped: true }` when every domain is
   * skipped; `canPlaceOrders` for a contact sub-account. Body `{ domainIds: string[1..100] }`, any strings (≤ 253):
   * foreign, invalid and ineligible ids are no 400 but `skipped[]`: `invalid_id` (`domainId: null`), `not_found`,
   * `duplicate`, `not_eligible` (not active or expired), `renewal_pending` (with the order's `orderNumber` and
   * `invoiceId`), `outside_renewal_window` (expires more than 365 days ahead). The job creates a pending `renew`
   * order with an unpaid invoice per queued domain, checking again: `result.orders[]` in the `pendingOrders[]` shape.
   * Client: the union of both answers (`operation: null` only with `allSkipped: true`); a malformed skip is dropped.
   * Idempotent: a repeated `Idempotency-Key` answers the first job again. The app sends a new key per chunk (a bulk
   * run is never sent again as such); a domain renewed twice is `renewal_pending` anyway.
   */
  bulkRenew: {
    method: 'POST',
    path: '/api/v2/domains/bulk/renew',
    scopes: [['write:domains', 'write:billing']],
    idempotent: true,
    audit: { area: 'domains', action: 'domain.bulk_renew' },
    gate: 'domainRenew',
    summary: 'Renew several domains',
  },
  // Issue 37, managing a registered domain (kept together at the end of the table).
  /**
   * Ours, the spec's "explicit EPP action" (`transfer.eppCode` stays null on reads). No body. 200 `{ domainId,
   * domainName, eppCode, issuedAt }`: a new code each call (the previous one stops working), shown once. The gate
   * (`actions.canGetTransferCode`, a 409 with its code and `actions` when blocked), in the order a customer fixes it:
   * `domain_not_active`, `transfer_in_progress`, `registry_lock_enabled` (.se/.nu: request the registry unlock first),
   * `registrar_lock_enabled` (turn the registrar lock off with `update` first). Every call is in the account log.
   */
  transferCode: {
    method: 'POST',
    path: '/api/v2/domains/{id}/actions/transfer-code',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.transfer_code', target: { type: 'domain', param: 'id' } },
    gate: 'domainTransferCode',
    summary: "Get a domain's transfer (EPP) code",
  },
  /**
   * Ours. `{ domainId, domainName, mode: ours|custom, nameservers: [{ host, addresses[] }], ourNameservers,
   * changedAt, propagatesBy }`: `mode` is `ours` exactly when the hosts are our nameservers; `addresses` are the glue
   * records of hosts under the domain itself; `propagatesBy` (24 h after a change, null once past) says when the
   * change has reached every resolver. Client: a malformed entry is dropped; an unknown mode is `unknown`.
   */
  nameservers: {
    method: 'GET',
    path: '/api/v2/domains/{id}/nameservers',
    scopes: [['read:domains']],
    summary: "Read a domain's nameservers and glue records",
  },
  /**
   * Ours. Body `{ mode: ours }` or `{ mode: custom, nameservers: [{ host, addresses? }] }` (unknown members ignored);
   * 200 the `nameservers` read. Custom: 2..13 hosts, each a host name (lower-cased, a trailing dot dropped), none
   * twice; a host under the domain itself needs 1..13 glue addresses (IPv4 or IPv6), any other host none. Each rule is a
   * 400 field error at its pointer (`/nameservers`, `/nameservers/<i>/host`, `/nameservers/<i>/addresses[/<j>]`;
   * codes `too_few_nameservers`, `too_many_nameservers`, `invalid_hostname`, `duplicate_host`, `glue_required`,
   * `glue_not_allowed`, `invalid_address`, `duplicate_address`: `nameserverErrors` in domains-manage.ts, which the
   * form uses too). `nameservers` with `mode: ours` is a 400 at `/nameservers`. Blocked
   * `actions.canChangeNameservers` (`domain_not_active`, `transfer_in_progress`, `registry_lock_enabled`: a .se/.nu
   * registry lock holds the nameservers too) is a 409 with its code.
   */
  changeNameservers: {
    method: 'PUT',
    path: '/api/v2/domains/{id}/nameservers',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.change_nameservers', target: { type: 'domain', param: 'id' } },
    gate: 'domainNameservers',
    summary: "Change a domain's nameservers",
  },
  /**
   * Ours, per the spec's `whoisPrivacy`. Body `{ enabled?, autoEnable? }` (at least one; unknown members rejected);
   * 200 `{ domainId, whoisPrivacy }`. `autoEnable` is the customer's standing choice (privacy turned on again after
   * a transfer or contact change): `status` follows it (`auto_enable_allowed` / `auto_enable_opted_out`) and turning
   * privacy off does not change it (the opt-out is kept until the customer changes it). `updatedAt` is the change's
   * time. Blocked `actions.canChangeWhoisPrivacy` is a 409 with its code: `tld_not_supported` (mock: .se, .nu, .eu,
   * whose registries publish no private person's data and allow no privacy service), `domain_not_active`.
   */
  changeWhoisPrivacy: {
    method: 'PUT',
    path: '/api/v2/domains/{id}/whois-privacy',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.change_whois_privacy', target: { type: 'domain', param: 'id' } },
    gate: 'domainWhoisPrivacy',
    summary: 'Turn WHOIS privacy on or off',
  },
  /**
   * Ours (the spec names the contacts and `updateOutcome`, not the write). Body: the roles to change, each the whole
   * contact (`contactInput`), and `returnUrl` (absolute http(s)); 200 the contacts with `updateOutcome: { status,
   * updatedRoles, identityVerification }`. Blocked `canEditContacts` is a 409 with its code. Where
   * `requiresIdentityVerification` is allowed (.se/.nu/.test) and the domain is not a `draft`, a registrant whose
   * `registrationIdentifier.value` differs changes everything else now and keeps the old number: `status:
   * identity_verification_required` with a pending verification (`redirectUrl`: the identity provider's page,
   * `https://eid.hosting.example/<worldId>/verifications/<id>` in the mock, valid 30 minutes); without `returnUrl`
   * that is a 400 at `/returnUrl`. A `draft`'s contacts change in full, the number too. The number changes once the
   * customer has verified there; the provider sends the browser back to `returnUrl` with `identityVerification=<id>`.
   */
  updateContacts: {
    method: 'PUT',
    path: '/api/v2/domains/{id}/contacts',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.update_contacts', target: { type: 'domain', param: 'id' } },
    gate: 'domainContacts',
    summary: "Change a domain's contacts",
  },
  /**
   * Ours. The e-ID check of a registrant number change: `{ id, domainId, status: pending|verified|declined|expired,
   * registrationIdentifier, redirectUrl, expiresAt, completedAt }`. A verification of another domain is a 404.
   */
  identityVerification: {
    method: 'GET',
    path: '/api/v2/domains/{id}/identity-verifications/{verificationId}',
    scopes: [['read:domains']],
    summary: 'Read the e-ID check of a registrant change',
  },
  /**
   * Ours. Sends the contact e-mail verification again while `contactDetailsVerification` is pending (ours: `{ status:
   * pending, email, deadline, lastSentAt }`); 200 `{ domainId, email, sentAt, deadline }` (the deadline does not
   * move). 409 `no_verification_pending` when there is none; 409 `resend_too_soon` within 10 minutes of the last
   * e-mail (`extensions.retryAt`).
   */
  resendContactVerification: {
    method: 'POST',
    path: '/api/v2/domains/{id}/contacts/verification-email',
    scopes: [['write:domains']],
    audit: {
      area: 'domains',
      action: 'domain.resend_contact_verification',
      target: { type: 'domain', param: 'id' },
    },
    gate: 'domainContacts',
    summary: 'Send the contact e-mail verification again',
  },
  /**
   * Ours, as bulk auto-renew: 202. Body `{ domainIds: dom_…[1..100], mode, nameservers? }`; an unknown or foreign id
   * rejects the batch (400 at `/domainIds/<i>`), and so does a nameserver list breaking `changeNameservers`' rules
   * for any of the domains (the same pointers). The job decides per domain at completion: `result.domains[]` `{
   * domainId, domainName, outcome: updated|not_updated, reason }` (the gate's codes: `domain_not_active`,
   * `transfer_in_progress`, `registry_lock_enabled`).
   */
  bulkNameservers: {
    method: 'POST',
    path: '/api/v2/domains/bulk/nameservers',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.bulk_nameservers' },
    gate: 'domainNameservers',
    summary: 'Change the nameservers of several domains',
  },
  /**
   * Ours. Copies the `roles` of `sourceDomainId` (a domain of the account, 400 at `/sourceDomainId` otherwise) onto
   * each of `domainIds` (as bulk nameservers; the source among them is left out). 202; `result.domains[]` outcomes:
   * `updated`; `partly_updated` with `identity_verification_required` (a .se/.nu registrant got every field but the
   * number, which changes only through that domain's own e-ID check); `not_updated` with `contacts_not_editable`
   * (its `canEditContacts` is blocked) or `source_contact_missing` (the source has no such contact).
   */
  bulkContacts: {
    method: 'POST',
    path: '/api/v2/domains/bulk/contacts',
    scopes: [['write:domains']],
    audit: { area: 'domains', action: 'domain.bulk_contacts' },
    gate: 'domainContacts',
    summary: "Copy a domain's contacts to other domains",
  },
});

/**
 * Gates of a part of an endpoint, in that part's words: the registrar-lock switch sends the same PATCH as auto-renew;
 * cancelling renewal orders is bulk auto-renew's `cancelPending` requirement.
 */
export const domainGates = {
  registrarLock: { scopes: domainRoutes.update.scopes, gate: 'domainLock' },
  cancelRenewalOrders: {
    scopes: domainRoutes.bulkAutoRenew.scopeVariants.cancelPending,
    gate: 'domainCancelRenewalOrders',
  },
} as const;
