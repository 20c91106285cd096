import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import { z } from 'zod';
import { endpointTables } from '@/api/endpoints/all-endpoints';
import type { Endpoint, Schema } from '@/api/endpoints/endpoint';
import { paramNames, type HttpMethod, type ScopeSets } from '@/api/endpoints/route';
import { operation, operationEnvelope, problemDetails, tolerantArrayItems } from '@/api/schemas/common';

/**
 * The OpenAPI 3.1 document of the whole API, built from the endpoint tables (`src/api/endpoints`): each entry's route
 * (method, path, scope sets, summary) and schemas (zod's own JSON Schema output), with the entry's doc comment, read
 * from its area's source with the TypeScript compiler API, as the operation's description. `npm run openapi`
 * (scripts/openapi.ts) writes it to docs/openapi.json with a readable reference, docs/api-reference.md; a test
 * (scripts/openapi.test.ts) fails when either is stale and validates the document.
 */

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OPENAPI_FILE = 'docs/openapi.json';
export const REFERENCE_FILE = 'docs/api-reference.md';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'];
type AreaName = keyof typeof endpointTables;

// ---------------------------------------------------------------------------------------------
// Doc comments, read from the tables' source
// ---------------------------------------------------------------------------------------------

export interface AreaDocs {
  /** The leading doc comment of the area's `routes({...})` declaration. */
  area: string | undefined;
  /** Each entry's leading doc comment, by its name in the table. */
  entries: ReadonlyMap<string, string>;
}

/** `auditLog` → `audit-log.ts`: the file that declares an area's routes. */
export function areaSourceFile(area: string): string {
  return `src/api/endpoints/${area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}

/**
 * A doc comment's text as Markdown: wrapped lines joined into paragraphs (a blank line starts a new one, a line
 * starting a list item keeps its line).
 */
function commentText(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs[docs.length - 1];
  const raw = doc ? ts.getTextOfJSDocComment(doc.comment) : undefined;
  if (!raw) return undefined;
  const paragraphs = raw
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .reduce(
          (text, line) => (text === '' ? line : /^([-*]|\d+\.) /.test(line) ? `${text}\n${line}` : `${text} ${line}`),
          '',
        ),
    )
    .filter((paragraph) => paragraph !== '');
  return paragraphs.length > 0 ? paragraphs.join('\n\n') : undefined;
}

/** The doc comments of `file`'s `routes({...})` table: the declaration's and each entry's. */
export function readAreaDocs(file: string): AreaDocs {
  const source = ts.createSourceFile(file, readFileSync(`${ROOT}/${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
  let area: string | undefined;
  const entries = new Map<string, string>();
  let tables = 0;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) continue;
      if (init.expression.text !== 'routes') continue;
      const table = init.arguments[0];
      if (!table || !ts.isObjectLiteralExpression(table)) continue;
      tables += 1;
      area = commentText(declaration);
      for (const property of table.properties) {
        if (!ts.isPropertyAssignment(property) || !property.name) continue;
        const name =
          ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
        const text = name === undefined ? undefined : commentText(property);
        if (name !== undefined && text !== undefined) entries.set(name, text);
      }
    }
  }
  if (tables !== 1) throw new Error(`${file}: expected one routes({...}) table, found ${tables}`);
  return { area, entries };
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** Named schemas: documented once under components.schemas, referenced wherever they occur. */
const FIXED_COMPONENTS = new Map<Schema, string>([
  [problemDetails, 'ProblemDetails'],
  [operationEnvelope, 'OperationEnvelope'],
  [operation, 'Operation'],
]);

/** Modules of src/api/schemas that are not the API's contract (the mock's control plane, the app's own files). */
const NOT_CONTRACT = /^(mailbox-password|mock-|view-bundle)/;

function isZodObject(value: unknown): value is Schema {
  if (typeof value !== 'object' || value === null || !('_zod' in value)) return false;
  const zod: unknown = Reflect.get(value, '_zod');
  return typeof zod === 'object' && zod !== null && Reflect.get(Reflect.get(zod, 'def') as object, 'type') === 'object';
}

/**
 * Every object schema exported by src/api/schemas, by its export name in PascalCase (`ticketListPage` →
 * `TicketListPage`): each becomes a component where the document uses it. A name two modules export stays inline.
 */
