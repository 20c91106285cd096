import * as z from 'zod/mini';
import {
  billingCycleEnum,
  billingCycleValues,
  liftExtensions,
  listPage,
  nullableString,
  nullableTimestamp,
  problemDetails,
  tolerantEnum,
  tolerantGate,
  tolerantNullableEnum,
} from './common';

const missingGate = tolerantGate.parse(undefined);

export const orderStatusValues = ['pending', 'active', 'completed', 'cancelled', 'failed'] as const;
export const orderStatus = tolerantEnum(orderStatusValues);
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderTypeValues = ['new', 'renew', 'upgrade', 'transfer'] as const;
export const orderType = tolerantEnum(orderTypeValues);
export type OrderType = z.infer<typeof orderType>;

export const invoiceStatusValues = ['paid', 'unpaid', 'partially_paid', 'draft', 'cancelled', 'refunded'] as const;
export const invoiceStatus = tolerantEnum(invoiceStatusValues);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/** `unknown` is a spec value here as well as the tolerant fallback. */
export const paymentStatusValues = ['paid', 'unpaid', 'credit_note', 'pending', 'unknown'] as const;

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
  /** true = pay-as-you-go cloud VPS (still reported with a `monthly` cycle). */
  isPayg: z.catch(z.boolean(), false),
  periodYears: z.catch(z.nullable(z.number().check(z.int())), null),
});
export type OrderBilling = z.infer<typeof orderBilling>;

export const orderInvoice = z.object({
  id: z.string(),
  number: nullableString,
  amount: z.number(),
  currencyCode: z.string(),
  dueAt: nullableTimestamp,
  status: invoiceStatus,
  paymentUrl: nullableString,
  totals: z.object({
    currencyCode: z.string(),
    total: z.number(),
    amountPaid: z.number(),
    outstanding: z.number(),
  }),
  dates: z.catch(z.object({ dueAt: nullableTimestamp }), { dueAt: null }),
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

/** Item fields of hosting/addons/upgrades are not in the spec: kept as opaque records. */
const opaqueItems = z.catch(z.array(z.record(z.string(), z.unknown())), []);

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
  domains: z.catch(z.array(orderDomainItem), []),
  hosting: opaqueItems,
  addons: opaqueItems,
  upgrades: opaqueItems,
  invoiceLookupPending: z.catch(z.boolean(), false),
  restoreIntents: z.catch(z.optional(restoreIntents), undefined),
  createdAt: nullableTimestamp,
  contractAcceptedAt: nullableTimestamp,
  notes: nullableString,
  referenceNumber: nullableString,
});
export type Order = z.infer<typeof order>;

/** List items carry the full order shape (see the ledger). */
export const orderListPage = listPage(order);
export type OrderListPage = z.infer<typeof orderListPage>;

export const orderListQuery = z.strictObject({
  status: z.optional(z.enum(orderStatusValues)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** Cancel takes no body; unknown keys are rejected. */
export const orderCancelBody = z.strictObject({});

/** 409 `not_cancelable`; `order.status` is a plain string because it may be `processing`. */
export const notCancelableProblem = z.pipe(
  z.transform(liftExtensions(['order', 'actions'])),
  z.extend(problemDetails, {
    code: z.literal('not_cancelable'),
    order: z.object({ id: z.string(), status: z.string() }),
    actions: z.catch(z.object({ canCancel: tolerantGate }), { canCancel: missingGate }),
  }),
);
export type NotCancelableProblem = z.infer<typeof notCancelableProblem>;

// ---------------------------------------------------------------------------------------------
// Order creation (POST /api/v2/orders; body "not shown", decided in the ledger)
// ---------------------------------------------------------------------------------------------

const hostnamePattern =
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

export const sharedHostingOrderItem = z.strictObject({
  type: z.literal('shared_hosting'),
  productSlug,
  primaryDomain: domainName,
  billingCycle: billingCycleEnum,
});

export const domainRegistrationOrderItem = z.strictObject({
  type: z.literal('domain_registration'),
  domain: domainName,
  periodYears: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(9)), 1),
});

export const domainTransferOrderItem = z.strictObject({
  type: z.literal('domain_transfer'),
  domain: domainName,
  eppCode: z.string().check(z.minLength(1, 'Enter the transfer (EPP) code.'), z.maxLength(64)),
});

export const vpsOrderItem = z.strictObject({
  type: z.literal('vps'),
  productSlug,
  region: z.string().check(z.minLength(1), z.maxLength(32)),
  hostname: z.optional(domainName),
  billingCycle: billingCycleEnum,
  /** Pay-as-you-go cloud VPS; billed monthly. */
  isPayg: z.optional(z.boolean()),
  sshKeyIds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(100))),
});

export const orderItemTypeValues = ['shared_hosting', 'domain_registration', 'domain_transfer', 'vps'] as const;

export const orderItem = z.discriminatedUnion('type', [
  sharedHostingOrderItem,
  domainRegistrationOrderItem,
  domainTransferOrderItem,
  vpsOrderItem,
]);
export type OrderItem = z.infer<typeof orderItem>;

export const orderCreateBody = z.strictObject({
  items: z
    .array(orderItem)
    .check(z.minLength(1, 'Add at least one item.'), z.maxLength(20, 'Order at most 20 items at once.')),
  notes: z.optional(z.nullable(z.string().check(z.maxLength(1000, 'Use at most 1000 characters.')))),
  referenceNumber: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/** Order creation answers with the same shape as the order detail (201). */
export const orderCreateResponse = order;
