// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import type { JobPoll } from '@/api/schemas/jobs';
import { createWorld, mockControl, routeApiToMock } from '@/test/render-route';
import {
  chunkDomains,
  countOutcomes,
  isRetryable,
  mergeOutcomes,
  rejectionsOf,
  stopsBatch,
  type BulkChunk,
  type JobView,
} from './domain-bulk';
import { redirectBodyOf, sendAutoRenew, sendRedirects, sendRenew } from './domain-bulk-mutations';
import type { DomainRef } from './domain-selection';
import { DEMO_DOMAINS, DEMO_OTHER_DOMAINS } from '@/mock/scenarios/demo/ids';

const ref = (i: number): DomainRef => ({ id: `dom_${i}`, name: `d${i}.example` });
const refs = (n: number) => Array.from({ length: n }, (_, i) => ref(i));

function poll(status: JobPoll['operation']['status'], result: Record<string, unknown> | null = null): JobPoll {
  return {
    operation: { status, jobId: 'dbj_1', pollUrl: null },
    kind: null,
    target: null,
    createdAt: null,
    updatedAt: null,
    completedAt: null,
    progressPercent: null,
    result,
    error: null,
  };
}

function chunk<P>(id: string, domains: DomainRef[], params: P, state: BulkChunk<P>['state']): BulkChunk<P> {
  return { id, attempt: Number(id.split('.')[0]), domains, params, state };
}

describe('chunkDomains', () => {
  it('splits into requests of at most 100, in order, each domain once', () => {
    const chunks = chunkDomains([...refs(250), ref(3)]);
    expect(chunks.map((c) => c.length)).toEqual([100, 100, 50]);
    expect(chunks[0]?.[0]).toEqual(ref(0));
    expect(chunks[2]?.at(-1)).toEqual(ref(249));
    expect(chunks.flat().filter((d) => d.id === 'dom_3')).toHaveLength(1);
  });
  it('makes no request for nothing, one for exactly 100', () => {
    expect(chunkDomains([])).toEqual([]);
    expect(chunkDomains(refs(100))).toHaveLength(1);
    expect(chunkDomains(refs(101)).map((c) => c.length)).toEqual([100, 1]);
  });
});

describe('rejectionsOf', () => {
  const domains = refs(5);
  const rejected = new ApiError({
    status: 400,
    code: 'invalid_request',
    title: 'Invalid request',
    errors: [
      { pointer: '/domainNames/3', code: 'domain_not_found', detail: 'd3.example is not a domain of this account.' },
      { pointer: '/domainNames/9', code: 'domain_not_found', detail: 'outside this request' },
      { pointer: '/redirect/targetUrl', code: 'invalid_request', detail: 'not a URL' },
    ],
  });
  it('maps /domainNames/<i> to the i-th domain of that request and ignores other pointers', () => {
    const found = rejectionsOf(rejected, domains, 'domainNames');
    expect([...found.keys()]).toEqual([3]);
    expect(found.get(3)).toEqual({
      pointer: '/domainNames/3',
      code: 'domain_not_found',
      detail: 'd3.example is not a domain of this account.',
    });
    expect(rejectionsOf(rejected, domains, 'domainIds').size).toBe(0);
  });
  it('reads the domains a 409 auto_renew_unavailable names in extensions.domainIds', () => {
    const conflict = new ApiError({
      status: 409,
      code: 'auto_renew_unavailable',
      title: 'Conflict',
      detail: 'only active domains',
      problem: { title: 'Conflict', status: 409, extensions: { domainIds: ['dom_1', 'dom_404'] } },
    });
    const found = rejectionsOf(conflict, domains, 'domainIds');
    expect([...found.keys()]).toEqual([1]);
    expect(found.get(1)?.code).toBe('auto_renew_unavailable');
  });
});