async function namedSchemas(): Promise<Map<Schema, string>> {
  const names = new Map(FIXED_COMPONENTS);
  const taken = new Set(names.values());
  const files = readdirSync(`${ROOT}/src/api/schemas`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_CONTRACT.test(file))
    .sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(`${ROOT}/src/api/schemas/${file}`).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isZodObject(value) || names.has(value)) continue;
      const name = exportName.charAt(0).toUpperCase() + exportName.slice(1);
      if (taken.has(name)) continue;
      names.set(value, name);
      taken.add(name);
    }
  }
  return names;
}

const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/**
 * zod's JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of each schema, with named ones as references. Requests
 * are documented as they are accepted (`io: 'input'`). Answers too: the response schemas are the client's reading
 * of the wire, and their input side is what a server sends (their output side adds what only the client has, such
 * as a page's `dropped`, and forbids every member the spec may add). Transforms and catches (the client's
 * tolerance) cannot be said in JSON Schema: `unrepresentable: 'any'` leaves them open, and a tolerant list
 * (`tolerantArray`) is documented as an array of its item.
 */
class SchemaWriter {
  /** Components referenced so far (their schemas are written by `components()`). */
  private readonly used = new Set<Schema>();
  constructor(private readonly names: ReadonlyMap<Schema, string>) {}

  /** The schema itself (its members), even when it is named. */
  inline(schema: Schema): JsonObject {
    const out = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema === schema) return;
        const name = this.names.get(zodSchema);
        const item = tolerantArrayItems.get(zodSchema);
        if (name === undefined && item === undefined) return;
        for (const key of Object.keys(jsonSchema)) Reflect.deleteProperty(jsonSchema, key);
        if (name !== undefined) this.used.add(zodSchema);
        Object.assign(jsonSchema, name !== undefined ? ref(name) : { type: 'array', items: this.of(item ?? schema) });
      },
    }) as JsonObject;
    delete out.$schema;
    if ('$defs' in out) throw new Error('A schema with $defs (a cycle or a registered id): name it in src/api/schemas');
    return out;
  }

  /** A reference when the schema is named, else the schema. */
  of(schema: Schema): JsonObject {
    const name = this.names.get(schema);
    if (name === undefined) return this.inline(schema);
    this.used.add(schema);
    return ref(name);
  }

  /** components.schemas: every named schema referenced, sorted by name. */
  components(descriptions: Readonly<Record<string, string>>): JsonObject {
    const written = new Map<string, JsonObject>();
    for (const schema of FIXED_COMPONENTS.keys()) this.used.add(schema);
    for (
      let pending = [...this.used];
      pending.length > 0;
      pending = [...this.used].filter((s) => !written.has(this.names.get(s) ?? ''))
    ) {
      for (const schema of pending) {
        const name = this.names.get(schema) ?? '';
        const description = descriptions[name];
        written.set(name, description ? { ...this.inline(schema), description } : this.inline(schema));
      }
    }
    return Object.fromEntries([...written].sort(([a], [b]) => a.localeCompare(b)));
  }
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;

const HEADERS: Record<string, JsonObject> = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current fixed window (per key; per client address without one).',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the current window closes (at least 1).',
    schema: { type: 'integer', minimum: 1 },
  },
  'Retry-After': {
    description: 'Seconds to wait before sending the request again.',
    schema: { type: 'integer', minimum: 0 },
  },
  Location: {
    description:
      'On a 201: the path of what was created (`/api/v2/…`, or a file URL), which a GET with the same key reads.',
    schema: { type: 'string', format: 'uri-reference' },
  },
  'X-Request-Id': {
    description: 'The request id (`req_…`), also in a Problem body as `requestId`: quote it to support.',
    schema: { type: 'string' },
  },
  'Idempotent-Replayed': {
    description:
      '`true` when this is the kept answer to an earlier request with the same `Idempotency-Key`: nothing was done again.',
    schema: { type: 'string', enum: ['true'] },
  },
};

const headerRef = (name: string): JsonObject => ({ $ref: `#/components/headers/${name}` });

