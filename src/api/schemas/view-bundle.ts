import * as z from 'zod/mini';
import { problemDetails, tolerantArray } from './common';

/**
 * A view bundle (ledger "View bundles"): what one screen showed, for support to replay ("Share this view with
 * support") and for the mock to build a world from (`POST /__mock/worlds` with `bundle`). Versioned; holds the
 * answers of the screen's reads as sent, the activity drawer's last operations and the last failed requests. Never
 * the key, never a request header. Read as untrusted input: size-capped, schema-checked per item.
 */
export const BUNDLE_FORMAT = 'hosting-panel/view-bundle';
export const BUNDLE_VERSION = 1;
/** A bundle larger than this is refused before it is read (the demo's heaviest screen makes well under 1 MB). */
export const MAX_BUNDLE_BYTES = 5 * 1024 * 1024;
export const MAX_OPERATIONS = 10;

// The mock-control module (read by the app's demo) names this schema in `POST /__mock/worlds`: built inside a function
// a bundler can prove pure, so the app's first screen carries none of it unless it is used.
const built = /* @__NO_SIDE_EFFECTS__ */ <T>(make: () => T): T => make();

export const viewBundle = built(() => {
  /** An address inside the panel: a path, never another origin (`//host`, `/\host`). */
  const appPath = z.string().check(
    z.maxLength(2000),
    z.refine((value) => /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value)),
  );

  const recordedRead = z.object({
    path: z.string().check(
      z.maxLength(2000),
      z.refine((value) => value.startsWith('/api/')),
    ),
    body: z.unknown(),
    at: z.number(),
  });

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
    version: z.literal(BUNDLE_VERSION),
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
    masked: z.boolean(),
    reads: tolerantArray(recordedRead, 'bundle reads[]'),
    operations: z.catch(tolerantArray(sharedOperation, 'bundle operations[]'), []),
    failedRequests: z.catch(tolerantArray(failedRequest, 'bundle failedRequests[]'), []),
  });
});
export type ViewBundle = z.infer<typeof viewBundle>;
export type SharedOperation = ViewBundle['operations'][number];
