import type * as z from 'zod/mini';
import type { ParamNamesOf, Route } from './route';

/**
 * An endpoint: its route (`route.ts`, schema-free) with the contract's schemas bound to it. The same schemas parse
 * the mock's requests (400 Problem Details with pointers), the client's answers, and feed the OpenAPI document.
 */

export type Schema = z.core.$ZodType;

/** A path parameter's schema, with the 400's words when it fails (`Expected a ticket id (tkt_…)…`). */
export interface ParamSpec<S extends Schema = Schema> {
  schema: S;
  expected?: string;
}

export interface Io {
  params?: Readonly<Record<string, ParamSpec>>;
  query?: Schema;
  body?: Schema;
  /** The body may be absent (it then validates as `{}`): close, reopen, most actions. */
  bodyOptional?: true;
  /**
   * The handler reads the body itself (it reports the schema's field errors together with the world's, so a form
   * hears of every field at once, or it reads multipart): the table still documents `body`.
   */
  bodyReadByHandler?: true;
  /** The answer's schema (a 2xx); null when the answer is not JSON (a download) or has no body. */
  response: Schema | null;
  /** The success status when it is not 200 (201 for a creation, 202 for an operation that always runs). */
  status?: number;
}

/** What an endpoint's io must hold: a schema for each path parameter its route names. */
export type IoFor<R extends Route> = [ParamNamesOf<R>] extends [never]
  ? Io & { params?: undefined }
  : Io & { params: { readonly [K in ParamNamesOf<R>]: ParamSpec } };

export type Endpoint<R extends Route = Route, I extends Io = Io> = R & I;

/**
 * Binds an area's schemas to its routes. Every route needs its io (and every io its route), so a route without a
 * contract, or a contract without a route, fails the type check.
 */
export function bindIo<const T extends Record<string, Route>, const I extends { [K in keyof T]: IoFor<T[K]> }>(
  table: T,
  io: I & Record<Exclude<keyof I, keyof T>, never>,
): { [K in keyof T]: Endpoint<T[K], I[K]> } {
  const out: Record<string, Endpoint> = {};
  for (const name of Object.keys(table)) {
    const route = table[name];
    const bound: Io | undefined = Reflect.get(io, name);
    if (!route || !bound) throw new Error(`endpoint ${name}: route and io must both exist`);
    out[name] = { ...route, ...bound };
  }
  return out as { [K in keyof T]: Endpoint<T[K], I[K]> };
}

/** A path parameter's spec: its schema and, optionally, the 400's words. */
export function param<S extends Schema>(schema: S, expected?: string): ParamSpec<S> {
  return expected === undefined ? { schema } : { schema, expected };
}

export type BodyOf<E extends Partial<Io>> = E['body'] extends Schema ? z.input<E['body']> : undefined;
export type ParsedBodyOf<E extends Partial<Io>> = E['body'] extends Schema ? z.output<E['body']> : undefined;
export type ParsedQueryOf<E extends Partial<Io>> = E['query'] extends Schema ? z.output<E['query']> : undefined;
