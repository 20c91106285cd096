import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { APP_VERSION } from '@/api/app-version';
import { problemDetails, tolerantArray } from '@/api/schemas/common';
import { viewRecorder, type FailedRequest, type RecordedRead } from '@/api/view-recorder';
import type { TrackedOperation } from '@/ui/operations/operations-store';
import { createMasker } from './mask';

/**
 * A view bundle: what one screen showed, for support to replay ("Share this view with support"). Versioned; holds
 * the answers of the screen's reads as sent (the replay parses them with the contract's schemas again), the activity
 * drawer's last operations and the last failed requests. Never the key, never a request header: the client records
 * only paths and bodies (src/api/view-recorder.ts). Read as untrusted input: size-capped, schema-checked per item.
 */
export const BUNDLE_FORMAT = 'hosting-panel/view-bundle';
export const BUNDLE_VERSION = 1;
/** A bundle larger than this is refused before it is read (the demo's heaviest screen makes well under 1 MB). */
export const MAX_BUNDLE_BYTES = 5 * 1024 * 1024;
export const MAX_OPERATIONS = 10;

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
export type SharedOperation = z.infer<typeof sharedOperation>;

export const viewBundle = z.object({
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
export type ViewBundle = z.infer<typeof viewBundle>;

export interface BundleSources {
  queryClient: QueryClient;
  operations: readonly TrackedOperation[];
  /** The screen's address inside the panel (path, search and hash). */
  url: string;
  locale: 'en' | 'sv';
  scheme: 'light' | 'dark';
  viewportWidth: number;
  scenario: string | null;
  customerName: string | null;
  reads?: readonly RecordedRead[];
  failures?: readonly FailedRequest[];
  now?: Date;
}

/**
 * The reads this screen rendered: those answered since the oldest of the queries on screen was (the recorder keeps
 * the last reads of the session; a list left an hour ago is not part of this view).
 */
function readsOnScreen(queryClient: QueryClient, reads: readonly RecordedRead[]): RecordedRead[] {
  const active = queryClient.getQueryCache().findAll({ type: 'active' });
  const updated = active.map((query) => query.state.dataUpdatedAt).filter((at) => at > 0);
  const since = updated.length ? Math.min(...updated) - 1000 : 0;
  return reads.filter((read) => read.at >= since);
}

/** Makes the bundle of the current screen, masked or not (masking is the customer's choice, on by default). */
export function buildBundle(sources: BundleSources, options: { mask: boolean }): ViewBundle {
  const reads = readsOnScreen(sources.queryClient, sources.reads ?? viewRecorder.reads());
  const operations: SharedOperation[] = [...sources.operations]
    .sort((a, b) => b.startedAt - a.startedAt)
    .slice(0, MAX_OPERATIONS)
    .map((op) => ({
      label: op.label,
      status: op.status,
      startedAt: op.startedAt,
      finishedAt: op.finishedAt,
      href: op.href,
    }));
  const failedRequests = (sources.failures ?? viewRecorder.failures()).map((failure) => ({ ...failure }));
  const content = { customerName: sources.customerName, reads, operations, failedRequests };
  const masker = options.mask ? createMasker() : null;
  const shown = masker ? masker.mask(content) : content;
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    appVersion: APP_VERSION,
    createdAt: (sources.now ?? new Date()).toISOString(),
    url: masker ? masker.text(sources.url) : sources.url,
    locale: sources.locale,
    scheme: sources.scheme,
    viewportWidth: Math.round(Math.min(Math.max(sources.viewportWidth, 200), 10_000)),
    scenario: sources.scenario,
    masked: options.mask,
    ...shown,
  };
}

export function bundleFileName(bundle: Pick<ViewBundle, 'createdAt'>): string {
  return `view-${bundle.createdAt.replace(/[:.]/g, '-')}.json`;
}

export type BundleRefusal = 'tooLarge' | 'notJson' | 'wrongVersion' | 'notABundle';

/** Reads a chosen file as a bundle: refused when too large, not JSON, of another version or not a bundle at all. */
export async function readBundleFile(
  file: Pick<Blob, 'size' | 'text'>,
): Promise<{ ok: true; bundle: ViewBundle } | { ok: false; refusal: BundleRefusal }> {
  if (file.size > MAX_BUNDLE_BYTES) return { ok: false, refusal: 'tooLarge' };
  let raw: unknown;
  try {
    raw = JSON.parse(await file.text());
  } catch {
    return { ok: false, refusal: 'notJson' };
  }
  return parseBundle(raw);
}

export function parseBundle(raw: unknown): { ok: true; bundle: ViewBundle } | { ok: false; refusal: BundleRefusal } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, refusal: 'notABundle' };
  const head = raw as Record<string, unknown>;
  if (head['format'] !== BUNDLE_FORMAT) return { ok: false, refusal: 'notABundle' };
  if (head['version'] !== BUNDLE_VERSION) return { ok: false, refusal: 'wrongVersion' };
  const parsed = z.safeParse(viewBundle, raw);
  return parsed.success ? { ok: true, bundle: parsed.data } : { ok: false, refusal: 'notABundle' };
}

/** What the share dialog lists before anything leaves the browser. */
export interface BundleSummary {
  /** Names of the resources in it (servers, domains, tickets...), as in the bundle (masked when it is). */
  resources: string[];
  responses: number;
  failedRequests: number;
  operations: number;
  bytes: number;
}

const NAME_KEYS = ['name', 'domainName', 'hostname', 'subject', 'number'] as const;

function namesIn(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 4 || into.size >= 50) return;
  if (Array.isArray(value)) {
    for (const item of value) namesIn(item, into, depth + 1);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const name = NAME_KEYS.map((key) => record[key]).find((v): v is string => typeof v === 'string' && v !== '');
  if (name && typeof record['id'] === 'string') into.add(name);
  for (const member of Object.values(record)) {
    if (typeof member === 'object' && member !== null) namesIn(member, into, depth + 1);
  }
}

export function summarize(bundle: ViewBundle, text: string): BundleSummary {
  const names = new Set<string>();
  for (const read of bundle.reads) namesIn(read.body, names);
  return {
    resources: [...names].slice(0, 50),
    responses: bundle.reads.length,
    failedRequests: bundle.failedRequests.length,
    operations: bundle.operations.length,
    bytes: new Blob([text]).size,
  };
}
