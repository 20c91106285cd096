import type { MiddlewareHandler } from 'hono';
import type { AuditAction, AuditArea, AuditEntryBody, AuditTargetType } from '@/api/schemas/audit-log';
import { clientAddress, type MockContext, type MockEnv } from './http';

export type { AuditNote } from './http';
import type { WorldState } from './state';
import type { World } from './worlds';

/**
 * The audit log's recorder (ledger "Audit log"): one platform middleware around the routers that, after the
 * handler ran, writes one entry for every POST, PUT, PATCH and DELETE under /api/v2 that a known key asked for,
 * whatever the outcome (a scope 403, a 400, 404, 409, a 429 of the rate limit, an injected 5xx). Requests without a
 * usable key (401) belong to no account and are not written; /__mock is not the API. What each route is (its action,
 * area and target) comes from the tables the areas export (`<area>/audit.ts`), composed in app.ts, so the platform
 * imports no area. Request bodies are never read or stored (they can hold passwords).
 */

export type AuditMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AuditTargetRule {
  type: AuditTargetType;
  /** The path parameter holding the target's id (`id`, `accountId`); absent for a request that names none. */
  param?: string;
  /**
   * The target's name in the world, for the caller's own resources only (another customer's: null). `world` for what
   * lives beside the areas' state (its API keys).
   */
  name?: (state: WorldState, customerId: string, id: string, world: World) => string | null;
  /** A creation's target, read from its 2xx answer (the id is not in the path yet). */
  fromResponse?: (body: unknown) => { id: string | null; name: string | null } | null;
}

export interface AuditRoute {
  method: AuditMethod;
  /** A Hono-style path (`/api/v2/vps/:id/actions/restart`). */
  path: string;
  area: AuditArea;
  action: AuditAction;
  target?: AuditTargetRule;
  /** A request that turned out to only read (its answer says so): no entry. */
  skipWhen?: (body: unknown) => boolean;
}

/** A request that only reads through a POST (a preview, a dry run) is not a change: no entry. */
export function skipAudit(c: MockContext): void {
  c.set('auditNote', { skip: true });
}

export type AuditSink = (world: World, customerId: string, entry: Omit<AuditEntryBody, 'id'>) => void;

const MUTATING = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

interface CompiledRoute {
  route: AuditRoute;
  segments: readonly string[];
}

function compile(route: AuditRoute): CompiledRoute {
  return { route, segments: route.path.split('/') };
}

function match(
  compiled: readonly CompiledRoute[],
  method: string,
  path: string,
): { route: AuditRoute; params: Map<string, string> } | null {
  const parts = path.split('/');
  for (const { route, segments } of compiled) {
    if (route.method !== method || segments.length !== parts.length) continue;
    const params = new Map<string, string>();
    let ok = true;
    for (let index = 0; index < segments.length && ok; index += 1) {
      const segment = segments[index] ?? '';
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        if (part === '') ok = false;
        else {
          try {
            params.set(segment.slice(1), decodeURIComponent(part));
          } catch {
            params.set(segment.slice(1), part);
          }
        }
      } else if (segment !== part) ok = false;
    }
    if (ok) return { route, params };
  }
  return null;
}

async function responseJson(c: MockContext): Promise<unknown> {
  const type = c.res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const body: unknown = await c.res.clone().json();
    return body;
  } catch {
    return null;
  }
}

function member(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

function stringMember(value: unknown, name: string): string | null {
  const found = member(value, name);
  return typeof found === 'string' && found !== '' ? found : null;
}

/** The platform's address for in-process calls (`local`) is no IP: the entry says none. */
function sourceIpOf(c: MockContext): string | null {
  const address = clientAddress(c);
  return address === 'local' ? null : address;
}

/** The recorder's two middlewares: `around` wraps the auth middleware, `before` runs after it (before the routers). */
export interface AuditRecorder {
  around: MiddlewareHandler<MockEnv>;
  before: MiddlewareHandler<MockEnv>;
}

/** The recorder; `routes` are every area's table (app.ts), `sink` where an entry goes (the audit area's state). */
export function auditRecorder(routes: readonly AuditRoute[], sink: AuditSink): AuditRecorder {
  const compiled = routes.map(compile);
  const matched = new WeakMap<Request, { route: AuditRoute; targetId: string | null; nameBefore: string | null }>();
  const before: MiddlewareHandler<MockEnv> = async (c, next) => {
    const found = matched.get(c.req.raw);
    const auth = c.get('auth');
    // The name before the handler ran: a deleted resource is gone afterwards.
    if (found && auth && found.targetId && found.route.target?.name) {
      found.nameBefore = found.route.target.name(auth.world.state, auth.customer.id, found.targetId, auth.world);
    }
    await next();
  };
  const around: MiddlewareHandler<MockEnv> = async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const found = match(compiled, c.req.method, c.req.path);
    if (!found) return next();
    const { route, params } = found;
    const targetId = route.target?.param ? (params.get(route.target.param) ?? null) : null;
    const seen = { route, targetId, nameBefore: null as string | null };
    matched.set(c.req.raw, seen);
    await next();
    // Set by the auth middleware once the key is known (also before a 429 or an injected fault): none, no entry.
    const auth = c.get('auth');
    if (!auth) return;
    const note = c.get('auditNote');
    if (note && 'skip' in note) return;
    const status = c.res.status;
    const body = await responseJson(c);
    if (route.skipWhen?.(body)) return;
    const succeeded = status < 400;
    const operation = member(body, 'operation');
    const jobId = succeeded ? stringMember(operation, 'jobId') : null;
    // A job that failed before its entry was written (one that finished within the request): the change failed.
    const job = jobId ? auth.world.jobs.get(jobId) : undefined;
    const jobFailed = job?.outcome === 'failed' && job.settled;
    const outcome = jobFailed ? 'failed' : succeeded ? 'succeeded' : status >= 500 ? 'failed' : 'refused';
    let target: AuditEntryBody['target'] = null;
    if (route.target) {
      const created = succeeded && route.target.fromResponse ? route.target.fromResponse(body) : null;
      const id = targetId ?? created?.id ?? null;
      const nameAfter =
        id && route.target.name ? route.target.name(auth.world.state, auth.customer.id, id, auth.world) : null;
      target = { type: route.target.type, id, name: nameAfter ?? seen.nameBefore ?? created?.name ?? null };
    }
    sink(auth.world, auth.customer.id, {
      time: auth.world.nowIso(),
      area: route.area,
      action: note && 'action' in note ? note.action : route.action,
      actor: {
        type: auth.apiKey.personId ? 'person' : auth.apiKey.subAccount ? 'sub_account' : 'api_key',
        keyId: auth.apiKey.id,
        keyName: auth.apiKey.name,
      },
      target,
      outcome,
      problem: jobFailed
        ? { code: job.error?.code ?? 'job_failed', status: null }
        : succeeded
          ? null
          : { code: stringMember(body, 'code') ?? `http_${status}`, status },
      requestId: c.get('requestId'),
      sourceIp: sourceIpOf(c),
      operationId: jobId,
    });
  };
  return { around, before };
}

/** `fromResponse` for a creation that answers the resource (`{ id, <nameMember> }`), or `{ <wrapper>: {…} }`. */
export function createdResource(nameMember: string, wrapper?: string): AuditTargetRule['fromResponse'] {
  return (body) => {
    const resource = wrapper ? member(body, wrapper) : body;
    const id = stringMember(resource, 'id');
    return id ? { id, name: stringMember(resource, nameMember) } : null;
  };
}
