import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, apiRequest, configureApi } from './client';
import { rateLimitNotice } from './rate-limit-notice';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler, extra: Partial<Parameters<typeof configureApi>[0]> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  configureApi({
    baseUrl: 'https://api.example.test',
    getKey: () => 'hpk_secret',
    onUnauthorized,
    fetch: async (input, init) => {
      const url = String(input);
      calls.push({ url, init: init ?? {} });
      return handler(url, init ?? {});
    },
    maxRetryAfterSeconds: 30,
    maxRateLimitRetries: 3,
    timeoutMs: 30_000,
    ...extra,
  });
  return { calls, onUnauthorized };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const problem = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  json(
    status,
    {
      type: `https://errors.hosting.example/${code}`,
      title: `T ${code}`,
      status,
      detail: `D ${code}`,
      code,
      requestId: 'req_abc',
      ...extra,
    },
    { 'Content-Type': 'application/problem+json' },
  );

const thing = z.object({ id: z.string() });

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends the key only in the Authorization header, with JSON headers', async () => {
    const { calls } = setup(() => json(200, { id: 'x' }));
    await apiRequest(thing, '/api/v2/things/x', { method: 'POST', body: { a: 1 }, query: { q: 'v' } });
    const call = calls[0]!;
    expect(call.url).toBe('https://api.example.test/api/v2/things/x?q=v');
    expect(call.url).not.toContain('hpk_secret');
    const headers = call.init.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer hpk_secret');
    expect(headers['Accept']).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(call.init.body).toBe('{"a":1}');
  });

  it('never sends the key to another origin, even when the server hands out an absolute URL', async () => {
    const { calls } = setup(() => json(200, { id: 'x' }));
    await apiRequest(thing, 'https://elsewhere.example/api/jobs/job_1');
    expect((calls[0]!.init.headers as Record<string, string>)['Authorization']).toBeUndefined();
    await apiRequest(thing, 'https://api.example.test/api/jobs/job_1');
    expect((calls[1]!.init.headers as Record<string, string>)['Authorization']).toBe('Bearer hpk_secret');
  });

  it('parses the body with the schema and rejects a body that breaks the contract', async () => {
    setup(() => json(200, { id: 'x', extra: true }));
    await expect(apiRequest(thing, '/p')).resolves.toEqual({ id: 'x' });
    setup(() => json(200, { id: 5 }, { 'X-Request-Id': 'req_h' }));
    const error = await apiRequest(thing, '/p').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_response');
    expect((error as ApiError).requestId).toBe('req_h');
  });

  it('turns Problem Details into a typed ApiError with field errors and missing scopes', async () => {
    setup(() =>
      problem(403, 'forbidden', {
        errors: [{ pointer: '/name', detail: 'bad', code: 'invalid_request' }],
        extensions: { missingScopes: ['write:support'] },
      }),
    );
    const error = (await apiRequest(thing, '/p').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.code).toBe('forbidden');
    expect(error.title).toBe('T forbidden');
    expect(error.detail).toBe('D forbidden');
    expect(error.requestId).toBe('req_abc');
    expect(error.errors).toEqual([{ pointer: '/name', detail: 'bad', code: 'invalid_request' }]);
    expect(error.missingScopes).toEqual(['write:support']);
    expect(error.message).not.toContain('hpk_secret');
  });

  it('keeps code, requestId, title and detail when other Problem members are off-spec', async () => {
    for (const offSpec of [
      { errors: null },
      { errors: ['garbage', 7] },
      { status: '400' },
      { status: 'bad' },
      { extensions: 'nope' },
      { instance: 12, timestamp: false, type: null },
    ]) {
      setup(() => problem(400, 'invalid_request', offSpec));
      const error = (await apiRequest(thing, '/p').catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_request',
        title: 'T invalid_request',
        detail: 'D invalid_request',
        requestId: 'req_abc',
        errors: [],
      });
    }
  });

  it('keeps the well-formed field errors beside garbage ones', async () => {
    setup(() =>
      problem(400, 'invalid_request', {
        errors: [null, { pointer: '/name', detail: 'Too long.', code: 'invalid_request' }, { pointer: '/x' }],
      }),
    );
    const error = (await apiRequest(thing, '/p').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_request');
    expect(error.errors).toEqual([{ pointer: '/name', detail: 'Too long.', code: 'invalid_request' }]);
  });

  it('falls back to the status text for a missing title and to type for a missing code', async () => {
    setup(
      () =>
        new Response(
          JSON.stringify({
            type: 'https://errors.hosting.example/not_cancelable',
            status: 409,
            detail: 'Processing already started.',
            requestId: 42,
          }),
          { status: 409, statusText: 'Conflict', headers: { 'X-Request-Id': 'req_hdr' } },
        ),
    );
    const error = (await apiRequest(thing, '/p', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 409,
      code: 'not_cancelable',
      title: 'Conflict',
      detail: 'Processing already started.',
      requestId: 'req_hdr',
    });
  });

  it('uses the HTTP status as the code when the body names none', async () => {
    setup(() => json(500, { message: 'boom' }, { 'X-Request-Id': 'req_hdr' }));
    const error = (await apiRequest(thing, '/p').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 500,
      code: 'http_500',
      title: 'HTTP 500',
      detail: null,
      requestId: 'req_hdr',
    });
    setup(() => json(400, ['not', 'a', 'problem']));
    expect(await apiRequest(thing, '/p').catch((e: unknown) => e)).toMatchObject({ code: 'http_400' });
  });

  it('falls back to the X-Request-Id header when the problem body has no requestId', async () => {
    setup(
      () =>
        new Response('upstream down', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'X-Request-Id': 'req_hdr' },
        }),
    );
    const error = (await apiRequest(thing, '/p').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.title).toBe('Bad Gateway');
    expect(error.requestId).toBe('req_hdr');
  });

  it('sends the user back to sign-in on 401', async () => {
    const { onUnauthorized } = setup(() => problem(401, 'unauthorized'));
    await expect(apiRequest(thing, '/p')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('hands the 401’s code on, so a revoked key’s tab can say why it was signed out', async () => {
    const { onUnauthorized } = setup(() => problem(401, 'api_key_revoked'));
    await expect(apiRequest(thing, '/p')).rejects.toMatchObject({ status: 401, code: 'api_key_revoked' });
    expect(onUnauthorized).toHaveBeenCalledWith('api_key_revoked');
  });

  it('does not sign out when checking a candidate key that is rejected', async () => {
    const { onUnauthorized } = setup(() => problem(401, 'unauthorized'));
    await expect(apiRequest(thing, '/p', { key: 'candidate' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('makes a GET wait Retry-After on 429, shows the wait, then retries', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { calls } = setup(() =>
      n++ === 0
        ? json(429, { title: 'Too many', status: 429, code: 'rate_limit_exceeded' }, { 'Retry-After': '2' })
        : json(200, { id: 'ok' }),
    );
    const pending = apiRequest(thing, '/p');
    await vi.advanceTimersByTimeAsync(10);
    expect(rateLimitNotice.getSnapshot()).not.toBeNull();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toEqual({ id: 'ok' });
    expect(calls).toHaveLength(2);
    expect(rateLimitNotice.getSnapshot()).toBeNull();
  });

  it('gives up on 429 after the bounded number of retries', async () => {
    vi.useFakeTimers();
    const { calls } = setup(
      () => json(429, { title: 'Too many', status: 429, code: 'rate_limit_exceeded' }, { 'Retry-After': '1' }),
      {
        maxRateLimitRetries: 2,
      },
    );
    const pending = apiRequest(thing, '/p').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = (await pending) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(1);
    expect(calls).toHaveLength(3);
  });

  it('never retries a mutation on 429', async () => {
    const { calls } = setup(() =>
      json(429, { title: 'Too many', status: 429, code: 'rate_limit_exceeded' }, { 'Retry-After': '1' }),
    );
    await expect(apiRequest(thing, '/p', { method: 'POST' })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limit_exceeded',
    });
    expect(calls).toHaveLength(1);
  });

  it('reports a network failure as an ApiError without a request id', async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest(thing, '/p')).rejects.toMatchObject({ code: 'network_error', status: 0, requestId: null });
  });

  it('passes the AbortSignal through and stops a 429 wait when aborted', async () => {
    const controller = new AbortController();
    const { calls } = setup(() => json(429, { title: 'Too many', status: 429 }, { 'Retry-After': '20' }));
    const pending = apiRequest(thing, '/p', { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    // The request's signal follows the caller's (it is combined with the request's own timeout).
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('says a write without an answer may have been applied, and a read without one is simply unanswered', async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest(thing, '/p', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'network_error',
      outcomeUnknown: true,
    });
    await expect(apiRequest(thing, '/p')).rejects.toMatchObject({ code: 'network_error', outcomeUnknown: false });
  });

  it('says a 2xx write whose answer breaks the contract may have been applied', async () => {
    setup(() => json(201, { unexpected: true }));
    await expect(apiRequest(thing, '/p', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'invalid_response',
      outcomeUnknown: true,
    });
  });

  it('gives up on a request that gets no answer in time, and says it timed out', async () => {
    setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 30 },
    );
    await expect(apiRequest(thing, '/p', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'timeout',
      outcomeUnknown: true,
    });
  });
});
