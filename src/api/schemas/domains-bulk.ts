import * as z from 'zod/mini';
import {
  guardFlag,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  operation,
  terminalOperationStatuses,
  tolerantArray,
  tolerantEnum,
} from './common';
import { jobResultOf, type JobPoll } from './jobs';

/**
 * The bulk domain operations and the redirect rules they make (split from `domains.ts`, which the domain list
 * loads: these load with the bulk dialogs).
 */

// ---------------------------------------------------------------------------------------------
// Bulk operations
// ---------------------------------------------------------------------------------------------

export const bulkDomainLimit = 100;

/** Bulk auto-renew: `dom_` ids (a hostname is a 400; foreign or unknown ids are the server's to reject). */
const domainIds = z
  .array(opaqueId('dom_'))
  .check(
    z.minLength(1, 'Choose at least one domain.'),
    z.maxLength(bulkDomainLimit, `Choose at most ${bulkDomainLimit} domains at once.`),
  );

const hostnamePattern =
  /^(?=.{4,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const domainNames = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(253, { error: 'Use at most 253 characters.', abort: true }),
        z.regex(hostnamePattern, 'Use a domain name such as example.com (not a dom_ id).'),
      ),
  )
  .check(
    z.minLength(1, 'Choose at least one domain.'),
    z.maxLength(bulkDomainLimit, `Choose at most ${bulkDomainLimit} domains at once.`),
  );

export const redirectStatusCodes = [301, 302, 307, 308] as const;
export const redirectScopeValues = ['exact', 'root_www', 'subdomains', 'all'] as const;

