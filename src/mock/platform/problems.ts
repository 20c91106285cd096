import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { metaRoutes } from '@/api/endpoints/meta';
import type { FieldError, ProblemDetails } from '@/api/schemas/common';
import { apiKeysProblems } from '@/mock/areas/api-keys/problems';
import { accountProblems } from '@/mock/areas/account/problems';
import { teamProblems } from '@/mock/areas/team/problems';
import { billingProblems } from '@/mock/areas/billing/problems';
import { catalogProblems } from '@/mock/areas/catalog/problems';
import { consoleProblems } from '@/mock/areas/console/problems';
import { dnsProblems } from '@/mock/areas/dns/problems';
import { domainsProblems } from '@/mock/areas/domains/problems';
import { hostingProblems } from '@/mock/areas/hosting/problems';
import { ordersProblems } from '@/mock/areas/orders/problems';
import { ticketsProblems } from '@/mock/areas/tickets/problems';
import { vpsProblems } from '@/mock/areas/vps/problems';

/** Ledger: `{errors_base}` is this host; `type` = `<base>/<code>`. */
export const ERRORS_BASE = 'https://errors.hosting.example';
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** What an area's `problems.ts` exports: titles of its problem codes and the paths it serves without a key. */
export interface AreaProblems {
  titles: Readonly<Record<string, string>>;
  publicPaths: readonly string[];
}

/** The platform's own public endpoint: the OpenAPI document (`openapi-routes.ts`), public like the catalog. */
const metaProblems: AreaProblems = { titles: {}, publicPaths: [metaRoutes.openapi.path] };

/** Every area's problems: one line per area. */
const AREA_PROBLEMS: readonly AreaProblems[] = [
  metaProblems,
  domainsProblems,
  dnsProblems,
  ticketsProblems,
  catalogProblems,
  vpsProblems,
  consoleProblems,
  hostingProblems,
  ordersProblems,
  billingProblems,
  apiKeysProblems,
  accountProblems,
  teamProblems,
];

/** Codes of the platform itself (pipeline, validation, injected faults). */
export const PLATFORM_TITLES: Readonly<Record<string, string>> = {
  invalid_request: 'Invalid request',
  invalid_pagination_limit: 'Invalid pagination limit',
  unauthorized: 'Authentication required',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  payload_too_large: 'Payload too large',
  rate_limit_exceeded: 'Too many requests',
  internal_error: 'Internal error',
  bad_gateway: 'Bad gateway',
  service_unavailable: 'Service unavailable',
  gateway_timeout: 'Gateway timeout',
  // The /__mock control plane and the mock's own limits.
  cross_origin_refused: 'Cross-origin request refused',
  unsupported_media_type: 'Unsupported media type',
  mock_capacity_exceeded: 'Mock server full',
  too_many_jobs: 'Too many jobs',
  // Idempotency keys on money writes (./idempotency.ts).
  idempotency_request_in_progress: 'Request in progress',
  idempotency_key_reused: 'Idempotency key reused',
  invalid_idempotency_key: 'Invalid idempotency key',
};

const TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  [PLATFORM_TITLES, ...AREA_PROBLEMS.map((area) => area.titles)].flatMap((titles) => Object.entries(titles)),
);

/**
 * Endpoints that need no key (spec: the shared-hosting catalog; ours: the OpenAPI document), declared by their
 * areas. An Authorization header sent there is ignored: the call runs anonymously and is rate limited per client
 * address.
 */
export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set(AREA_PROBLEMS.flatMap((area) => area.publicPaths));

export function problemTitle(code: string): string {
  return TITLES[code] ?? code;
}

export function newRequestId(): string {
  return `req_${randomBytes(8).toString('hex')}`;
}

export interface ProblemInit {
  status: number;
  code: string;
  detail: string;
  title?: string;
  errors?: FieldError[];
  extensions?: Record<string, unknown>;
  /**
   * Members the spec puts on the Problem body itself, beside the standard ones (409 `not_cancelable`: `order`,
   * `actions`; 400 `password_too_weak`: `minimumScore`, `score`, `suggestions`). They never replace a standard member.
   */
  members?: Record<string, unknown>;
  /** Response headers that belong to this problem (Retry-After, Allow...). */
  headers?: Record<string, string>;
}

/**
 * Thrown anywhere inside a request; the app's error handler renders it. Throwing keeps handlers
 * linear (parse, check, act) instead of threading `Response | value` unions through every helper.
 */
export class ProblemError extends Error {
  readonly init: ProblemInit;
  constructor(init: ProblemInit) {
    super(`${init.status} ${init.code}: ${init.detail}`);
    this.name = 'ProblemError';
    this.init = init;
  }
}

export function problemBody(
  init: ProblemInit,
  request: { instance: string; requestId: string; now?: Date },
): ProblemDetails {
  const body: ProblemDetails = {
    ...init.members,
    type: `${ERRORS_BASE}/${init.code}`,
    title: init.title ?? problemTitle(init.code),
    status: init.status,
    detail: init.detail,
    code: init.code,
    instance: request.instance,
    requestId: request.requestId,
    timestamp: (request.now ?? new Date()).toISOString(),
  };
  if (init.errors) body.errors = init.errors;
  if (init.extensions) body.extensions = init.extensions;
  return body;
}

export function problemResponse(init: ProblemInit, request: { instance: string; requestId: string }): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', PROBLEM_CONTENT_TYPE);
  return new Response(JSON.stringify(problemBody(init, request)), { status: init.status, headers });
}

/** Where a validated value came from; decides the pointer prefix (ledger). */
export type InputLocation = 'body' | 'query' | 'path';

function escapePointerToken(token: PropertyKey): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function jsonPointer(location: InputLocation, path: readonly PropertyKey[]): string {
  const prefix = location === 'body' ? [] : [location];
  const tokens = [...prefix, ...path].map(escapePointerToken);
  return tokens.length === 0 ? '' : `/${tokens.join('/')}`;
}

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True when the member at `path` is absent from `input` (not merely of the wrong type). */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = input;
  for (const key of path) {
    if (!isRecord(current)) return current === undefined;
    current = current[key];
  }
  return current === undefined;
}

/** Turns zod issues into the spec's `errors[]`: one entry per problem, pointer per ledger. */
export function zodToFieldErrors(
  error: { issues: readonly z.core.$ZodIssue[] },
  input: unknown,
  location: InputLocation,
): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({
          pointer: jsonPointer(location, [...issue.path, key]),
          detail: `Unknown field "${key}" is not accepted.`,
          code: 'invalid_request',
        });
      }
      continue;
    }
    // An absent member fails as a type (string, number) or as a value (an enum or literal): both mean "required".
    const missing = (issue.code === 'invalid_type' || issue.code === 'invalid_value') && isMissing(input, issue.path);
    out.push({
      pointer: jsonPointer(location, issue.path),
      detail: missing ? 'This field is required.' : issue.message,
      code: missing ? 'missing_required' : 'invalid_request',
    });
  }
  return out;
}

function summarize(errors: readonly FieldError[]): string {
  const first = errors[0];
  if (!first) return 'The request failed validation.';
  const where = first.pointer === '' ? 'The request body' : first.pointer;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${where}: ${first.detail}${more}`;
}

export function invalidRequest(errors: FieldError[], detail?: string): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'invalid_request',
    detail: detail ?? summarize(errors),
    errors,
  });
}

export function notFound(code: string, detail: string): ProblemError {
  return new ProblemError({ status: 404, code, detail });
}
