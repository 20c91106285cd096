import * as z from 'zod/mini';
import { apiDownload, apiRequestWithStatus, type RequestOptions } from './client';
import type { BodyOf, Io, Schema } from './endpoints/endpoint';
import { pathOf, type PathParams, type Route } from './endpoints/route';
import type { Read } from './first-reads/read';

/**
 * The one way the app calls an endpoint: the URL from its route, the method, the key (or none for a public one) and
 * the answer parsed with its schema. Query and mutation modules never spell a URL.
 */

/**
 * An endpoint (a route with its schemas), or a route alone read with a schema of the caller's: what the frame reads
 * before any area's code (the answered-tickets badge) keeps the area's schemas out of the first chunk.
 */
export type Callable = Route & Partial<Io>;

type ParamsInput<E extends Route> = keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> };

type BodyInput<E extends Callable> = E['body'] extends Schema
  ? E['bodyOptional'] extends true
    ? { body?: BodyOf<E> }
    : { body: BodyOf<E> }
  : { body?: undefined };

/**
 * A money write (`idempotent` in its table) names its `Idempotency-Key`: the guarded mutation's, the same one when
 * a submission whose outcome was unknown is sent again (ledger "Idempotency keys").
 */
type IdempotencyInput<E extends Callable> = E['idempotent'] extends true
  ? { idempotencyKey: string }
  : { idempotencyKey?: undefined };

export type CallInput<E extends Callable> = ParamsInput<E> &
  BodyInput<E> &
  IdempotencyInput<E> & {
    query?: RequestOptions['query'];
    signal?: AbortSignal;
    /** Use this key instead of the session's (sign-in checks a key before keeping it). */
    key?: string;
    headers?: RequestOptions['headers'];
  };

/**
 * The answer's schema: the endpoint's, or a narrower reading of the same answer (a count needs fewer fields); no
 * body at all for an endpoint whose `response` is null (204).
 */
type AnswerSchema<E extends Callable> = E['response'] extends Schema ? E['response'] : Schema;

/** A 204's (absent) body: also the schema to call a route alone that answers nothing (sign-out, from the frame). */
export const noContent = z.undefined();

function requestOf<E extends Callable>(endpoint: E, input: CallInput<E>): { path: string; options: RequestOptions } {
  const params: PathParams<E['path']> | undefined = input.params;
  const path = params === undefined ? endpoint.path : pathOf(endpoint, params);
  const options: RequestOptions = { method: endpoint.method };
  if (input.body !== undefined) options.body = input.body;
  if (input.query !== undefined) options.query = input.query;
  if (input.signal !== undefined) options.signal = input.signal;
  if (input.key !== undefined) options.key = input.key;
  if (input.headers !== undefined) options.headers = input.headers;
  if (input.idempotencyKey !== undefined) options.idempotencyKey = input.idempotencyKey;
  if (endpoint.scopes === null) options.anonymous = true;
  return { path, options };
}

/** Calls `endpoint` and parses the 2xx answer; also hands back the status (202 vs 200 matters for operations). */
export async function callWithStatus<E extends Callable, S extends Schema = AnswerSchema<E>>(
  endpoint: E,
  input: CallInput<E>,
  schema?: S,
): Promise<{ status: number; data: z.output<S> }> {
  if (endpoint.binary) throw new Error(`${endpoint.method} ${endpoint.path} answers a file: use download()`);
  const answer = schema ?? endpoint.response ?? (endpoint.response === null ? noContent : undefined);
  if (!answer) throw new Error(`${endpoint.method} ${endpoint.path}: no schema for its answer`);
  const { path, options } = requestOf(endpoint, input);
  // `answer` is `S` or the endpoint's own schema, which `S` defaults to.
  return apiRequestWithStatus(answer as S, path, options);
}

/** Calls `endpoint` and parses the 2xx answer with its schema (or `schema`, a narrower reading of the same answer). */
export async function call<E extends Callable, S extends Schema = AnswerSchema<E>>(
  endpoint: E,
  input: CallInput<E>,
  schema?: S,
): Promise<z.output<S>> {
  return (await callWithStatus(endpoint, input, schema)).data;
}

/**
 * Calls a read of an area's table (src/api/first-reads), its parameters and query as the boot script sends them,
 * through `endpoint`: the read's route, alone or with its schemas (the same method and path, checked by the type and
 * again here), parsed as `call` does.
 */
export function callRead<E extends Callable & { method: 'GET' }, S extends Schema = AnswerSchema<E>>(
  endpoint: E,
  read: Read<Pick<E, 'method' | 'path' | 'scopes'>>,
  signal?: AbortSignal,
  schema?: S,
): Promise<z.output<S>> {
  if (read.route.method !== endpoint.method || read.route.path !== endpoint.path) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} cannot send a read of ${read.route.method} ${read.route.path}`,
    );
  }
  const input: Record<string, unknown> = {};
  if (read.params !== undefined) input.params = read.params;
  if (read.query !== undefined) input.query = read.query;
  if (signal !== undefined) input.signal = signal;
  // The read's params are its route's, which is the endpoint's (checked above).
  return call(endpoint, input as CallInput<E>, schema);
}

/**
 * Downloads a binary answer (an attachment, an invoice PDF) with the key in the header, never in the URL (the query
 * names no secret: `?lang=sv`); its name is in
 * `disposition`, read with `contentDispositionFilename` (./content-disposition.ts, RFC 6266).
 */
export function download<E extends Callable>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query' | 'signal'>,
): Promise<{ blob: Blob; disposition: string | null }> {
  const params: PathParams<E['path']> | undefined = input.params;
  const path = params === undefined ? endpoint.path : pathOf(endpoint, params);
  return apiDownload(path, {
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.query ? { query: input.query } : {}),
  });
}
