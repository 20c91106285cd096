import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import { tolerantArray, type FieldError } from '@/api/schemas/common';
import {
  autoRenewJobResultOf,
  autoRenewOutcomeOf,
  bulkDomainLimit,
  pendingRenewalOrder,
  type BulkAutoRenewBody,
  type PendingRenewalOrder,
  type RedirectSpec,
  type RenewSkippedItem,
} from '@/api/schemas/domains-bulk';
import { bulkManageJobResult, type BulkContactsBody, type BulkNameserversBody } from '@/api/schemas/domains-manage';
import { jobResultOf, type JobPoll } from '@/api/schemas/jobs';
import type { OperationError, TrackedOperation } from '@/ui/operations/operations-store';
import type { DomainRef } from './domain-selection';

/**
 * The bulk operations' bookkeeping, without React or HTTP: chunking a selection into requests of at most
 * `bulkDomainLimit` domains, reading a refused request's pointers back to the domains of that request, and merging
 * every request's (and job's) answer into one outcome per domain.
 */

export type BulkAction =
  'redirectCreate' | 'redirectDelete' | 'autoRenewOn' | 'autoRenewOff' | 'renew' | 'nameservers' | 'contactsCopy';

export type RedirectParams =
  | { action: 'create'; redirect: RedirectSpec }
  /** `ruleIds` by domain name; undefined: every rule of each domain. */
  | { action: 'delete'; ruleIdsByDomain?: Readonly<Record<string, readonly string[]>> };
export type AutoRenewParams = Pick<BulkAutoRenewBody, 'enabled' | 'pendingOrderAction'>;
export type RenewParams = { renew: true };
/** Bulk nameservers (issue 37): the change every domain gets. */
export type NameserverParams = Omit<BulkNameserversBody, 'domainIds'>;
/** Bulk contact copy (issue 37): whose contacts, which roles. */
export type ContactsCopyParams = Omit<BulkContactsBody, 'domainIds'>;

/** Where each kind of request names its domains (the pointers of a refused batch start with it). */
export const bulkDomainField = {
  redirects: 'domainNames',
  autoRenew: 'domainIds',
  renew: 'domainIds',
  manage: 'domainIds',
} as const;
export type BulkKind = keyof typeof bulkDomainField;

export function bulkKindOf(action: BulkAction): BulkKind {
  if (action === 'nameservers' || action === 'contactsCopy') return 'manage';
  return action === 'renew'
    ? 'renew'
    : action === 'redirectCreate' || action === 'redirectDelete'
      ? 'redirects'
      : 'autoRenew';
}

/** The selection in request-sized pieces, in order, each domain once (by id). */
export function chunkDomains(domains: readonly DomainRef[], size: number = bulkDomainLimit): DomainRef[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const seen = new Set<string>();
  const unique = domains.filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true)));
  const chunks: DomainRef[][] = [];
  for (let i = 0; i < unique.length; i += size) chunks.push(unique.slice(i, i + size));
  return chunks;
}

/** One request of a bulk operation and what became of it. A chunk leaves `waiting` once: it is never sent twice. */
export type ChunkState =
  | { status: 'waiting' }
  | { status: 'sending' }
  /** Held back because an earlier request of the same attempt failed in a way the rest would too (403, 5xx...). */
  | { status: 'stopped'; by: 'failure' | 'user' }
  /** The server took it: `jobId` null when nothing was queued (bulk renew, every domain skipped). */
  | { status: 'accepted'; jobId: string | null; skipped: readonly RenewSkippedItem[] }
  | { status: 'refused'; error: unknown };

export interface BulkChunk<P> {
  id: string;
  attempt: number;
  domains: readonly DomainRef[];
  params: P;
  state: ChunkState;
}

/** A refusal that would refuse the next request too (scopes, auth, rate limit, server down): stop sending. */
export function stopsBatch(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return !(error.status === 400 || error.status === 404 || error.status === 409);
}

export interface Rejection {
  pointer: string;
  code: string;
  detail: string;
}

/**
 * The domains of one refused request the server pointed at, by their index in that request: field errors whose
 * pointer is `/<field>/<i>` (`/domainNames/3`), and for `auto_renew_unavailable` the ids it names in
 * `extensions.domainIds`. Pointers outside the request's list are ignored (they are shown with the problem).
 */