describe('mergeOutcomes', () => {
  const noJobs = () => null;
  it('gives every domain of a rejected request a row: the pointed one rejected, the others not sent (retryable)', () => {
    const error = new ApiError({
      status: 400,
      code: 'invalid_request',
      title: 'Invalid request',
      errors: [{ pointer: '/domainNames/1', code: 'domain_not_found', detail: 'foreign' }],
    });
    const rows = mergeOutcomes([chunk('1.0', refs(3), {}, { status: 'refused', error })], 'redirects', noJobs);
    expect(rows.map((r) => [r.domain.name, r.outcome.kind])).toEqual([
      ['d0.example', 'notSent'],
      ['d1.example', 'rejected'],
      ['d2.example', 'notSent'],
    ]);
    expect(rows.filter((r) => isRetryable(r.outcome)).map((r) => r.domain.id)).toEqual(['dom_0', 'dom_2']);
  });

  it('merges requests: queued while the job runs, done with the renewal order after, skipped with reasons', () => {
    const [a, b] = [refs(3), [ref(3), ref(4)]];
    const jobs: Record<string, JobView> = {
      dbj_a: {
        poll: poll('completed', {
          orders: [{ domainId: 'dom_0', domainName: 'd0.example', orderId: 'ord_1', orderNumber: '300200' }],
        }),
        error: null,
      },
      dbj_b: { poll: poll('in_progress'), error: null },
    };
    const skipped = [
      {
        domainId: 'dom_1',
        domainName: 'd1.example',
        reason: 'renewal_pending',
        orderNumber: '300114',
        invoiceId: 'inv_1',
      },
      {
        domainId: 'dom_2',
        domainName: 'd2.example',
        reason: 'outside_renewal_window',
        orderNumber: null,
        invoiceId: null,
      },
    ];
    const rows = mergeOutcomes(
      [
        chunk('1.0', a, {}, { status: 'accepted', jobId: 'dbj_a', skipped }),
        chunk('1.1', b, {}, { status: 'accepted', jobId: 'dbj_b', skipped: [] }),
      ],
      'renew',
      (id) => jobs[id] ?? null,
    );
    expect(rows.map((r) => r.outcome.kind)).toEqual(['done', 'skipped', 'skipped', 'queued', 'queued']);
    expect(rows[0]?.outcome).toMatchObject({ kind: 'done', order: { orderId: 'ord_1', orderNumber: '300200' } });
    expect(rows[1]?.outcome).toMatchObject({ reason: 'renewal_pending', orderNumber: '300114' });
    expect(countOutcomes(rows)).toEqual({ done: 1, skipped: 2, queued: 2 });
  });

  it('lets a later attempt replace the rows of the domains it held, keeping the first order', () => {
    const failed = new ApiError({ status: 503, code: 'service_unavailable', title: 'Unavailable' });
    const rows = mergeOutcomes(
      [
        chunk('1.0', refs(2), { enabled: true }, { status: 'accepted', jobId: 'dbj_a', skipped: [] }),
        chunk('1.1', [ref(2)], { enabled: true }, { status: 'refused', error: failed }),
        chunk('1.2', [ref(3)], { enabled: true }, { status: 'stopped', by: 'failure' }),
        chunk('2.0', [ref(2), ref(3)], { enabled: true }, { status: 'sending' }),
      ],
      'autoRenew',
      () => ({ poll: poll('completed', { pendingOrdersFound: false, domainsUpdated: 2 }), error: null }),
    );
    expect(rows.map((r) => [r.domain.id, r.outcome.kind, r.chunkId])).toEqual([
      ['dom_0', 'done', '1.0'],
      ['dom_1', 'done', '1.0'],
      ['dom_2', 'sending', '2.0'],
      ['dom_3', 'sending', '2.0'],
    ]);
  });

  it('reads a blocked disable as blocked and one that does not say as unconfirmed, never done', () => {
    const state = { status: 'accepted' as const, jobId: 'dbj_a', skipped: [] };
    const blocked = mergeOutcomes([chunk('1.0', refs(2), { enabled: false }, state)], 'autoRenew', () => ({
      poll: poll('completed', { pendingOrdersFound: true, pendingOrders: [{ orderId: 'ord_1' }], domainsUpdated: 0 }),
      error: null,
    }));
    expect(blocked.map((r) => r.outcome.kind)).toEqual(['blocked', 'blocked']);
    const silent = mergeOutcomes([chunk('1.0', refs(1), { enabled: false }, state)], 'autoRenew', () => ({
      poll: poll('completed', {}),
      error: null,
    }));
    expect(silent[0]?.outcome.kind).toBe('unconfirmed');
    const kept = mergeOutcomes(
      [chunk('1.0', refs(1), { enabled: false, pendingOrderAction: 'keep' }, state)],
      'autoRenew',
      () => ({ poll: poll('completed', {}), error: null }),
    );
    expect(kept[0]?.outcome.kind).toBe('done');
  });

  it('stops the rest of an attempt after refusals that would repeat, not after a rejected batch', () => {
    expect(stopsBatch(new ApiError({ status: 403, code: 'forbidden', title: 'Forbidden' }))).toBe(true);
    expect(stopsBatch(new ApiError({ status: 500, code: 'internal_error', title: 'Error' }))).toBe(true);
    expect(stopsBatch(new ApiError({ status: 400, code: 'invalid_request', title: 'Invalid' }))).toBe(false);
    expect(stopsBatch(new ApiError({ status: 409, code: 'auto_renew_unavailable', title: 'Conflict' }))).toBe(false);
  });
});

