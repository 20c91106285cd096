import { routes } from './route';

/**
 * Orders. Reads: `read:orders` or `read:billing`; a key with only `read:domains` reads domain orders (spec:
 * "domain-scoped read keys are accepted for orders they can view"). Writes: `write:orders` or `write:billing` (the
 * spec's "broader billing write scopes"); cancelling a domain order also takes `write:domains`.
 */
const ORDER_READ = [['read:orders'], ['read:billing']] as const;
const ORDER_WRITE = [['write:orders'], ['write:billing']] as const;

export const orderRoutes = routes({
  /**
   * `?status=&type=&limit=1..100&cursor=`; full order objects, newest first (`createdAt`, then id). A key with only
   * `read:domains` gets only domain orders (every item in `domains[]`).
   */
  list: {
    method: 'GET',
    path: '/api/v2/orders',
    scopes: [...ORDER_READ, ['read:domains']],
    scopeVariants: { allOrders: ORDER_READ },
    summary: 'List orders',
  },
  /**
   * Body not shown in the spec; ours: `{ items: [1..20], notes?, referenceNumber?, contractAccepted: true }`, unknown
   * members ignored. Items by `type`: `shared_hosting`, `domain_registration`, `domain_transfer`, `vps` (the mock
   * prices `shared_hosting` and the domain items; others 400 at `/items/<n>/type`). Domains (issue 37): a
   * registration is `{ domain, periodYears 1..9, registrant: { contactId } | { contact }, nameservers?: { type: ours }
   * | { type: custom, hosts[2..13] }, whoisPrivacy? }` (privacy defaults on where the TLD offers it; asked for where
   * it does not: 400 `whois_privacy_unavailable`); .se/.nu need the registrant's Swedish personal or organisation
   * number, checksum checked (`missing_required`, `invalid_registration_identifier`). A transfer is `{ domain,
   * eppCode, whoisPrivacy? }` (the check and the code's rule: `transferCheck` in domain-registration.ts). A domain
   * order holds only registrations (type `new`) or only transfers (type `transfer`): anything else beside them is
   * `mixed_order` at `/items/<n>/type`. Names that cannot be had are refused at `/items/<n>/domain` with
   * `domain_taken`, `domain_reserved`, `domain_invalid`, `tld_not_offered` (or the transfer gate's code), all field
   * errors together. Each domain appears `pending` with `pendingDomainOrder` (a transfer with
   * `lifecycle.transferInProgress`); the invoice's lines are one per domain. Paid, a registration is `active` 5
   * minutes later on the world's clock, a transfer 10 (its steps: `GET /domains/{id}/transfer`); the order then is
   * `completed`. A cancelled order cancels its pending domains. 201: the order, `pending`, type `new`, with an
   * unpaid invoice (due in 14 days) and its payment URL. Field errors come together (`/contractAccepted`
   * `missing_required` beside the items'); then a plan not available is 409 `product_unavailable`
   * (`extensions: { productSlug, pointer }`). A contact sub-account key also needs `canPlaceOrders` (403
   * `requiredPermission`). `contractAcceptedAt` is the moment it was placed; the terms are the panel's `/terms`.
   * Idempotent: the same `Idempotency-Key` and body answers the first order again (one order, one invoice).
   */
  create: {
    method: 'POST',
    path: '/api/v2/orders',
    scopes: ORDER_WRITE,
    idempotent: true,
    audit: { area: 'orders', action: 'order.create', target: { type: 'order', created: { name: 'number' } } },
    location: true,
    gate: 'orderCreate',
    summary: 'Place an order',
  },
  /**
   * Named only in the spec. The creation's body and validation (one pricing function), no side effects. 200
   * `{ currencyCode, items[{ index, type, productSlug, primaryDomain, billingCycle, amount, setupAmount, dueNow,
   * periodYears?, premium? }],
   * recurringTotal, setupTotal, totalDueNow, amountsIncludeVat }`. The client reads it strictly: a preview missing
   * an amount fails whole, so no one confirms a partial sum.
   */
  preview: {
    method: 'POST',
    path: '/api/v2/orders/preview',
    scopes: ORDER_WRITE,
    readOnly: true,
    summary: 'Price an order without placing it',
  },
  /** Another customer's order is a 404; a non-domain order read with only `read:domains` is a 403. */
  detail: {
    method: 'GET',
    path: '/api/v2/orders/{id}',
    scopes: [...ORDER_READ, ['read:domains']],
    scopeVariants: { allOrders: ORDER_READ },
    summary: 'Read an order',
  },
  /**
   * Strict empty body. 200 the refreshed order: `cancelled`, its invoice cancelled, `paymentStatus: credit_note`
   * (what was paid becomes account credit). A blocked `canCancel` is 409 `not_cancelable` with top-level
   * `order: { id, status }` and `actions: { canCancel }`; nothing changes. Domain orders also take `write:domains`.
   * The client reads those two under `extensions` too, member by member (`order.status` is a free string).
   */
  cancel: {
    method: 'POST',
    path: '/api/v2/orders/{id}/actions/cancel',
    scopes: [...ORDER_WRITE, ['write:domains']],
    scopeVariants: { nonDomainOrder: ORDER_WRITE },
    audit: { area: 'orders', action: 'order.cancel', target: { type: 'order', param: 'id' } },
    gate: 'orderCancelDomains',
    summary: 'Cancel an order',
  },
});