function responseHeaders(options: { retryAfter?: 'required' | 'optional'; replayed?: boolean } = {}): JsonObject {
  const headers: JsonObject = {};
  for (const name of RATE_HEADERS) headers[name] = headerRef(name);
  if (options.retryAfter === 'required') headers['Retry-After'] = headerRef('Retry-After');
  if (options.retryAfter === 'optional') headers['Retry-After'] = headerRef('Retry-After');
  headers['X-Request-Id'] = headerRef('X-Request-Id');
  if (options.replayed) headers['Idempotent-Replayed'] = headerRef('Idempotent-Replayed');
  return headers;
}

/** The header a money write (`idempotent` in its table) takes; ledger "Idempotency keys". */
const IDEMPOTENCY_KEY_PARAMETER: JsonObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A new random key (a UUID) per submission, the same one when the same request is sent again after its answer was lost. For 24 hours, per key and caller and path, a repeat answers the first answer (`Idempotent-Replayed: true`); another body with the same key is 422 `idempotency_key_reused`; a repeat while the first runs is 409 `idempotency_request_in_progress`. Without it, every request is done.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** The codes every idempotent operation may answer besides its own, by status. */
const IDEMPOTENCY_CODES: ReadonlyMap<string, readonly string[]> = new Map([
  ['400', ['invalid_idempotency_key']],
  ['409', ['idempotency_request_in_progress']],
  ['422', ['idempotency_key_reused']],
]);

const SUCCESS_WORDS: Record<number, string> = {
  200: 'OK.',
  201: 'Created.',
  202: 'Accepted: the operation runs on; follow `operation.pollUrl` until it is terminal.',
  204: 'No content.',
};

const ERROR_WORDS: Record<string, string> = {
  '400':
    'Invalid request: the path, query or body failed validation (`invalid_request`, with `errors[]` pointing at each field; `invalid_pagination_limit`).',
  '401': 'No valid API key (`unauthorized`); answered with `WWW-Authenticate: Bearer`.',
  '403': 'The key lacks the scopes, or the caller may not do this (`forbidden`).',
  '404': 'No such resource for this caller (`not_found` or the area’s own `<resource>_not_found`).',
  '409': 'The resource’s state does not allow this now.',
  '413': 'The request body is too large.',
  '415': 'The request body’s type is refused.',
  '422': 'The `Idempotency-Key` was already used for a different request (`idempotency_key_reused`).',
  '429': 'Too many requests (`rate_limit_exceeded`): wait `Retry-After` seconds.',
  '5XX':
    'The server or an upstream failed (`internal_error`, `bad_gateway`, `service_unavailable`, `gateway_timeout`); retry later. A 503 may carry `Retry-After`.',
};

/** Problem codes a doc comment names with their status (`409 \`ticket_not_closed\``). */
function codesInText(text: string | undefined): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const match of (text ?? '').matchAll(/\b([45]\d\d) `([a-z][a-z0-9_]*)`/g)) {
    const [, status = '', code = ''] = match;
    out.set(status, (out.get(status) ?? new Set()).add(code));
  }
  return out;
}

/** The error statuses an endpoint may answer with (besides 5XX), in order. */
function errorStatuses(endpoint: Endpoint, named: ReadonlyMap<string, unknown>): string[] {
  const statuses = new Set<string>();
  const hasInput = paramNames(endpoint).length > 0 || endpoint.query || endpoint.body || endpoint.bodyReadByHandler;
  if (hasInput) statuses.add('400');
  if (endpoint.scopes !== null) {
    statuses.add('401');
    statuses.add('403');
  }
  if (paramNames(endpoint).length > 0) statuses.add('404');
  if (endpoint.method !== 'GET' && !endpoint.readOnly) statuses.add('409');
  for (const status of named.keys()) if (status.startsWith('4')) statuses.add(status);
  statuses.add('429');
  return [...statuses].sort();
}

/** The components.responses name of each error status. */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '422': 'UnprocessableContent',
  '429': 'TooManyRequests',
  '5XX': 'ServerError',
};

/** An error response, shared under components.responses. */
function problemResponse(status: string): JsonObject {
  return {
    description: ERROR_WORDS[status] ?? 'Refused.',
    headers: responseHeaders(
      status === '429' ? { retryAfter: 'required' } : status === '5XX' ? { retryAfter: 'optional' } : {},
    ),
    content: { 'application/problem+json': { schema: ref('ProblemDetails') } },
  };
}