export function rejectionsOf(
  error: unknown,
  domains: readonly DomainRef[],
  field: (typeof bulkDomainField)[BulkKind],
): Map<number, Rejection> {
  const found = new Map<number, Rejection>();
  if (!isApiError(error)) return found;
  const pattern = new RegExp(`^/${field}/(\\d+)(?:/|$)`);
  for (const item of error.errors as FieldError[]) {
    const index = Number(pattern.exec(item.pointer)?.[1] ?? NaN);
    if (Number.isInteger(index) && index >= 0 && index < domains.length && !found.has(index)) {
      found.set(index, { pointer: item.pointer, code: item.code, detail: item.detail });
    }
  }
  if (error.code === 'auto_renew_unavailable') {
    const ids = z.safeParse(z.array(z.string()), error.problem?.extensions?.['domainIds']);
    for (const id of ids.success ? ids.data : []) {
      const index = domains.findIndex((d) => d.id === id);
      if (index >= 0 && !found.has(index)) {
        found.set(index, { pointer: '', code: error.code, detail: error.detail ?? error.title });
      }
    }
  }
  return found;
}

export type DomainOutcome =
  | { kind: 'waiting' }
  | { kind: 'sending' }
  /** Accepted; its job runs, or the tracker says why it cannot follow it (`note`: accepted without a poll URL, lost). */
  | { kind: 'queued'; note?: OperationError }
  /** `partial`: a bulk nameserver or contact job's `partly_updated` reason (issue 37). */
  | { kind: 'done'; order?: PendingRenewalOrder | null; rules?: number; partial?: string }
  | { kind: 'skipped'; reason: string; orderNumber: string | null; invoiceId: string | null }
  | ({ kind: 'rejected' } & Rejection)
  | { kind: 'notSent'; cause: 'batchRejected' | 'stopped' | 'userStopped' }
  | { kind: 'failed'; error: unknown; jobError?: OperationError | null; reason?: string }
  /** Auto-renew off with `block` found pending renewal orders: nothing changed. */
  | { kind: 'blocked' }
  /** The job finished without saying whether it changed anything: never success. */
  | { kind: 'unconfirmed' };
export type OutcomeKind = DomainOutcome['kind'];

export interface OutcomeRow {
  domain: DomainRef;
  outcome: DomainOutcome;
  /** The chunk that decided this row (the latest that held the domain). */
  chunkId: string;
}

/** Outcomes a "Retry the failed ones" sends again: never a domain the server itself refused, skipped or took. */
export function isRetryable(outcome: DomainOutcome): boolean {
  return outcome.kind === 'failed' || outcome.kind === 'notSent' || outcome.kind === 'unconfirmed';
}

/** What a job's poll said, as far as the outcome table needs it (from the operations tracker). */
export interface JobView {
  poll: JobPoll;
  error: OperationError | null;
}

const renewJobResult = z.object({ orders: z.catch(tolerantArray(pendingRenewalOrder, 'renew orders[]'), []) });
const redirectJobResult = z.object({
  domains: z.catch(
    tolerantArray(z.object({ domainName: z.string(), ruleIds: z.array(z.string()) }), 'redirect domains[]'),
    [],
  ),
});
const autoRenewNotUpdated = z.object({
  notUpdated: z.catch(
    tolerantArray(z.object({ domainId: z.nullable(z.string()), reason: z.string() }), 'auto-renew notUpdated[]'),
    [],
  ),
});

/** The pending renewal orders a blocked auto-renew chunk reported (empty when the job did not list them). */
export function pendingOrdersOf(job: JobView | null): PendingRenewalOrder[] {
  return job ? autoRenewJobResultOf(job.poll).pendingOrders : [];
}

function jobOutcomes<P>(
  chunk: BulkChunk<P>,
  kind: BulkKind,
  job: JobView | null,
): (domain: DomainRef) => DomainOutcome {
  const status = job?.poll.operation.status;
  if (!job || status === undefined || (status !== 'completed' && status !== 'failed')) {
    const note = job?.error;
    return () => (note ? { kind: 'queued', note } : { kind: 'queued' });
  }
  if (status === 'failed') return () => ({ kind: 'failed', error: null, jobError: job.error });
  const result = jobResultOf(job.poll) ?? {};
  if (kind === 'renew') {
    const orders = renewJobResult.parse(result).orders;
    return (domain) => ({
      kind: 'done',
      order:
        orders.find((o) => o.domainId === domain.id || (o.domainId === null && o.domainName === domain.name)) ?? null,
    });
  }
  if (kind === 'manage') {
    const outcomes = bulkManageJobResult.parse(result).domains;
    return (domain): DomainOutcome => {
      const item = outcomes.find(
        (o) => o.domainId === domain.id || (o.domainId === null && o.domainName === domain.name),
      );
      if (!item) return { kind: 'unconfirmed' };
      if (item.outcome === 'updated') return { kind: 'done' };
      if (item.outcome === 'partly_updated') return { kind: 'done', partial: item.reason ?? 'unknown' };
      if (item.outcome === 'not_updated') {
        return { kind: 'skipped', reason: item.reason ?? 'unknown', orderNumber: null, invoiceId: null };
      }
      return { kind: 'unconfirmed' };
    };
  }
  if (kind === 'redirects') {
    const domains = redirectJobResult.parse(result).domains;
    return (domain) => {
      const item = domains.find((d) => d.domainName === domain.name);
      return item ? { kind: 'done', rules: item.ruleIds.length } : { kind: 'done' };
    };
  }
  const outcome = autoRenewOutcomeOf(job.poll, chunk.params as AutoRenewParams);
  if (outcome === 'blocked') return () => ({ kind: 'blocked' });
  if (outcome === 'unknown') return () => ({ kind: 'unconfirmed' });
  const notUpdated = autoRenewNotUpdated.parse(result).notUpdated;
  return (domain) => {
    const miss = notUpdated.find((n) => n.domainId === domain.id);
    return miss ? { kind: 'failed', error: null, reason: miss.reason } : { kind: 'done' };
  };
}

