import type { QueryClient } from '@tanstack/react-query';
import { APP_VERSION } from '@/api/app-version';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  MAX_BUNDLE_BYTES,
  MAX_OPERATIONS,
  READABLE_BUNDLE_VERSIONS,
  viewBundle,
  type SharedOperation,
  type ViewBundle,
} from '@/api/schemas/view-bundle';
import { encodeColumns, type ColumnTable } from '@/api/schemas/view-bundle-columns';
import * as z from 'zod/mini';
import { viewRecorder, type FailedRequest, type RecordedRead } from '@/api/view-recorder';
import type { TrackedOperation } from '@/ui/operations/operations-store';
import { createMasker } from './mask';

export { BUNDLE_FORMAT, BUNDLE_VERSION, MAX_BUNDLE_BYTES, MAX_OPERATIONS, viewBundle, type ViewBundle };

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
  /** The session key's scopes (null: unknown). */
  keyScopes?: readonly string[] | null;
  /** The session's key: never in a bundle, wherever an answer might have echoed it (replaced, as a last guard). */
  secret?: string | null;
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
  // Only the API's own reads: never the mock's control plane (its answers hold keys).
  return reads.filter((read) => read.at >= since && read.path.startsWith('/api/'));
}

/** A copy of `value` with every occurrence of `secret` in a string (or a member name) replaced. */
function scrub<T>(value: T, secret: string): T {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return item.split(secret).join('[removed]');
    if (Array.isArray(item)) return item.map(walk);
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(
      Object.entries(item as Record<string, unknown>).map(([key, member]) => [walk(key) as string, walk(member)]),
    );
  };
  return walk(value) as T;
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
  const masked = masker ? masker.content(content) : content;
  const secret = sources.secret && sources.secret.length >= 8 ? sources.secret : null;
  const shown = secret ? scrub(masked, secret) : masked;
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    appVersion: APP_VERSION,
    createdAt: (sources.now ?? new Date()).toISOString(),
    url: masker ? masker.address(sources.url) : sources.url,
    locale: sources.locale,
    scheme: sources.scheme,
    viewportWidth: Math.round(Math.min(Math.max(sources.viewportWidth, 200), 10_000)),
    scenario: sources.scenario,
    keyScopes: sources.keyScopes ? [...sources.keyScopes] : null,
    masked: options.mask,
    ...shown,
  };
}

/** A bundle as its file holds it: each read's body in its compact form (`tables`) where that is smaller. */
export type ViewBundleFile = Omit<ViewBundle, 'reads'> & {
  reads: (ViewBundle['reads'][number] & { tables?: ColumnTable[] })[];
};

export function encodeBundle(bundle: ViewBundle): ViewBundleFile {
  return {
    ...bundle,
    reads: bundle.reads.map((read) => {
      const { body, tables } = encodeColumns(read.body);
      return tables.length > 0 ? { ...read, body, tables } : read;
    }),
  };
}

/** The file's text (JSON, as attached to a ticket: `application/json`). */
export function bundleText(bundle: ViewBundle): string {
  return JSON.stringify(encodeBundle(bundle));
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
  if (typeof head['version'] !== 'number' || !READABLE_BUNDLE_VERSIONS.includes(head['version'])) {
    return { ok: false, refusal: 'wrongVersion' };
  }
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

/**
 * The file's failed requests for the share dialog, the same failure once with how many times it happened (a read is
 * tried three times before its screen says it failed), in the order they first happened.
 */
export function groupFailures(
  failures: ViewBundle['failedRequests'],
): { failure: ViewBundle['failedRequests'][number]; times: number }[] {
  const groups = new Map<string, { failure: ViewBundle['failedRequests'][number]; times: number }>();
  for (const failure of failures) {
    const key = [failure.method, failure.path, failure.status, failure.code].join(' ');
    const group = groups.get(key);
    if (group) group.times += 1;
    else groups.set(key, { failure, times: 1 });
  }
  return [...groups.values()];
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