/** An operation's error response: the shared one, its description naming the codes the entry's doc names. */
function problemResponseRef(status: string, codes: ReadonlySet<string> | undefined): JsonObject {
  const name = ERROR_RESPONSES[status];
  if (!name) throw new Error(`No shared response for ${status}: add it to ERROR_RESPONSES`);
  const out: JsonObject = { $ref: `#/components/responses/${name}` };
  if (codes && codes.size > 0) {
    out.description = `${ERROR_WORDS[status] ?? ''} Codes this endpoint names: ${[...codes].map((code) => `\`${code}\``).join(', ')}.`;
  }
  return out;
}

function hasOperationMember(schema: JsonObject): boolean {
  const properties = schema.properties;
  return isObject(properties) && 'operation' in properties;
}

function successResponse(writer: SchemaWriter, endpoint: Endpoint, status: number): JsonObject {
  const headers = responseHeaders({ replayed: endpoint.idempotent === true });
  if (status === 201 && endpoint.location) headers.Location = headerRef('Location');
  const response: JsonObject = { description: SUCCESS_WORDS[status] ?? 'Success.', headers };
  if (endpoint.binary) {
    response.description = 'The file, with its own `Content-Type` and `Content-Disposition`.';
    response.content = {
      'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
    };
  } else if (endpoint.response) {
    response.content = { 'application/json': { schema: writer.of(endpoint.response) } };
  }
  return response;
}

function responsesOf(writer: SchemaWriter, endpoint: Endpoint, description: string | undefined): JsonObject {
  const status = endpoint.status ?? 200;
  const responses: JsonObject = { [String(status)]: successResponse(writer, endpoint, status) };
  if (endpoint.response && hasOperationMember(writer.inline(endpoint.response))) {
    // The operation envelope (spec "Async operations"): 202 while the job runs, 200 when it finished within the
    // request; both carry the same body.
    const other = status === 202 ? 200 : 202;
    const answer = successResponse(writer, endpoint, other);
    if (other === 200) answer.description = 'OK: the operation finished within the request (`completed` or `failed`).';
    responses[String(other)] = answer;
  }
  const named = codesInText(description);
  if (endpoint.idempotent) {
    for (const [status, codes] of IDEMPOTENCY_CODES) {
      named.set(status, new Set([...(named.get(status) ?? []), ...codes]));
    }
  }
  for (const error of errorStatuses(endpoint, named)) responses[error] = problemResponseRef(error, named.get(error));
  const serverCodes = [...named].filter(([code]) => code.startsWith('5')).flatMap(([, codes]) => [...codes]);
  responses['5XX'] = problemResponseRef('5XX', new Set(serverCodes));
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

function parametersOf(writer: SchemaWriter, endpoint: Endpoint): Json[] {
  const parameters: Json[] = [];
  for (const name of paramNames(endpoint)) {
    const spec = endpoint.params?.[name];
    const parameter: JsonObject = {
      name,
      in: 'path',
      required: true,
      schema: spec ? writer.inline(spec.schema) : { type: 'string' },
    };
    if (spec?.expected) parameter.description = spec.expected;
    parameters.push(parameter);
  }
  if (endpoint.query) {
    const query = writer.inline(endpoint.query);
    const properties = query.properties;
    if (!isObject(properties))
      throw new Error(`${endpoint.method} ${endpoint.path}: the query schema is not an object`);
    const required = Array.isArray(query.required) ? query.required : [];
    for (const [name, schema] of Object.entries(properties)) {
      const parameter: JsonObject = { name, in: 'query', required: required.includes(name), schema };
      if (isObject(schema) && typeof schema.description === 'string') parameter.description = schema.description;
      parameters.push(parameter);
    }
  }
  if (endpoint.idempotent) parameters.push(IDEMPOTENCY_KEY_PARAMETER);
  return parameters;
}

function requestBodyOf(writer: SchemaWriter, endpoint: Endpoint): JsonObject | undefined {
  if (endpoint.body) {
    return { required: !endpoint.bodyOptional, content: { 'application/json': { schema: writer.of(endpoint.body) } } };
  }
  if (endpoint.bodyReadByHandler) {
    // The upload: multipart, read by its handler (no schema in the table).
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file.' },
            },
          },
        },
      },
    };
  }
  return undefined;
}

function securityOf(scopes: ScopeSets | null): Json[] {
  return scopes === null ? [] : scopes.map((set) => ({ bearer: [...set] }));
}

/** The scope sets in words: `a key with \`read:support\``, `…, or with \`a\` and \`b\``. */
export function scopesInWords(scopes: ScopeSets | readonly (readonly string[])[] | null): string {
  if (scopes === null) return 'None: public, sent without a key (an `Authorization` header is ignored).';
  if (scopes.some((set) => set.length === 0)) return 'Any valid key (no scope needed).';
  const sets = scopes.map((set) => set.map((scope) => `\`${scope}\``).join(' and '));
  return `A key with ${sets.join(', or with ')}.`;
}

