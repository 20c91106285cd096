import * as z from 'zod/mini';
import { problemDetails, tolerantArray } from './common';
import { decodeColumns, withinDepth } from './view-bundle-columns';

/**
 * A view bundle (ledger "View bundles"): what one screen showed, for support to replay ("Share this view with
 * support") and for the mock to build a world from (`POST /__mock/worlds` with `bundle`). Versioned; holds the
 * answers of the screen's reads as sent, the operations drawer's last operations and the last failed requests. Never
 * the key, never a request header. Read as untrusted input: size-capped, schema-checked per item.
 */
export const BUNDLE_FORMAT = 'hosting-panel/view-bundle';
/**
 * 2: a read's body may be in its compact form (`tables`, src/api/schemas/view-bundle-columns.ts). A version-1 file is
 * still read: its reads are version-2 reads without tables.
 */
export const BUNDLE_VERSION = 2;
export const READABLE_BUNDLE_VERSIONS: readonly number[] = [1, BUNDLE_VERSION];
/** A bundle larger than this is refused before it is read (the demo's heaviest screen makes well under 1 MB). */
export const MAX_BUNDLE_BYTES = 5 * 1024 * 1024;
export const MAX_OPERATIONS = 10;

/**
 * The reads "Continue in a world" imports (`POST /__mock/worlds`, src/mock/platform/bundle-import.ts): each area's list
 * and single reads (`<root>`, `<root>?…`, `<root>/<id>`, `<root>/<id>?…`), never a section under a record (a server's
 * metrics, a domain's contacts). The app sends only these; the mock reads only these.
 */
export const IMPORTED_READ_ROOTS = {
  domains: '/api/v2/domains',
  vps: '/api/v2/vps',
  tickets: '/api/v2/support/tickets',
  hosting: '/api/v2/shared-hosting',
  orders: '/api/v2/orders',
  invoices: '/api/v2/billing/invoices',
  me: '/api/v2/me',
} as const;

/** Whether `path` is a list read of `root` (`list`) or a read of one of its records (`single`), else null. */
export function importedReadKind(path: string, root: string): 'list' | 'single' | null {
  if (!path.startsWith(root)) return null;
  const rest = path.slice(root.length);
  if (rest === '' || rest.startsWith('?')) return 'list';
  return /^\/[^/?]+(?:\?|$)/.test(rest) ? 'single' : null;
}

/** Whether "Continue in a world" imports anything from the read at `path`. */
export function isImportedRead(path: string): boolean {
  return Object.values(IMPORTED_READ_ROOTS).some((root) => importedReadKind(path, root) !== null);
}

// The mock-control module (read by the app's demo) names this schema in `POST /__mock/worlds`: built inside a function
// a bundler can prove pure, so the app's first screen carries none of it unless it is used.
const built = /* @__NO_SIDE_EFFECTS__ */ <T>(make: () => T): T => make();

export const viewBundle = built(() => {
  /** An address inside the panel: a path, never another origin (`//host`, `/\host`). */
  const appPath = z.string().check(
    z.maxLength(2000),
    z.refine((value) => /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value)),
  );

  /** A read as the file holds it: its body in compact form with `tables`, read back to the body as sent. */
  const recordedRead = z.pipe(
    z.object({
      path: z.string().check(
        z.maxLength(2000),
        z.refine((value) => value.startsWith('/api/')),
      ),
      body: z.unknown(),
      at: z.number(),
      tables: z.optional(z.unknown()),
    }),
    z.transform(({ path, body, at, tables }, context) => {
      // Refused alone, as a malformed read: nested deeper than any answer, it would overflow the stack of whatever
      // copies or prints it (the decoder's structuredClone, the replay's JSON.stringify).
      if (!withinDepth(body) || !withinDepth(tables)) {
        context.issues.push({ code: 'custom', message: 'Nested too deep', input: path });
        return z.NEVER;
      }
      if (tables === undefined) return { path, body, at };
      const decoded = decodeColumns(body, tables);
      if (decoded) return { path, body: decoded.body, at };
      // Refused alone: the bundle's other reads stay.
      context.issues.push({ code: 'custom', message: 'Malformed tables', input: tables });
      return z.NEVER;
    }),
  );

  const failedRequest = z.object({
    at: z.number(),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: z.string().check(z.maxLength(2000)),
    status: z.number().check(z.int()),
    code: z.string().check(z.maxLength(100)),
    requestId: z.nullable(z.string().check(z.maxLength(200))),
    problem: z.catch(z.nullable(problemDetails), null),
  });

  const operationLabel = z.union([
    z.object({
      key: z.string().check(z.maxLength(200)),
      values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
    z.string().check(z.maxLength(500)),
  ]);

  const sharedOperation = z.object({
    label: operationLabel,
    status: z.string().check(z.maxLength(40)),
    startedAt: z.number(),
    finishedAt: z.nullable(z.number()),
    href: z.catch(z.nullable(appPath), null),
  });

  return z.object({
    format: z.literal(BUNDLE_FORMAT),
    version: z.union([z.literal(1), z.literal(BUNDLE_VERSION)]),
    appVersion: z.string().check(z.maxLength(40)),
    createdAt: z.string().check(
      z.maxLength(40),
      z.refine((value) => !Number.isNaN(Date.parse(value))),
    ),
    url: appPath,
    locale: z.enum(['en', 'sv']),
    scheme: z.enum(['light', 'dark']),
    viewportWidth: z.number().check(z.int(), z.minimum(200), z.maximum(10_000)),
    scenario: z.catch(z.nullable(z.string().check(z.maxLength(60))), null),
    customerName: z.catch(z.nullable(z.string().check(z.maxLength(200))), null),
    /**
     * The customer's key's scopes (names only, never the key), so a replay blocks a control the key could not use with
     * the reason the customer read; null when unknown (a version-1 file, a session whose scopes were not read).
     */
    keyScopes: z.catch(z.nullable(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(64))), null),
    masked: z.boolean(),
    reads: tolerantArray(recordedRead, 'bundle reads[]'),
    operations: z.catch(tolerantArray(sharedOperation, 'bundle operations[]'), []),
    failedRequests: z.catch(tolerantArray(failedRequest, 'bundle failedRequests[]'), []),
  });
});
/** A bundle as the app uses it (every read's body as sent, its compact form read back). */
export type ViewBundle = z.output<typeof viewBundle>;
export type SharedOperation = ViewBundle['operations'][number];