describe('redirectBodyOf', () => {
  it('sends the chosen rules of the request’s own domains, and refuses a chosen-rules request without any', () => {
    const params = {
      action: 'delete' as const,
      ruleIdsByDomain: { 'd0.example': ['redir_a'], 'd5.example': ['redir_b'] },
    };
    expect(redirectBodyOf(refs(2), params)).toEqual({
      action: 'delete',
      domainNames: ['d0.example', 'd1.example'],
      ruleIds: ['redir_a'],
    });
    expect(() => redirectBodyOf([ref(1)], params)).toThrow(RangeError);
    expect(redirectBodyOf([ref(1)], { action: 'delete' })).toEqual({ action: 'delete', domainNames: ['d1.example'] });
  });
});

describe('against the mock (demo world)', () => {
  const own = (name: string, id = `dom_${name}`): DomainRef => ({ id, name });

  it('maps a whole-batch redirect rejection back to the foreign name of that request', async () => {
    const world = await createWorld({ jobDurationMs: 1000 });
    routeApiToMock({ getKey: () => world.keys.full });
    const domains = [own('nordlicht.se'), own('nordlicht.com'), own('keller-bau.de'), own('nordlicht.io')];
    const error = await sendRedirects(domains, {
      action: 'create',
      redirect: { sourceUrl: 'https://{domain}/old', targetUrl: 'https://example.com/' },
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const rows = mergeOutcomes([chunk('1.0', domains, {}, { status: 'refused', error })], 'redirects', () => null);
    expect(rows.map((r) => [r.domain.name, r.outcome.kind])).toEqual([
      ['nordlicht.se', 'notSent'],
      ['nordlicht.com', 'notSent'],
      ['keller-bau.de', 'rejected'],
      ['nordlicht.io', 'notSent'],
    ]);
    expect(rows[2]?.outcome).toMatchObject({ pointer: '/domainNames/2', code: 'domain_not_found' });
  });

  it('maps a foreign auto-renew id to its domain, and renew answers skipped reasons per domain', async () => {
    const world = await createWorld({ jobDurationMs: 1000 });
    routeApiToMock({ getKey: () => world.keys.full });
    const domains = [DEMO_DOMAINS.com, DEMO_OTHER_DOMAINS.main];
    const error = await sendAutoRenew(domains, { enabled: true }).then(
      () => null,
      (e: unknown) => e,
    );
    const rows = mergeOutcomes([chunk('1.0', domains, {}, { status: 'refused', error })], 'autoRenew', () => null);
    expect(rows.map((r) => r.outcome.kind)).toEqual(['notSent', 'rejected']);
    expect(rows[1]?.outcome).toMatchObject({ pointer: '/domainIds/1' });

    // farExpiry expires in 2030 and terminated was transferred away: all skipped, 200, nothing queued.
    const skippedByRenew = [DEMO_DOMAINS.farExpiry, DEMO_DOMAINS.terminated];
    const answer = await sendRenew(skippedByRenew);
    expect(answer.operation).toBeNull();
    const renewRows = mergeOutcomes(
      [chunk('1.0', skippedByRenew, {}, { status: 'accepted', jobId: null, skipped: answer.skipped })],
      'renew',
      () => null,
    );
    expect(
      renewRows.map((r) => [r.domain.name, r.outcome.kind, 'reason' in r.outcome ? r.outcome.reason : null]),
    ).toEqual([
      ['nordlicht.io', 'skipped', 'outside_renewal_window'],
      ['nordlicht-old.se', 'skipped', 'not_eligible'],
    ]);
    await mockControl(`/__mock/worlds/${world.worldId}`, undefined, 'DELETE');
  });
});
