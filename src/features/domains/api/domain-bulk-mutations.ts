import * as z from 'zod/mini';
import { call } from '@/api/call';
import { ApiError } from '@/api/client';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { newIdempotencyKey } from '@/api/idempotency-key';
import { queryRoots } from '@/api/query-roots';
import type { Operation } from '@/api/schemas/common';
import type { RenewSkippedItem } from '@/api/schemas/domains-bulk';
import { domainQueries } from './domain-queries';
import type { DomainRef } from './domain-selection';
import type { AutoRenewParams, ContactsCopyParams, NameserverParams, RedirectParams } from './domain-bulk';

/*
 * The bulk run's writes: one request per chunk of domains (`use-bulk-run.ts` guards them: a run is never sent twice,
 * a chunk never retried on its own). Loaded with the bulk dialog, never with the list.
 */

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
  const body = checked(api.bulkRedirects.body, redirectBodyOf(domains, params));
  const data = await call(api.bulkRedirects, { body });
  return { operation: data.operation, skipped: [] };
}

export async function sendAutoRenew(domains: readonly DomainRef[], params: AutoRenewParams): Promise<ChunkAnswer> {
  const body = checked(api.bulkAutoRenew.body, {
    domainIds: domains.map((d) => d.id),
    enabled: params.enabled,
    ...(params.pendingOrderAction ? { pendingOrderAction: params.pendingOrderAction } : {}),
  });
  const data = await call(api.bulkAutoRenew, { body });
  return { operation: data.operation, skipped: [] };
}

export async function sendRenew(domains: readonly DomainRef[]): Promise<ChunkAnswer> {
  const body = checked(api.bulkRenew.body, { domainIds: domains.map((d) => d.id) });
  // A key of its own per chunk: a bulk run is never sent again as such (a domain renewed twice is `renewal_pending`).
  const data = await call(api.bulkRenew, { body, idempotencyKey: newIdempotencyKey() });
  return { operation: data.operation, skipped: data.skipped };
}

export async function sendNameservers(domains: readonly DomainRef[], params: NameserverParams): Promise<ChunkAnswer> {
  const body = checked(api.bulkNameservers.body, { ...params, domainIds: domains.map((d) => d.id) });
  const data = await call(api.bulkNameservers, { body });
  return { operation: data.operation, skipped: [] };
}

export async function sendContactsCopy(
  domains: readonly DomainRef[],
  params: ContactsCopyParams,
): Promise<ChunkAnswer> {
  const body = checked(api.bulkContacts.body, { ...params, domainIds: domains.map((d) => d.id) });
  const data = await call(api.bulkContacts, { body });
  return { operation: data.operation, skipped: [] };
}

/** What a finished bulk job changes: every domain list and detail, and orders (renewals, cancelled renewals). */
export const bulkInvalidates = () => [domainQueries.all(), queryRoots.orders];
