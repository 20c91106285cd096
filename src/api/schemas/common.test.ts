import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  countedArray,
  guardFlag,
  listPage,
  listPageShape,
  opaqueId,
  operationEnvelope,
  paginationQuery,
  problemDetails,
  tolerantArray,
  withDroppedCount,
} from './common';
import { bulkRedirectResponse } from './domains-bulk';

const item = z.object({ id: z.string(), n: z.number() });

describe('tolerantArray', () => {
  it('drops a malformed item and keeps its siblings in order', () => {
    const schema = tolerantArray(item, 'test items[] (order)');
    expect(schema.parse([{ id: 'a', n: 1 }, { id: 'b' }, 'garbage', null, { id: 'c', n: 3 }])).toEqual([
      { id: 'a', n: 1 },
      { id: 'c', n: 3 },
    ]);
  });

  it('still needs an array as the container (callers catch a missing list where it may read as empty)', () => {
    expect(tolerantArray(item, 'test items[] (container)').safeParse({ 0: { id: 'a', n: 1 } }).success).toBe(false);
    expect(z.catch(tolerantArray(item, 'test items[] (catch)'), []).parse(undefined)).toEqual([]);
  });

  it('warns once per list and issue path in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = tolerantArray(item, 'test items[] (logging)');
    schema.parse([{ id: 'a' }, { id: 'b' }, { n: 1 }]);
    schema.parse([{ id: 'c' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('test items[] (logging)');
    expect(warn.mock.calls[0]?.[0]).toContain('n');
    expect(warn.mock.calls[1]?.[0]).toContain('id');
  });

  it('stays silent outside development', () => {
    vi.stubEnv('DEV', false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(tolerantArray(item, 'test items[] (production)').parse([{ id: 'a' }, { id: 'b', n: 2 }])).toHaveLength(1);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('countedArray', () => {
  it('keeps the good items and says how many it dropped, in production too', () => {
    vi.stubEnv('DEV', false);
    try {
      expect(countedArray(item, 'test items[] (counted)').parse([{ id: 'a', n: 1 }, { id: 'b' }, null])).toEqual({
        items: [{ id: 'a', n: 1 }],
        dropped: 2,
      });
      expect(countedArray(item, 'test items[] (counted)').parse([])).toEqual({ items: [], dropped: 0 });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('listPage', () => {
  it('drops one bad row, not the page, and says how many it dropped', () => {
    const page = listPage(item, 'test page').parse({
      data: [
        { id: 'a', n: 1 },
        { id: 2, n: 2 },
        { id: 'c', n: 3 },
      ],
      hasMore: true,
      nextCursor: 'c1',
    });
    expect(page).toEqual({
      data: [
        { id: 'a', n: 1 },
        { id: 'c', n: 3 },
      ],
      dropped: 1,
      hasMore: true,
      nextCursor: 'c1',
    });
    expect(listPage(item, 'test page').parse({ data: [], hasMore: false, nextCursor: null }).dropped).toBe(0);
  });

  it('keeps the members a page has of its own beside the count', () => {
    const schema = z.pipe(
      z.object({ ...listPageShape(item, 'test page (total)'), total: z.number() }),
      z.transform(withDroppedCount),
    );
    expect(schema.parse({ data: [{ id: 'a' }], hasMore: false, nextCursor: null, total: 7 })).toEqual({
      data: [],
      dropped: 1,
      hasMore: false,
      nextCursor: null,
      total: 7,
    });
  });
});

describe('guardFlag', () => {
  it('reads missing or malformed as null (unknown), never as a default', () => {
    const schema = z.object({ flag: guardFlag });
    expect(schema.parse({}).flag).toBeNull();
    expect(schema.parse({ flag: 'false' }).flag).toBeNull();
    expect(schema.parse({ flag: 0 }).flag).toBeNull();
    expect(schema.parse({ flag: null }).flag).toBeNull();
    expect(schema.parse({ flag: false }).flag).toBe(false);
    expect(schema.parse({ flag: true }).flag).toBe(true);
  });
});

describe('opaqueId', () => {
  it('accepts any characters after the right prefix and rejects another kind', () => {
    const id = opaqueId('dom_');
    expect(id.safeParse('dom_1').success).toBe(true);
    expect(id.safeParse('dom_a-b.c~d').success).toBe(true);
    expect(id.safeParse('example.se').success).toBe(false);
    expect(id.safeParse('acct_1').success).toBe(false);
    expect(id.safeParse('dom_').success).toBe(false);
    expect(id.safeParse(`dom_${'x'.repeat(500)}`).success).toBe(false);
  });
});

describe('paginationQuery', () => {
  it('defaults the limit, enforces 1..100 and ignores unknown parameters', () => {
    expect(paginationQuery.parse({})).toEqual({ limit: 20 });
    expect(paginationQuery.parse({ limit: '100', cursor: 'abc', utm_source: 'mail' })).toEqual({
      limit: 100,
      cursor: 'abc',
    });
    expect(paginationQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(paginationQuery.safeParse({ limit: '0' }).success).toBe(false);
  });
});

describe('problemDetails', () => {
  const base = {
    type: 'https://errors.hosting.example/not_cancelable',
    title: 'Order cannot be cancelled',
    status: 409,
    detail: 'Processing already started.',
    code: 'not_cancelable',
    requestId: 'req_0123456789abcdef',
  };

  it('keeps code, requestId, title and detail when other members are off-spec', () => {
    for (const offSpec of [
      { errors: null },
      { errors: 'nope' },
      { status: 'conflict' },
      { extensions: [1, 2] },
      { timestamp: 12 },
      { instance: false },
      { type: null },
    ]) {
      expect(problemDetails.parse({ ...base, ...offSpec })).toMatchObject({
        code: 'not_cancelable',
        requestId: 'req_0123456789abcdef',
        title: 'Order cannot be cancelled',
        detail: 'Processing already started.',
      });
    }
  });

  it('reads a numeric string status, a missing title as empty and drops garbage field errors', () => {
    const { title: _title, ...withoutTitle } = base;
    const parsed = problemDetails.parse({
      ...withoutTitle,
      status: '400',
      errors: ['garbage', { pointer: '/name', detail: 'Too long.', code: 'invalid_request' }, { detail: 'Bad.' }],
    });
    expect(parsed.status).toBe(400);
    expect(parsed.title).toBe('');
    expect(parsed.code).toBe('not_cancelable');
    expect(parsed.errors).toEqual([
      { pointer: '/name', detail: 'Too long.', code: 'invalid_request' },
      { pointer: '', detail: 'Bad.', code: 'unknown' },
    ]);
  });

  it('keeps extra members (minimumScore, order...)', () => {
    expect(problemDetails.parse({ ...base, order: { id: 'ord_1' } })).toHaveProperty('order', { id: 'ord_1' });
  });
});

describe('operationEnvelope', () => {
  const running = { status: 'pending', jobId: 'job_1' };

  it('keeps a poll URL of the spec form, relative or absolute', () => {
    expect(operationEnvelope.parse({ operation: { ...running, pollUrl: '/api/jobs/job_1' } }).operation.pollUrl).toBe(
      '/api/jobs/job_1',
    );
    expect(
      operationEnvelope.parse({ operation: { ...running, pollUrl: 'https://api.example/api/jobs/job_1' } }).operation
        .pollUrl,
    ).toBe('https://api.example/api/jobs/job_1');
  });

  it('reads a 202 whose pollUrl is missing, not a string, empty or of another form as accepted without one', () => {
    const broken: unknown[] = [
      undefined,
      42,
      '',
      '/api/jobs/',
      '/api/jobs/../v2/vps/vps_1/actions/stop',
      '/api/jobs/job_1?next=/elsewhere',
      '/api/v2/vps/vps_1',
      'api/jobs/job_1',
      'javascript:alert(1)',
      'https://user:pw@api.example/api/jobs/job_1',
      '//evil.example/api/jobs/job_1',
    ];
    for (const pollUrl of broken) {
      const parsed = operationEnvelope.safeParse({ operation: { ...running, pollUrl } });
      expect(parsed.success, String(pollUrl)).toBe(true);
      expect(parsed.data?.operation).toEqual({ ...running, pollUrl: null });
    }
  });

  it('still refuses an envelope without the members the spec requires', () => {
    expect(operationEnvelope.safeParse({ operation: { status: 'pending', pollUrl: '/api/jobs/job_1' } }).success).toBe(
      false,
    );
    expect(operationEnvelope.safeParse({}).success).toBe(false);
  });

  it('reads a bulk 202 without a poll URL the same way (never an invalid response)', () => {
    const parsed = bulkRedirectResponse.safeParse({ operation: { status: 'queued', jobId: 'dbj_1' } });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.operation.pollUrl).toBeNull();
  });
});
