import * as z from 'zod/mini';
import { invoiceTotals } from './invoice-totals';
import {
  billingCycleEnum,
  billingCycleValues,
  guardFlag,
  invoiceStatus,
  invoiceStatusValues,
  liftExtensions,
  listPage,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  problemDetails,
  tolerantArray,
  tolerantEnum,
  missingGate,
  tolerantGate,
  tolerantNullableEnum,
} from './common';
import { nameserverChoice, registrantChoice } from './domain-registration';
import { amountsIncludeVat } from './vat';
import { provisionedServer } from './vps-order';
import { orderStatusValues, orderTypeValues, paymentStatusValues } from './orders-values';

/** Path parameters: opaque ids (a well-formed id we did not expect is the server's 404, never our 400). */
export const orderIdParam = opaqueId('ord_');

export const orderStatus = tolerantEnum(orderStatusValues);
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderType = tolerantEnum(orderTypeValues);
export type OrderType = z.infer<typeof orderType>;

// One list for every invoice status in the contract (defined in common, re-exported under its old home).
export { invoiceStatus, invoiceStatusValues };
export type { InvoiceStatus } from './common';

export const orderClient = z.object({
  id: nullableString,
  email: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  companyName: nullableString,
});
export type OrderClient = z.infer<typeof orderClient>;

/** The spec allows an empty string for "no cycle"; it is read as null (a mini "preprocess"). */
const orderBillingCycle = z.pipe(
  z.transform((value: unknown) => (value === '' ? null : value)),
  tolerantNullableEnum(billingCycleValues),
);

export const orderBilling = z.object({
  amount: z.number(),
  currencyCode: z.string(),
  billingCycle: orderBillingCycle,
  /**
   * true = pay-as-you-go cloud VPS (still reported with a `monthly` cycle), false = fixed-cycle/prepaid. A guard:
   * missing or malformed is `null` (unknown), never "fixed". Decide with `billingModeOf`.
   */
  isPayg: guardFlag,
  periodYears: z.catch(z.nullable(z.number().check(z.int())), null),
});
export type OrderBilling = z.infer<typeof orderBilling>;

export type BillingMode = 'payg' | 'fixed' | 'unknown';

/** Pay-as-you-go, fixed cycle, or unknown (then offer neither mode's cost-bearing actions). */
export function billingModeOf(billing: { isPayg: boolean | null }): BillingMode {
  if (billing.isPayg === true) return 'payg';
  return billing.isPayg === false ? 'fixed' : 'unknown';
}

// An invoice's totals: their own module, which Billing's first screen reads without the order schemas.
export { invoiceTotals, type InvoiceTotals } from './invoice-totals';

/**
 * The invoice is read member by member: one malformed member (an amount, the totals, a date) is `null` on its
 * own and never drops the invoice with its payment link.
 */
export const orderInvoice = z.object({
  id: nullableString,
  number: nullableString,
  amount: nullableNumber,
  currencyCode: nullableString,
  dueAt: nullableTimestamp,
  status: invoiceStatus,
  paymentUrl: nullableString,
  totals: z.catch(z.nullable(invoiceTotals), null),
  dates: z.catch(z.object({ dueAt: nullableTimestamp }), { dueAt: null }),
  /** Ours, as on every invoice: only `true` says `amount` and `totals` include VAT (what is charged; `vatBasisOf`). */
  amountsIncludeVat,
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

export const orderPaymentStatus = z.catch(
  z.object({ status: tolerantEnum(paymentStatusValues), reason: nullableString }),
  { status: 'unknown', reason: null },
);
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatus>;

export const orderActions = z.catch(z.object({ canRetry: tolerantGate, canCancel: tolerantGate }), {
  canRetry: missingGate,
  canCancel: missingGate,
});
export type OrderActions = z.infer<typeof orderActions>;

export const orderDomainItem = z.object({
  name: z.string(),
  tld: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
});
export type OrderDomainItem = z.infer<typeof orderDomainItem>;

/** Item fields of hosting/addons/upgrades are not in the spec: kept as opaque records, item by item. */
const opaqueItems = (label: string) => z.catch(tolerantArray(z.record(z.string(), z.unknown()), label), []);

export const restoreIntents = z.object({
  requested: z.number().check(z.int()),
  created: z.number().check(z.int()),
  queued: z.number().check(z.int()),
  skipped: z.number().check(z.int()),
  /** true = stored and retried later from the account-created webhook. */
  dispatchDeferred: z.boolean(),
});
export type RestoreIntents = z.infer<typeof restoreIntents>;

export const order = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatus,
  type: orderType,
  invoiceId: nullableString,
  /** Compatibility alias of `invoice.paymentUrl`; read that first. */
  checkoutUrl: nullableString,
  client: z.catch(z.nullable(orderClient), null),
  billing: orderBilling,
  invoice: z.catch(z.nullable(orderInvoice), null),
  paymentStatus: orderPaymentStatus,
  actions: orderActions,
  domains: z.catch(tolerantArray(orderDomainItem, 'order domains[]'), []),
  hosting: opaqueItems('order hosting[]'),
  addons: opaqueItems('order addons[]'),
  upgrades: opaqueItems('order upgrades[]'),
  invoiceLookupPending: z.catch(z.boolean(), false),
  restoreIntents: z.catch(z.optional(restoreIntents), undefined),
  createdAt: nullableTimestamp,
  contractAcceptedAt: nullableTimestamp,
  notes: nullableString,
  referenceNumber: nullableString,
});
export type Order = z.infer<typeof order>;