function skippedOutcome(item: RenewSkippedItem): DomainOutcome {
  return { kind: 'skipped', reason: item.reason, orderNumber: item.orderNumber, invoiceId: item.invoiceId };
}

/**
 * One row per domain, in the order the domains were first sent; a later attempt (a retry, a re-submit with
 * `keep`/`cancel`) replaces the row of each domain it held. Skipped items of bulk renew are matched to the
 * request's domains by id (then name); one that matches none gets a row of its own.
 */
export function mergeOutcomes<P>(
  chunks: readonly BulkChunk<P>[],
  kind: BulkKind,
  jobOf: (jobId: string) => JobView | null,
): OutcomeRow[] {
  const rows = new Map<string, OutcomeRow>();
  const set = (domain: DomainRef, outcome: DomainOutcome, chunkId: string) => {
    const existing = rows.get(domain.id);
    if (existing) {
      existing.outcome = outcome;
      existing.chunkId = chunkId;
    } else rows.set(domain.id, { domain, outcome, chunkId });
  };
  for (const chunk of chunks) {
    const { state } = chunk;
    switch (state.status) {
      case 'waiting':
      case 'sending':
        for (const d of chunk.domains) set(d, { kind: state.status }, chunk.id);
        break;
      case 'stopped':
        for (const d of chunk.domains) {
          set(d, { kind: 'notSent', cause: state.by === 'user' ? 'userStopped' : 'stopped' }, chunk.id);
        }
        break;
      case 'refused': {
        const rejected = rejectionsOf(state.error, chunk.domains, bulkDomainField[kind]);
        chunk.domains.forEach((d, i) => {
          const rejection = rejected.get(i);
          if (rejection) set(d, { kind: 'rejected', ...rejection }, chunk.id);
          else if (rejected.size > 0) set(d, { kind: 'notSent', cause: 'batchRejected' }, chunk.id);
          else set(d, { kind: 'failed', error: state.error }, chunk.id);
        });
        break;
      }
      case 'accepted': {
        const outcomeOf: (domain: DomainRef) => DomainOutcome =
          state.jobId === null ? () => ({ kind: 'unconfirmed' }) : jobOutcomes(chunk, kind, jobOf(state.jobId));
        const unmatched = [...state.skipped];
        const skippedOf = (domain: DomainRef) => {
          const at =
            unmatched.findIndex((item) => item.domainId !== null && item.domainId === domain.id) >= 0
              ? unmatched.findIndex((item) => item.domainId === domain.id)
              : unmatched.findIndex((item) => item.domainId === null && item.domainName === domain.name);
          return at >= 0 ? unmatched.splice(at, 1)[0] : undefined;
        };
        for (const d of chunk.domains) {
          const item = skippedOf(d);
          set(d, item ? skippedOutcome(item) : outcomeOf(d), chunk.id);
        }
        unmatched.forEach((item, i) =>
          set(
            { id: item.domainId ?? `skipped:${chunk.id}:${i}`, name: item.domainName ?? item.domainId ?? '—' },
            skippedOutcome(item),
            chunk.id,
          ),
        );
        break;
      }
    }
  }
  return [...rows.values()];
}

/** How many rows of each kind, for the summary above the table. */
export function countOutcomes(rows: readonly OutcomeRow[]): Partial<Record<OutcomeKind, number>> {
  const counts: Partial<Record<OutcomeKind, number>> = {};
  for (const row of rows) counts[row.outcome.kind] = (counts[row.outcome.kind] ?? 0) + 1;
  return counts;
}

/** The distinct failures of refused requests (one per request), for the problem alerts above the table. */
export function refusalsOf<P>(chunks: readonly BulkChunk<P>[], rows: readonly OutcomeRow[]): unknown[] {
  const live = new Set(rows.map((r) => r.chunkId));
  return chunks.flatMap((c) => (c.state.status === 'refused' && live.has(c.id) ? [c.state.error] : []));
}

/** `{domain}` replaced by a domain's name, as the server does it for each domain (preview). */
export function applyDomainTemplate(template: string, name: string): string {
  return template.replaceAll('{domain}', name);
}

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