// Redirect bodies: unknown members are ignored; the spec's own "create only"/"delete only" fields fail on their path.
export const redirectSpec = z.object({
  /** URL or path template; may contain `{domain}`. */
  sourceUrl: z.string().check(z.trim(), z.minLength(1, 'Enter the source URL or path.'), z.maxLength(2048)),
  targetUrl: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter the destination URL.', abort: true }),
      z.maxLength(2048, { error: 'Use at most 2048 characters.', abort: true }),
      z.regex(/^https?:\/\/[^\s/?#]+\S*$/i, 'Enter a full URL starting with http:// or https://.'),
    ),
  statusCode: z.optional(z.literal(redirectStatusCodes, { error: 'Choose 301, 302, 307 or 308.' })),
  preserveQueryString: z.optional(z.boolean()),
  preservePathSuffix: z.optional(z.boolean()),
  description: z.optional(z.string().check(z.maxLength(500))),
  redirectScope: z.optional(z.enum(redirectScopeValues)),
});
export type RedirectSpec = z.infer<typeof redirectSpec>;

export const bulkRedirectCreateBody = z.object({
  action: z.literal('create'),
  domainNames,
  redirect: redirectSpec,
  ruleIds: z.optional(z.never({ error: 'ruleIds is accepted only for delete.' })),
});

export const bulkRedirectDeleteBody = z.object({
  action: z.literal('delete'),
  domainNames,
  redirect: z.optional(z.never({ error: 'redirect is accepted only for create.' })),
  /** Omitted: every matching rule of the selected domains is removed. */
  ruleIds: z.optional(z.array(opaqueId('redir_')).check(z.minLength(1), z.maxLength(500))),
});

export const bulkRedirectBody = z.discriminatedUnion('action', [bulkRedirectCreateBody, bulkRedirectDeleteBody]);
export type BulkRedirectBody = z.infer<typeof bulkRedirectBody>;

export const bulkRedirectResponse = z.object({
  operation,
  action: tolerantEnum(['create', 'delete'] as const),
  domainsQueued: nullableInt,
});
export type BulkRedirectResponse = z.infer<typeof bulkRedirectResponse>;

export const pendingOrderActionValues = ['block', 'keep', 'cancel'] as const;

export const bulkAutoRenewBody = z.object({
  domainIds,
  enabled: z.boolean({ error: 'Say whether auto-renew should be on or off.' }),
  /** Only relevant when disabling; the server defaults to `block`. */
  pendingOrderAction: z.optional(z.enum(pendingOrderActionValues)),
  /** Legacy alias of `pendingOrderAction: cancel`; ignored when that is present. */
  confirmCancelPending: z.optional(z.boolean()),
});
export type BulkAutoRenewBody = z.infer<typeof bulkAutoRenewBody>;

export const bulkAutoRenewResponse = z.object({
  operation,
  enabled: z.boolean(),
  domainsQueued: nullableInt,
});
export type BulkAutoRenewResponse = z.infer<typeof bulkAutoRenewResponse>;

export const pendingRenewalOrder = z.object({
  domainId: nullableString,
  domainName: nullableString,
  orderId: nullableString,
  orderNumber: nullableString,
  invoiceId: nullableString,
  invoiceNumber: nullableString,
  invoiceStatus: nullableString,
  billing: z.catch(z.nullable(z.object({ amount: nullableNumber, currencyCode: nullableString })), null),
  createdAt: nullableTimestamp,
});
export type PendingRenewalOrder = z.infer<typeof pendingRenewalOrder>;

/**
 * Job result of a bulk auto-renew. A blocked disable has `pendingOrdersFound: true` and changed nothing;
 * re-submit with `keep` or `cancel`. `pendingOrdersFound` is a guard: missing or malformed is `null`, so a blocked
 * disable can never read as success (see `autoRenewOutcomeOf`).
 */
export const autoRenewJobResult = z.object({
  pendingOrdersFound: guardFlag,
  pendingOrders: z.catch(tolerantArray(pendingRenewalOrder, 'auto-renew pendingOrders[]'), []),
  domainsUpdated: nullableInt,
});
export type AutoRenewJobResult = z.infer<typeof autoRenewJobResult>;

/**
 * The auto-renew result of a poll body, wherever the server put it: in the job's `result` (or `operation.result`)
 * or beside `operation` at the top level. When the two places disagree the blocking reading wins.
 */
export function autoRenewJobResultOf(poll: JobPoll): AutoRenewJobResult {
  const nested = autoRenewJobResult.parse(jobResultOf(poll) ?? {});
  const top = autoRenewJobResult.parse({
    pendingOrdersFound: poll.pendingOrdersFound,
    pendingOrders: poll.pendingOrders,
  });
  const flags = [nested.pendingOrdersFound, top.pendingOrdersFound];
  return {
    pendingOrdersFound: flags.includes(true) ? true : flags.includes(false) ? false : null,
    pendingOrders: nested.pendingOrders.length > 0 ? nested.pendingOrders : top.pendingOrders,
    domainsUpdated: nested.domainsUpdated,
  };
}

/**
 * What a bulk auto-renew job did, for the request that was sent:
 * - `running`: not terminal yet; `failed`: the job failed;
 * - `blocked`: a disable with `block` (the default) found pending renewal orders and changed nothing;
 * - `applied`: done;
 * - `unknown`: a disable with `block` finished but the server did not say whether it was blocked. Never shown as
 *   success: the screen says it could not confirm and refreshes the domains.
 */
export type AutoRenewOutcome = 'running' | 'failed' | 'blocked' | 'applied' | 'unknown';

export function autoRenewOutcomeOf(
  poll: JobPoll,
  request: Pick<BulkAutoRenewBody, 'enabled' | 'pendingOrderAction' | 'confirmCancelPending'>,
): AutoRenewOutcome {
  const status = poll.operation.status;
  if (status === 'failed') return 'failed';
  if (!terminalOperationStatuses.includes(status)) return 'running';
  const pendingOrderAction = request.pendingOrderAction ?? (request.confirmCancelPending ? 'cancel' : 'block');
  if (request.enabled || pendingOrderAction !== 'block') return 'applied';
  const result = autoRenewJobResultOf(poll);
  if (result.pendingOrdersFound === true || result.pendingOrders.length > 0) return 'blocked';
  return result.pendingOrdersFound === false ? 'applied' : 'unknown';
}

/**
 * Bulk renew takes any strings: foreign, invalid and ineligible ids are the server's to report in `skipped[]`
 * (the eligible subset still queues), so the client never rejects an id here.
 */
export const bulkRenewBody = z.object({
  domainIds: z
    .array(z.string().check(z.maxLength(253)))
    .check(
      z.minLength(1, 'Choose at least one domain.'),
      z.maxLength(bulkDomainLimit, `Choose at most ${bulkDomainLimit} domains at once.`),
    ),
});
export type BulkRenewBody = z.infer<typeof bulkRenewBody>;

export const renewSkippedItem = z.object({
  domainId: nullableString,
  domainName: nullableString,
  reason: z.catch(z.string(), 'unknown'),
  orderNumber: nullableString,
  invoiceId: nullableString,
});
export type RenewSkippedItem = z.infer<typeof renewSkippedItem>;

/** 202: something was queued. */
export const bulkRenewQueued = z.object({
  operation,
  domainsQueued: nullableInt,
  domainsSkipped: z.number().check(z.int(), z.minimum(0)),
  skipped: z.catch(tolerantArray(renewSkippedItem, 'bulk renew skipped[]'), []),
  allSkipped: z.boolean(),
});

/** 200: every domain was skipped, nothing queued. */
export const bulkRenewAllSkipped = z.object({
  operation: z.null(),
  domainsQueued: z.catch(z.nullable(z.number().check(z.int())), 0),
  domainsSkipped: z.number().check(z.int(), z.minimum(0)),
  skipped: z.catch(tolerantArray(renewSkippedItem, 'bulk renew skipped[]'), []),
  allSkipped: z.catch(z.literal(true), true),
});

export const bulkRenewResponse = z.union([bulkRenewQueued, bulkRenewAllSkipped]);
export type BulkRenewResponse = z.infer<typeof bulkRenewResponse>;
