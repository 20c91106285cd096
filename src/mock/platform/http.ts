import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AuditAction } from '@/api/schemas/audit-log';
import type { Customer } from './customers';
import { envelopeOperation, envelopeStatus, type Job } from './jobs';
import { paginationLimitProblem } from './pagination';
import { rateLimitHeaders, type RateDecision } from './rate-limit';
import {
  PROBLEM_CONTENT_TYPE,
  ProblemError,
  invalidRequest,
  jsonPointer,
  problemBody,
  zodToFieldErrors,
  type ProblemInit,
} from './problems';
import type { ApiKey, World } from './worlds';

/** Request-scoped helpers shared by every area router. */

export interface AuthContext {
  world: World;
  apiKey: ApiKey;
  customer: Customer;
}

export interface MockEnv {
  Variables: {
    requestId: string;
    /** Set by the /api auth middleware; absent on /__mock and static requests. */
    auth: AuthContext | undefined;
    /** What a handler adds to its audit-log entry (platform/audit.ts): skip a read done by POST, or another action. */
    auditNote?: AuditNote;
  };
}

export type AuditNote = { skip: true } | { action: AuditAction };

export type MockContext = Context<MockEnv>;

export const MAX_BODY_BYTES = 1024 * 1024;

export function renderProblem(c: MockContext, init: ProblemInit): Response {
  const body = problemBody(init, { instance: c.req.path, requestId: c.get('requestId') });
  return c.body(JSON.stringify(body), init.status as ContentfulStatusCode, {
    ...init.headers,
    'Content-Type': PROBLEM_CONTENT_TYPE,
  });
}

/** The peer's address (the rate limits' bucket without a key); `local` for in-process requests. */
export function clientAddress(c: MockContext): string {
  // @hono/node-server passes { incoming } as env; in-process tests pass nothing.
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null) return 'local';
  const incoming: unknown = Reflect.get(env, 'incoming');
  if (typeof incoming !== 'object' || incoming === null) return 'local';
  const socket: unknown = Reflect.get(incoming, 'socket');
  if (typeof socket !== 'object' || socket === null) return 'local';
  const address: unknown = Reflect.get(socket, 'remoteAddress');
  return typeof address === 'string' ? address : 'local';
}

export function rateLimited(c: MockContext, decision: RateDecision): Response {
  return renderProblem(c, {
    status: 429,
    code: 'rate_limit_exceeded',
    detail: `Rate limit of ${decision.limit} requests exceeded; retry in ${decision.resetSeconds} s.`,
    headers: rateLimitHeaders(decision),
  });
}

/** Sets the rate-limit headers unless the response already carries its own (an injected 429). */
export function setRateHeaders(c: MockContext, decision: RateDecision): void {
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) {
    if (!c.res.headers.has(name)) c.header(name, value);
  }
}

export function getAuth(c: MockContext): AuthContext {
  const auth = c.get('auth');
  if (!auth) throw new Error('Route needs the /api auth middleware');
  return auth;
}

async function readCapped(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function payloadTooLarge(): ProblemError {
  return new ProblemError({
    status: 413,
    code: 'payload_too_large',
    detail: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`,
  });
}

function malformedBody(detail: string): ProblemError {
  return invalidRequest([{ pointer: '', detail, code: 'invalid_request' }], detail);
}

/** The request body as JSON; `undefined` when there is none (no bytes or only whitespace). */
/**
 * The body's bytes without consuming it (the route still reads it): what an idempotency key's fingerprint is made
 * of. The same 1 MiB cap as every body.
 */
export async function peekBodyBytes(c: MockContext): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw payloadTooLarge();
  const stream = c.req.raw.clone().body;
  return stream ? readCapped(stream) : new Uint8Array();
}

export async function readJsonBody(c: MockContext): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw payloadTooLarge();
  const stream = c.req.raw.body;
  if (!stream) return undefined;
  const bytes = await readCapped(stream);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw malformedBody('The request body is not valid UTF-8.');
  }
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    throw malformedBody('The request body is not valid JSON.');
  }
}

/**
 * Validates the JSON body with a shared request schema (classic or mini zod). `optional` bodies (close, reopen, most
 * /__mock calls) may be absent, which validates as `{}`.
 */
export async function parseBody<T extends z.core.$ZodType>(
  c: MockContext,
  schema: T,
  options: { optional?: boolean } = {},
): Promise<z.output<T>> {
  const raw = await readJsonBody(c);
  if (raw === undefined && !options.optional) {
    throw invalidRequest([{ pointer: '', detail: 'A JSON request body is required.', code: 'missing_required' }]);
  }
  const input = raw === undefined ? {} : raw;
  const result = z.safeParse(schema, input);
  if (!result.success) throw invalidRequest(zodToFieldErrors(result.error, input, 'body'));
  return result.data;
}

/**
 * Query parameters (first value of each name) validated with the route's schema. List queries extend
 * `paginationQuery`, so their limit rules come out as the spec words them (see `paginationLimitProblem`).
 */
export function parseQuery<T extends z.core.$ZodType>(c: MockContext, schema: T): z.output<T> {
  const input: Record<string, string> = {};
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (!(name in input)) input[name] = value;
  }
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw paginationLimitProblem(result.error.issues) ?? invalidRequest(zodToFieldErrors(result.error, input, 'query'));
}

/**
 * A path parameter validated with its contract schema (`ticketRef`, `opaqueId('vps_')`...); failures are a 400 at
 * `/path/<name>`. Ids are opaque: the schemas only check the kind prefix, so an id of the right kind that does not
 * exist (or holds odd characters) passes here and becomes the area's 404 when the lookup fails.
 */
export function parsePathParam<T extends z.core.$ZodType>(
  c: MockContext,
  name: string,
  schema: T,
  expected?: string,
): z.output<T> {
  const value = c.req.param(name);
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const errors = zodToFieldErrors(result.error, value, 'path').map((error) => ({
    ...error,
    pointer: jsonPointer('path', [name]),
    detail: expected ?? error.detail,
  }));
  throw invalidRequest(errors.slice(0, 1));
}

export function json(c: MockContext, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/json; charset=utf-8' });
}

/**
 * The operation envelope of a job plus the endpoint's own members: 202 while it runs, 200 when it finished within
 * the request. A job created with `accepted: true` always answers 202 (see the job engine).
 */
export function operationResponse(
  c: MockContext,
  world: World,
  job: Job,
  extra: Record<string, unknown> = {},
): Response {
  const now = world.now();
  return json(c, { ...extra, operation: envelopeOperation(job, now) }, envelopeStatus(job, now));
}
