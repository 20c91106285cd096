import * as z from 'zod';
import {
  billingCycleEnum,
  billingCycleValues,
  listPage,
  nullableTimestamp,
  problemDetails,
  tolerantEnum,
  tolerantGate,
  tolerantNullableEnum,
} from './common';

const nullableString = z.string().nullable().catch(null);
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

/** The spec allows an empty string for "no cycle"; it is read as null. */
const orderBillingCycle = z.preprocess(
  (value) => (value === '' ? null : value),
  tolerantNullableEnum(billingCycleValues),
);

export const orderBilling = z.object({
  amount: z.number(),
  currencyCode: z.string(),
  billingCycle: orderBillingCycle,
  /** true = pay-as-you-go cloud VPS (still reported with a `monthly` cycle). */
  isPayg: z.boolean().catch(false),
  periodYears: z.number().int().nullable().catch(null),
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
  dates: z.object({ dueAt: nullableTimestamp }).catch({ dueAt: null }),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

export const orderPaymentStatus = z
  .object({ status: tolerantEnum(paymentStatusValues), reason: nullableString })
  .catch({ status: 'unknown', reason: null });
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatus>;

export const orderActions = z
  .object({ canRetry: tolerantGate, canCancel: tolerantGate })
  .catch({ canRetry: missingGate, canCancel: missingGate });
export type OrderActions = z.infer<typeof orderActions>;

export const orderDomainItem = z.object({
  name: z.string(),
  tld: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
});
export type OrderDomainItem = z.infer<typeof orderDomainItem>;

/** Item fields of hosting/addons/upgrades are not in the spec: kept as opaque records. */
const opaqueItems = z.array(z.record(z.string(), z.unknown())).catch([]);

export const restoreIntents = z.object({
  requested: z.number().int(),
  created: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
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
  client: orderClient.nullable().catch(null),
  billing: orderBilling,
  invoice: orderInvoice.nullable().catch(null),
  paymentStatus: orderPaymentStatus,
  actions: orderActions,
  domains: z.array(orderDomainItem).catch([]),
  hosting: opaqueItems,
  addons: opaqueItems,
  upgrades: opaqueItems,
  invoiceLookupPending: z.boolean().catch(false),
  restoreIntents: restoreIntents.optional().catch(undefined),
  createdAt: nullableTimestamp,
  contractAcceptedAt: nullableTimestamp,
  notes: nullableString,
  referenceNumber: nullableString,
});
export type Order = z.infer<typeof order>;

/** List items carry the full order shape (see the ledger draft). */
export const orderListPage = listPage(order);
export type OrderListPage = z.infer<typeof orderListPage>;

export const orderListQuery = z.strictObject({
  status: z.enum(orderStatusValues).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(512).optional(),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** Cancel takes no body; unknown keys are rejected. */
export const orderCancelBody = z.strictObject({});

/**
 * Problem members the spec puts on the body itself. A server that nests them under `extensions`
 * (as the 403 body does) is read the same way.
 */
function liftExtensions(keys: readonly string[]) {
  return (body: unknown) => {
    if (typeof body !== 'object' || body === null) return body;
    const record = body as Record<string, unknown>;
    const extensions = record.extensions;
    if (typeof extensions !== 'object' || extensions === null) return body;
    const lifted: Record<string, unknown> = { ...record };
    for (const key of keys) {
      if (lifted[key] === undefined && key in extensions) lifted[key] = (extensions as Record<string, unknown>)[key];
    }
    return lifted;
  };
}

/** 409 `not_cancelable`; `order.status` is a plain string because it may be `processing`. */
export const notCancelableProblem = z.preprocess(
  liftExtensions(['order', 'actions']),
  problemDetails.extend({
    code: z.literal('not_cancelable'),
    order: z.object({ id: z.string(), status: z.string() }),
    actions: z.object({ canCancel: tolerantGate }).catch({ canCancel: missingGate }),
  }),
);
export type NotCancelableProblem = z.infer<typeof notCancelableProblem>;

// ---------------------------------------------------------------------------------------------
// Order creation (POST /api/v2/orders; body "not shown", decided in the ledger draft)
// ---------------------------------------------------------------------------------------------

const hostnamePattern = /^(?=.{4,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { error: 'Use at most 253 characters.', abort: true })
  .regex(hostnamePattern, 'Enter a full domain name such as example.com.');

const productSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use the slug from the product catalog.');

export const sharedHostingOrderItem = z.strictObject({
  type: z.literal('shared_hosting'),
  productSlug,
  primaryDomain: domainName,
  billingCycle: billingCycleEnum,
});

export const domainRegistrationOrderItem = z.strictObject({
  type: z.literal('domain_registration'),
  domain: domainName,
  periodYears: z.number().int().min(1).max(9).default(1),
});

export const domainTransferOrderItem = z.strictObject({
  type: z.literal('domain_transfer'),
  domain: domainName,
  eppCode: z.string().min(1, 'Enter the transfer (EPP) code.').max(64),
});

export const vpsOrderItem = z.strictObject({
  type: z.literal('vps'),
  productSlug,
  region: z.string().min(1).max(32),
  hostname: domainName.optional(),
  billingCycle: billingCycleEnum,
  /** Pay-as-you-go cloud VPS; billed monthly. */
  isPayg: z.boolean().optional(),
  sshKeyIds: z.array(z.string().min(1).max(64)).max(100).optional(),
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
  items: z.array(orderItem).min(1, 'Add at least one item.').max(20, 'Order at most 20 items at once.'),
  notes: z.string().max(1000, 'Use at most 1000 characters.').nullable().optional(),
  referenceNumber: z.string().max(64).nullable().optional(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/** Order creation answers with the same shape as the order detail (201). */
export const orderCreateResponse = order;