function descriptionOf(endpoint: Endpoint, doc: string | undefined): string | undefined {
  const parts = doc ? [doc] : [];
  const variants = Object.entries(endpoint.scopeVariants ?? {});
  if (variants.length > 0) {
    const words = variants.map(([name, sets]) => `\`${name}\`: ${scopesInWords(sets).replace(/\.$/, '')}`);
    parts.push(`Narrower scope requirements the handler applies when the request asks for them: ${words.join('; ')}.`);
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

const API_DESCRIPTION = [
  'The hosting control panel’s API (version 2), as this repository’s endpoint tables declare it (`src/api/endpoints`) and its mock serves it. Generated by `npm run openapi`; do not edit by hand.',
  '**Authentication.** Every endpoint except the public ones (the shared-hosting catalog, this document) needs an API key sent as `Authorization: Bearer <key>`. Keys carry scopes; each operation lists the scope sets that allow it (its `security`: a key must hold every scope of at least one set). Missing or invalid key: 401 `unauthorized`; missing scope: 403 `forbidden`.',
  '**Errors** are RFC 7807 Problem Details (`application/problem+json`, `ProblemDetails`); clients branch on `code`, never on `detail`. A 400 `invalid_request` lists each failing field in `errors[]` with a JSON pointer.',
  '**Rate limits.** Fixed windows, per key (per client address without one). Every answer carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the window closes); past the limit, 429 `rate_limit_exceeded` with `Retry-After` (seconds). Refused requests do not count.',
  '**Idempotency keys.** The writes that create an order, an invoice or a payment take an `Idempotency-Key` header (their `Idempotency-Key` parameter). Send a new random key per submission and the same key when sending the same request again after its answer was lost: within 24 hours the server answers the first answer again (`Idempotent-Replayed: true`) instead of doing it twice.',
  '**Asynchronous operations.** Long-running writes answer the operation envelope `{ operation: { status, jobId, pollUrl, result? } }`: 202 while the job is `pending`, `queued` or `in_progress`, 200 when it finished within the request (`completed` or `failed`). Poll `GET /api/jobs/{jobId}` (the `pollUrl`) until it is terminal.',
].join('\n\n');

export async function buildOpenApiDocument(): Promise<JsonObject> {
  const writer = new SchemaWriter(await namedSchemas());
  const { version } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string };
  const tags: Json[] = [];
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [area, table] of Object.entries(endpointTables) as [AreaName, Record<string, Endpoint>][]) {
    const docs = readAreaDocs(areaSourceFile(area));
    const tag: JsonObject = { name: area };
    if (docs.area) tag.description = docs.area;
    tags.push(tag);
    for (const [name, endpoint] of Object.entries(table)) {
      const description = descriptionOf(endpoint, docs.entries.get(name));
      const op: JsonObject = { operationId: `${area}.${name}`, tags: [area], summary: endpoint.summary };
      if (description) op.description = description;
      const parameters = parametersOf(writer, endpoint);
      if (parameters.length > 0) op.parameters = parameters;
      const body = requestBodyOf(writer, endpoint);
      if (body) op.requestBody = body;
      op.responses = responsesOf(writer, endpoint, docs.entries.get(name));
      op.security = securityOf(endpoint.scopes);
      if (endpoint.scopeVariants) {
        op['x-scope-variants'] = Object.fromEntries(
          Object.entries(endpoint.scopeVariants).map(([variant, sets]) => [variant, sets.map((set) => [...set])]),
        );
      }
      const methods = (paths[endpoint.path] ??= {});
      const method = endpoint.method.toLowerCase();
      if (methods[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`);
      methods[method] = op;
    }
  }
  const sortedPaths: JsonObject = {};
  for (const path of Object.keys(paths).sort()) {
    const methods = paths[path] ?? {};
    sortedPaths[path] = Object.fromEntries(
      METHOD_ORDER.map((method) => method.toLowerCase())
        .filter((method) => methods[method])
        .map((method) => [method, methods[method] ?? {}]),
    );
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hosting control panel API', version, description: API_DESCRIPTION },
    tags,
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key: `Authorization: Bearer <key>`. Its scopes are the names in each operation’s security requirement.',
        },
      },
      headers: HEADERS,
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, name]) => [name, problemResponse(status)]),
      ),
      schemas: writer.components({
        ProblemDetails: 'RFC 7807 Problem Details; `type` is `https://errors.hosting.example/<code>`.',
        OperationEnvelope:
          'What an asynchronous write answers: 202 while the job runs, 200 when it finished within the request.',
        Operation: 'A job: poll `pollUrl` until `status` is terminal.',
      }),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The readable reference
// ---------------------------------------------------------------------------------------------

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

/** A schema's type in a few words (`string`, `array of object`, `"open" or "closed"`). */
export function typeInWords(schema: Json | undefined): string {
  if (!isObject(schema)) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' or ');
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (variants) return [...new Set(variants.map(typeInWords))].join(' or ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return `array of ${typeInWords(schema.items)}`;
  if (typeof schema.type === 'string')
    return typeof schema.format === 'string' ? `${schema.type} (${schema.format})` : schema.type;
  return 'any';
}

function constraintsInWords(schema: Json | undefined): string {
  if (!isObject(schema)) return '';
  const words: string[] = [];
  if (typeof schema.description === 'string') words.push(schema.description);
  const range = (min: Json | undefined, max: Json | undefined, unit: string) => {
    if (typeof min === 'number' && typeof max === 'number') words.push(`${min}–${max}${unit}`);
    else if (typeof min === 'number') words.push(`≥ ${min}${unit}`);
    else if (typeof max === 'number') words.push(`≤ ${max}${unit}`);
  };
  const safe = (value: Json | undefined) =>
    typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  range(safe(schema.minimum), safe(schema.maximum), '');
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.default !== undefined) words.push(`default \`${JSON.stringify(schema.default)}\``);
  return words.join('; ');
}

function fieldTable(rows: { name: string; where?: string; schema: Json | undefined; required: boolean }[]): string[] {
  const withWhere = rows.some((row) => row.where !== undefined);
  const head = withWhere ? '| Name | In | Type | Required | Notes |' : '| Field | Type | Required | Notes |';
  const rule = withWhere ? '| --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- |';
  return [
    head,
    rule,
    ...rows.map((row) =>
      [
        '',
        `\`${row.name}\``,
        ...(withWhere ? [row.where ?? ''] : []),
        cell(typeInWords(row.schema)),
        row.required ? 'yes' : 'no',
        cell(constraintsInWords(row.schema)),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ];
}

function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

export function buildReference(document: JsonObject): string {
  const lines: string[] = [
    '# API reference',
    '',
    '<!-- Generated by `npm run openapi` from the endpoint tables (src/api/endpoints); do not edit by hand. -->',
    '',
    `The same contract as [openapi.json](openapi.json) (OpenAPI 3.1), for reading. The mock serves the document at \`GET /api/v2/openapi.json\`.`,
    '',
    String(isObject(document.info) ? document.info.description : ''),
    '',
    '## Areas',
    '',
  ];
  const tags = (Array.isArray(document.tags) ? document.tags : []).filter(isObject);
  const paths = isObject(document.paths) ? document.paths : {};
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(isObject(methods) ? methods : {}).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      op: isObject(op) ? op : {},
    })),
  );
  for (const tag of tags) lines.push(`- [${String(tag.name)}](#${anchorOf(`Area: ${String(tag.name)}`)})`);
  for (const tag of tags) {
    lines.push('', `## Area: ${String(tag.name)}`, '');
    if (typeof tag.description === 'string') lines.push(tag.description, '');
    const mine = operations.filter(({ op }) => Array.isArray(op.tags) && op.tags[0] === tag.name);
    for (const { path, method, op } of mine) {
      lines.push(`### ${method} ${path}`, '', `**${String(op.summary)}** (\`${String(op.operationId)}\`)`, '');
      if (typeof op.description === 'string') lines.push(op.description, '');
      const security = Array.isArray(op.security) ? op.security : [];
      const sets: string[][] = security
        .filter(isObject)
        .map((requirement) => (Array.isArray(requirement.bearer) ? requirement.bearer : []).map(String));
      lines.push(`- **Scopes:** ${scopesInWords(security.length === 0 ? null : sets)}`);
      const parameters = (Array.isArray(op.parameters) ? op.parameters : []).filter(isObject);
      const body = isObject(op.requestBody) ? op.requestBody : undefined;
      const responses = isObject(op.responses) ? op.responses : {};
      const statuses = Object.keys(responses);
      const success = statuses.filter((status) => status.startsWith('2'));
      const errors = statuses.filter((status) => !status.startsWith('2'));
      lines.push(
        `- **Success:** ${success.map((status) => `${status}${successContent(responses[status])}`).join('; ')}`,
      );
      lines.push(`- **Errors:** ${errors.map((status) => errorWithCodes(status, responses[status])).join(', ')}`);
      if (parameters.length > 0) {
        lines.push('', '**Parameters**', '');
        lines.push(
          ...fieldTable(
            parameters.map((parameter) => ({
              name: String(parameter.name),
              where: String(parameter.in),
              schema: withDescription(parameter.schema, parameter.description),
              required: parameter.required === true,
            })),
          ),
        );
      }
      if (body) lines.push('', ...bodyInWords(body, (schema) => resolve(document, schema)));
      lines.push('');
    }
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function withDescription(schema: Json | undefined, description: Json | undefined): Json | undefined {
  return isObject(schema) && typeof description === 'string' ? { ...schema, description } : schema;
}

function successContent(response: Json | undefined): string {
  const content = isObject(response) && isObject(response.content) ? response.content : undefined;
  if (!content) return ' (no content)';
  const [type, media] = Object.entries(content)[0] ?? [];
  const schema = isObject(media) ? media.schema : undefined;
  return type === 'application/json' ? ` (${typeInWords(schema)})` : ` (\`${type}\`)`;
}

function errorWithCodes(status: string, response: Json | undefined): string {
  const description = isObject(response) && typeof response.description === 'string' ? response.description : '';
  const codes = /Codes this endpoint names: (.*)\.$/.exec(description)?.[1];
  return codes ? `${status} (${codes})` : status;
}

/** `schema`, or the component it references. */
function resolve(document: JsonObject, schema: Json | undefined): Json | undefined {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const components = isObject(document.components) ? document.components : {};
  return isObject(components.schemas) ? components.schemas[name] : undefined;
}

function bodyInWords(body: JsonObject, resolveRef: (schema: Json | undefined) => Json | undefined): string[] {
  const content = isObject(body.content) ? body.content : {};
  const [type, media] = Object.entries(content)[0] ?? ['', null];
  const schema = resolveRef(isObject(media) ? media.schema : undefined);
  const head = `**Request body** (\`${type}\`${body.required === true ? '' : ', optional'})`;
  if (!isObject(schema) || !isObject(schema.properties))
    return [head, '', `A ${typeInWords(schema)}; see openapi.json.`];
  const properties = schema.properties;
  const required = Array.isArray(schema.required) ? schema.required : [];
  const rows = Object.entries(properties).map(([name, field]) => ({
    name,
    schema: field,
    required: required.includes(name),
  }));
  if (rows.length === 0) return [`${head}: no members (\`{}\`).`];
  const closed = schema.additionalProperties === false ? ' Other members are refused.' : '';
  return [`${head}${closed}`, '', ...fieldTable(rows)];
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

/** The two files as `npm run openapi` writes them: the document (formatted by prettier) and the reference. */
export async function renderApiFiles(): Promise<Record<string, string>> {
  const document = await buildOpenApiDocument();
  const options = (await prettier.resolveConfig(`${ROOT}/${OPENAPI_FILE}`)) ?? {};
  const json = await prettier.format(JSON.stringify(document, null, 2), { ...options, parser: 'json' });
  return { [OPENAPI_FILE]: json, [REFERENCE_FILE]: buildReference(document) };
}
