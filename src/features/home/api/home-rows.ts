import * as z from 'zod/mini';
import { amountsIncludeVat } from '@/api/schemas/vat';
import {
  guardFlag,
  invoiceStatus,
  listPage,
  listPageShape,
  nullableBoolean,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  renewalInvoice,
  tolerantEnum,
  withDroppedCount,
} from '@/api/schemas/common';
import { invoiceKindValues } from '@/api/schemas/billing-values';
import {
  domainPendingOrderKindValues,
  domainProgressKindValues,
  domainProgressStepValues,
  domainServiceStatusValues,
} from '@/api/schemas/domains-values';
import { hostingServiceStatusValues } from '@/api/schemas/hosting-values';
import { orderStatusValues, paymentStatusValues } from '@/api/schemas/orders-values';
import { ticketStatusValues } from '@/api/schemas/tickets-values';
import { guestNetworkStatusValues, vpsStatusValues } from '@/api/schemas/vps-values';

/**
 * Home's rows: each read parsed with only the members Home uses, so its first screen does not load six areas'
 * contract modules (15 KB gzip more on Home's first screen with them, about 75 ms on the bench's phone, where Home is
 * the screen closest to its LCP goal). Read as the areas' own schemas read the same members (home-rows.test.ts parses
 * the same answers with both and compares):
 * - a row the area's schema would drop is dropped here too, so Home counts what the area's list shows: the members
 *   that schema requires stay required here, read or not (a hosting account's `billing`, an order's `billing`, a
 *   ticket's `departmentSlug` and `messageCount`…);
 * - an unknown enum value is `'unknown'`; a guard flag (`actionRequired`) missing or malformed is `null`, never
 *   "nothing to do".
 * Each enum's values come from the contract's values modules (`api/schemas/*-values.ts`), the lists its schemas
 * read: a value the contract gains is read here too.
 */

/** `totals` of an invoice: only what is outstanding (a malformed object is null, as the full read). */
const outstandingTotals = z.catch(z.nullable(z.object({ outstanding: nullableNumber })), null);

export const homeVps = z.object({
  id: z.string(),
  name: nullableString,
  hostname: nullableString,
  status: tolerantEnum(vpsStatusValues),
  stoppedUnexpectedly: nullableBoolean,
  lastFailedJob: z.catch(
    z.nullable(z.object({ jobId: z.string(), kind: nullableString, failedAt: nullableTimestamp })),
    null,
  ),
  guestNetworkStatus: z.catch(z.nullable(tolerantEnum(guestNetworkStatusValues)), null),
  /** The change the server is busy with: a new server's installation (`vps.provision`) is followed on Home. */
  activeOperation: z.catch(
    z.nullable(z.object({ jobId: z.string(), kind: nullableString, pollUrl: nullableString })),
    null,
  ),
});
export type HomeVps = z.infer<typeof homeVps>;

export const homeHostingAccount = z.object({
  id: z.string(),
  name: z.string(),
  customName: nullableString,
  serviceStatus: tolerantEnum(hostingServiceStatusValues),
  billing: z.object({ amount: z.number(), currencyCode: z.string() }),
  mailboxesOverQuota: z.catch(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
  blockingInvoice: z.catch(z.nullable(renewalInvoice), null),
});
export type HomeHostingAccount = z.infer<typeof homeHostingAccount>;

export const homeDomain = z.object({
  id: z.string(),
  name: z.string(),
  serviceStatus: tolerantEnum(domainServiceStatusValues),
  actionRequired: guardFlag,
  lifecycle: z.object({ autoRenewEnabled: nullableBoolean }),
  expiresAt: nullableTimestamp,
  pendingOrder: z.catch(
    z.nullable(
      z.object({
        kind: tolerantEnum(domainPendingOrderKindValues),
        orderId: nullableString,
        orderNumber: nullableString,
        invoiceId: nullableString,
        amount: nullableNumber,
        currencyCode: nullableString,
        dueAt: nullableTimestamp,
      }),
    ),
    null,
  ),
  unlockRequestedAt: nullableTimestamp,
  progress: z.catch(
    z.nullable(
      z.object({
        kind: tolerantEnum(domainProgressKindValues),
        step: tolerantEnum(domainProgressStepValues),
        expectedAt: nullableTimestamp,
      }),
    ),
    null,
  ),
  dnsNotServed: nullableBoolean,
});
export type HomeDomain = z.infer<typeof homeDomain>;

export const homeOrder = z.object({
  id: z.string(),
  number: z.string(),
  status: tolerantEnum(orderStatusValues),
  checkoutUrl: nullableString,
  billing: z.object({ amount: z.number(), currencyCode: z.string() }),
  invoice: z.catch(
    z.nullable(
      z.object({
        id: nullableString,
        amount: nullableNumber,
        currencyCode: nullableString,
        dueAt: nullableTimestamp,
        status: invoiceStatus,
        paymentUrl: nullableString,
        totals: outstandingTotals,
      }),
    ),
    null,
  ),
  paymentStatus: z.catch(z.object({ status: tolerantEnum(paymentStatusValues) }), { status: 'unknown' as const }),
});
export type HomeOrder = z.infer<typeof homeOrder>;

export const homeInvoice = z.object({
  id: z.string(),
  number: nullableString,
  /** `add_funds`: prepaid credit, no VAT (its amount says so, not "incl. VAT"). */
  kind: tolerantEnum(invoiceKindValues),
  orderId: nullableString,
  status: invoiceStatus,
  amount: nullableNumber,
  currencyCode: nullableString,
  totals: outstandingTotals,
  dueAt: nullableTimestamp,
  paymentUrl: nullableString,
  /** Its amounts are what it charges: with VAT when `true` (ledger "Money: VAT"), said beside the amount. */
  amountsIncludeVat,
  /** When its automatic payment failed (still open); null: never, or not sent. */
  autoPaymentFailedAt: nullableTimestamp,
});
export type HomeInvoice = z.infer<typeof homeInvoice>;

export const homeTicket = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.nullable(z.string()),
  status: tolerantEnum(ticketStatusValues),
  departmentSlug: z.string(),
  messageCount: z.number().check(z.int()),
  updatedAt: nullableTimestamp,
  lastMessageAt: nullableTimestamp,
});
export type HomeTicket = z.infer<typeof homeTicket>;

/** The pages, one per read (src/api/home-reads.ts names them). */
const domainPage = z.pipe(
  z.object({
    ...listPageShape(homeDomain, 'Home domain list'),
    total: z.catch(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
    statusCounts: z.catch(z.nullable(z.record(z.string(), z.catch(z.number().check(z.int(), z.minimum(0)), -1))), null),
  }),
  z.transform(withDroppedCount),
);

export const homePages = {
  vps: listPage(homeVps, 'Home VPS list'),
  hosting: listPage(homeHostingAccount, 'Home hosting account list'),
  domainCounts: domainPage,
  domainsActionRequired: domainPage,
  domainsExpiring: domainPage,
  domainsPendingOrder: domainPage,
  domainsUnlock: domainPage,
  domainsInProgress: domainPage,
  domainsDnsNotServed: domainPage,
  orders: listPage(homeOrder, 'Home order list'),
  invoices: listPage(homeInvoice, 'Home invoice list'),
  tickets: listPage(homeTicket, 'Home ticket list'),
} as const;
