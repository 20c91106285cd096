import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiRequest, apiRequestWithStatus } from '@/api/client';
import { queryRoots } from '@/api/query-roots';
import type { Operation } from '@/api/schemas/common';
import {
  bulkAutoRenewBody,
  bulkAutoRenewResponse,
  bulkRedirectBody,
  bulkRedirectResponse,
  bulkRenewBody,
  bulkRenewResponse,
  redirectRuleList,
  type RenewSkippedItem,
} from '@/api/schemas/domains-bulk';
import type { JobPoll } from '@/api/schemas/jobs';
import type { TrackedOperation } from '@/ui/operations/operations-store';
import { DOMAINS_PATH, domainPath, domainQueries } from './domain-queries';
import type { DomainRef } from './domain-selection';
import type { AutoRenewParams, RedirectParams } from './domain-bulk';

/** What one bulk request answered: the job to follow (null: nothing queued) and, for renew, what was skipped. */
export interface ChunkAnswer {
  operation: Operation | null;
  skipped: readonly RenewSkippedItem[];
}

/** A body the contract refuses is a bug of ours: say so rather than send it. */
function checked<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError({
    status: 0,
    code: 'client_error',
    title: '',
    detail: issue ? `/${issue.path.map(String).join('/')}: ${issue.message}` : null,
  });
}

/**
 * The redirect request of one chunk. Deleting chosen rules sends only the rules of the chunk's domains; a chunk
 * none of whose domains has a chosen rule must not be sent (without `ruleIds` the server deletes every rule).
 */
export function redirectBodyOf(domains: readonly DomainRef[], params: RedirectParams) {
  const domainNames = domains.map((d) => d.name);
  if (params.action === 'create') return { action: 'create' as const, domainNames, redirect: params.redirect };
  if (!params.ruleIdsByDomain) return { action: 'delete' as const, domainNames };
  const ruleIds = domains.flatMap((d) => params.ruleIdsByDomain?.[d.name] ?? []);
  if (ruleIds.length === 0) throw new RangeError('a chosen-rules delete needs rules in every chunk');
  return { action: 'delete' as const, domainNames, ruleIds };
}

export async function sendRedirects(domains: readonly DomainRef[], params: RedirectParams): Promise<ChunkAnswer> {
  const body = checked(bulkRedirectBody, redirectBodyOf(domains, params));
  const { data } = await apiRequestWithStatus(bulkRedirectResponse, `${DOMAINS_PATH}/bulk/redirects`, {
    method: 'POST',
    body,
  });
  return { operation: data.operation, skipped: [] };
}

export async function sendAutoRenew(domains: readonly DomainRef[], params: AutoRenewParams): Promise<ChunkAnswer> {
  const body = checked(bulkAutoRenewBody, {
    domainIds: domains.map((d) => d.id),
    enabled: params.enabled,
    ...(params.pendingOrderAction ? { pendingOrderAction: params.pendingOrderAction } : {}),
  });
  const { data } = await apiRequestWithStatus(bulkAutoRenewResponse, `${DOMAINS_PATH}/bulk/autorenew`, {
    method: 'POST',
    body,
  });
  return { operation: data.operation, skipped: [] };
}

export async function sendRenew(domains: readonly DomainRef[]): Promise<ChunkAnswer> {
  const body = checked(bulkRenewBody, { domainIds: domains.map((d) => d.id) });
  const { data } = await apiRequestWithStatus(bulkRenewResponse, `${DOMAINS_PATH}/bulk/renew`, {
    method: 'POST',
    body,
  });
  return { operation: data.operation, skipped: data.skipped };
}

/** What a finished bulk job changes: every domain list and detail, and orders (renewals, cancelled renewals). */
export const bulkInvalidates = () => [domainQueries.all(), queryRoots.orders];

/** A domain's redirect rules (mock read, ledger "Domains"), nested under its detail key. */
export const redirectRulesQuery = (domain: DomainRef) =>
  queryOptions({
    queryKey: [...domainQueries.detail(domain.id).queryKey, 'redirects'],
    queryFn: ({ signal }) => apiRequest(redirectRuleList, `${domainPath(domain.id)}/redirects`, { signal }),
  });

/** The tracker's record of a job as a poll body, so the contract's readers (`autoRenewOutcomeOf`) can read it. */
export function jobPollOf(op: TrackedOperation): JobPoll {
  return {
    pendingOrdersFound: op.extras?.['pendingOrdersFound'],
    pendingOrders: op.extras?.['pendingOrders'],
    operation: { status: op.status, jobId: op.jobId, pollUrl: op.pollUrl },
    kind: null,
    target: null,
    createdAt: null,
    updatedAt: null,
    completedAt: null,
    progressPercent: null,
    result: op.result,
    error: null,
  };
}