/** List items carry the full order shape (see the ledger). */
export const orderListPage = listPage(order, 'order list');
export type OrderListPage = z.infer<typeof orderListPage>;

/** Values of the order list's `status` filter: the order statuses themselves. */
export const orderStatusFilterValues = orderStatusValues;
/** Values of the order list's `type` filter: the order types themselves. */
export const orderTypeFilterValues = orderTypeValues;
export const orderListQuery = z.extend(paginationQuery, {
  status: z.optional(z.enum(orderStatusFilterValues)),
  type: z.optional(z.enum(orderTypeFilterValues)),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** Spec: "No body; unknown keys are rejected." */
export const orderCancelBody = z.strictObject({});

/**
 * 409 `not_cancelable`; `order.status` is a plain string because it may be `processing`. The extra members are
 * read one by one: a malformed `order` is `null`, a malformed gate is blocked; the code always survives.
 */
export const notCancelableProblem = z.pipe(
  z.transform(liftExtensions(['order', 'actions'])),
  z.extend(problemDetails, {
    code: z.literal('not_cancelable'),
    order: z.catch(z.nullable(z.object({ id: nullableString, status: nullableString })), null),
    actions: z.catch(z.object({ canCancel: tolerantGate }), { canCancel: missingGate }),
  }),
);
export type NotCancelableProblem = z.infer<typeof notCancelableProblem>;

// ---------------------------------------------------------------------------------------------
// Order creation (POST /api/v2/orders; body "not shown", decided in the ledger)
// ---------------------------------------------------------------------------------------------

export const hostnamePattern =
  /^(?=.{4,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const domainName = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(253, { error: 'Use at most 253 characters.', abort: true }),
    z.regex(hostnamePattern, 'Enter a full domain name such as example.com.'),
  );

const productSlug = z
  .string()
  .check(z.minLength(1), z.maxLength(100), z.regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use the slug from the product catalog.'));

// Order creation (body "not shown"): unknown members are ignored, as everywhere the spec rejects none.
export const sharedHostingOrderItem = z.object({
  type: z.literal('shared_hosting'),
  productSlug,
  primaryDomain: domainName,
  billingCycle: billingCycleEnum,
});

/**
 * A registration (issue 37): the period, the registrant (a saved contact by id or a new one; .se/.nu need a valid
 * personal or organisation number), the nameservers (ours by default) and WHOIS privacy (default on where the TLD
 * offers it). The endpoint table's doc comment of `POST /orders` says what the server checks.
 */
export const domainRegistrationOrderItem = z.object({
  type: z.literal('domain_registration'),
  domain: domainName,
  periodYears: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(9)), 1),
  registrant: registrantChoice,
  nameservers: z.optional(nameserverChoice),
  whoisPrivacy: z.optional(z.boolean()),
});

/** A transfer in: the domain and the code its current registrar gave. */
export const domainTransferOrderItem = z.object({
  type: z.literal('domain_transfer'),
  domain: domainName,
  eppCode: z.string().check(z.minLength(1, 'Enter the transfer (EPP) code.'), z.maxLength(64)),
  whoisPrivacy: z.optional(z.boolean()),
});

/** A host name for a new server: a full name such as web-02.example.com (the server is named by its first label). */
export const serverHostname = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(253, { error: 'Use at most 253 characters.', abort: true }),
    z.regex(hostnamePattern, 'Enter a full host name such as web-02.example.com.'),
  );

/**
 * A server (issue 38; decisions on `orderRoutes.create`): a plan of the server catalog in a location, an image, a host
 * name, SSH keys (none: a root password is made and shown once), prepaid (`billingCycle`) or pay-as-you-go
 * (`isPayg: true`, cycle `monthly` as the spec says PAYG servers report), and optionally a snapshot of another of the
 * customer's servers to start from (`restoreFrom`: the spec's restore intent).
 */
export const vpsOrderItem = z.object({
  type: z.literal('vps'),
  productSlug,
  region: z.string().check(z.minLength(1), z.maxLength(32)),
  image: z.string().check(z.minLength(1, 'Choose an image.'), z.maxLength(64)),
  hostname: serverHostname,
  billingCycle: billingCycleEnum,
  /** Pay-as-you-go cloud VPS; billed monthly. */
  isPayg: z.optional(z.boolean()),
  sshKeyIds: z.optional(z.array(opaqueId('ssh_')).check(z.maxLength(100))),
  restoreFrom: z.optional(
    z.object({
      vpsId: opaqueId('vps_'),
      snapshot: z.string().check(z.minLength(1, 'Choose a snapshot.'), z.maxLength(200)),
    }),
  ),
});
export type VpsOrderItem = z.infer<typeof vpsOrderItem>;

export const orderItemTypeValues = ['shared_hosting', 'domain_registration', 'domain_transfer', 'vps'] as const;

export const orderItem = z.discriminatedUnion('type', [
  sharedHostingOrderItem,
  domainRegistrationOrderItem,
  domainTransferOrderItem,
  vpsOrderItem,
]);
export type OrderItem = z.infer<typeof orderItem>;

/** The longest `notes` and `referenceNumber` an order may be given (also what a view bundle's order may bring). */
export const ORDER_NOTES_MAX = 1000;
export const ORDER_REFERENCE_MAX = 64;

/** The items of an order and its notes: the preview's body, and the creation body without the acceptance. */
export const orderPreviewBody = z.object({
  items: z
    .array(orderItem)
    .check(z.minLength(1, 'Add at least one item.'), z.maxLength(20, 'Order at most 20 items at once.')),
  notes: z.optional(
    z.nullable(z.string().check(z.maxLength(ORDER_NOTES_MAX, `Use at most ${ORDER_NOTES_MAX} characters.`))),
  ),
  referenceNumber: z.optional(z.nullable(z.string().check(z.maxLength(ORDER_REFERENCE_MAX)))),
});
export type OrderPreviewBody = z.infer<typeof orderPreviewBody>;
export type OrderPreviewInput = z.input<typeof orderPreviewBody>;

/**
 * Creation: the preview's body plus `contractAccepted` (ours, ledger "Order creation"): the customer ticked "I accept
 * the terms" for this order. Only a literal `true` places it (else 400 at `/contractAccepted`, with the items' own
 * field errors); the order's `contractAcceptedAt` is the moment it was placed.
 */
export const orderCreateBody = z.extend(orderPreviewBody, {
  contractAccepted: z.literal(true, { error: 'Accept the terms of service to place an order.' }),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/**
 * Order creation answers with the same shape as the order detail (201), plus (ours, issue 38) the servers a VPS order
 * started: each one's id, its provisioning job and a root password shown only here (`provisioning`, `[]` otherwise).
 */
export const orderCreateResponse = z.extend(order, {
  provisioning: z.catch(tolerantArray(provisionedServer, 'order provisioning[]'), []),
});
export type OrderCreateResponse = z.infer<typeof orderCreateResponse>;

// ---------------------------------------------------------------------------------------------
// Order preview (POST /api/v2/orders/preview; named only, shapes decided in the ledger)
// ---------------------------------------------------------------------------------------------

/**
 * One priced item of a preview. Amounts are strict numbers: a preview that cannot say what an item costs is no
 * preview, so a malformed line fails the whole preview (the user is never asked to confirm a partial sum).
 */
export const orderPreviewItem = z.object({
  index: z.number().check(z.int()),
  type: z.string(),
  productSlug: nullableString,
  primaryDomain: nullableString,
  billingCycle: tolerantNullableEnum(billingCycleValues),
  /** Recurring amount per cycle. */
  amount: z.number(),
  /** One-off setup fee (0 when none). */
  setupAmount: z.number(),
  /** What this item adds to the first invoice: amount + setupAmount. */
  dueNow: z.number(),
  currencyCode: z.string(),
  /** Ours (issue 37): a domain item's years (registration), or the year a transfer adds; null for other items. */
  periodYears: z.optional(nullableInt),
  /** Ours: a premium domain name (priced apart); absent on other items. */
  premium: z.optional(z.catch(z.boolean(), false)),
  /** Ours, servers only: pay-as-you-go (a guard: missing → null, neither mode), its price an hour and a month. */
  isPayg: z.catch(z.optional(z.nullable(z.boolean())), null),
  hourlyAmount: z.catch(z.optional(z.nullable(z.number())), null),
  monthlyAmount: z.catch(z.optional(z.nullable(z.number())), null),
});
export type OrderPreviewItem = z.infer<typeof orderPreviewItem>;

export const orderPreview = z.object({
  currencyCode: z.string(),
  /** Ours, optional: only `true` says the amounts include VAT; otherwise they exclude it (`vatBasisOf`, ledger). */
  amountsIncludeVat,
  items: z.array(orderPreviewItem),
  recurringTotal: z.number(),
  setupTotal: z.number(),
  totalDueNow: z.number(),
});
export type OrderPreview = z.infer<typeof orderPreview>;

/** Where to pay an order (in invoice-payment.ts, which loads no schema: Home shares it). */
export { paymentLinkOf } from './invoice-payment';
