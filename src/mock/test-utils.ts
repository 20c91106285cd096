import { expect } from 'vitest';
import { z } from 'zod';
import { problemDetails, type ProblemDetails } from '@/api/schemas/common';
import {
  createdWorld,
  mockWorldInfo,
  type CreateWorldBody,
  type CreatedWorld,
  type MockWorldInfo,
  type PatchWorldBody,
} from '@/api/schemas/mock-control';
import { createMockApp, type MockAppOptions } from './app';
import { ERRORS_BASE, PROBLEM_CONTENT_TYPE } from './platform/problems';

/** In-process helpers for the mock contract tests (no sockets). */

export interface CallOptions {
  method?: string;
  key?: string;
  /** Serialized as JSON. */
  body?: unknown;
  /** Sent as is (for malformed bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export function mockHarness(options: MockAppOptions = {}) {
  const { app, registry } = createMockApp(options);

  async function call(path: string, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    if (options.key) headers.set('Authorization', `Bearer ${options.key}`);
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    return app.fetch(
      new Request(`http://mock.test${path}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
      }),
    );
  }

  async function parse<T extends z.core.$ZodType>(response: Response, schema: T, status = 200): Promise<z.output<T>> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    expect(response.headers.get('content-type') ?? '').toContain('application/json');
    return z.parse(schema, JSON.parse(text));
  }

  async function makeWorld(body: CreateWorldBody = {}): Promise<CreatedWorld> {
    return parse(await call('/__mock/worlds', { method: 'POST', body }), createdWorld, 201);
  }

  async function patchWorld(worldId: string, body: PatchWorldBody): Promise<MockWorldInfo> {
    return parse(await call(`/__mock/worlds/${worldId}`, { method: 'PATCH', body }), mockWorldInfo);
  }

  async function advanceClock(worldId: string, advanceMs: number): Promise<MockWorldInfo> {
    return parse(await call(`/__mock/worlds/${worldId}/clock`, { body: { advanceMs } }), mockWorldInfo);
  }

  return { app, registry, call, parse, makeWorld, patchWorld, advanceClock };
}

/** A named key of a created world (the keys object is loose, so named members are unknown). */
export function namedKey(world: CreatedWorld, name: string): string {
  const key = world.keys[name];
  if (typeof key !== 'string') throw new Error(`world has no key named ${name}`);
  return key;
}

/** Asserts a Problem Details response with every field the ledger promises. */
export async function expectProblem(
  response: Response,
  status: number,
  code: string,
  instance?: string,
): Promise<ProblemDetails> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
  const problem = z.parse(problemDetails, JSON.parse(text));
  expect(problem.code).toBe(code);
  expect(problem.status).toBe(status);
  expect(problem.type).toBe(`${ERRORS_BASE}/${code}`);
  expect(problem.title.length).toBeGreaterThan(0);
  expect(problem.detail?.length ?? 0).toBeGreaterThan(0);
  expect(problem.instance).toMatch(/^\//);
  if (instance !== undefined) expect(problem.instance).toBe(instance);
  expect(problem.requestId).toMatch(/^req_[0-9a-f]{16}$/);
  expect(response.headers.get('x-request-id')).toBe(problem.requestId);
  expect(problem.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  return problem;
}
