import type { ProblemDetails } from './schemas/common';

/**
 * What a view bundle ("Share this view with support") takes from the API client: the answers of the last reads, as
 * the server sent them (the replay parses them with the contract's schemas again), and the last failed requests.
 * Never a request header, never the key: only the path and query of a read (the key is only ever in a header).
 * Bounded: the newest `MAX_READS` reads by path, the newest `MAX_FAILURES` failures. In memory only, per tab, and
 * forgotten at sign-out.
 */
export interface RecordedRead {
  /** The API path with its query, without origin or base (`/api/v2/domains?q=example`). */
  path: string;
  /** The 2xx body as sent. */
  body: unknown;
  /** When the answer came (ms since the epoch). */
  at: number;
}

export interface FailedRequest {
  at: number;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** 0 when no answer came. */
  status: number;
  code: string;
  requestId: string | null;
  problem: ProblemDetails | null;
}

export const MAX_READS = 60;
export const MAX_FAILURES = 8;

const reads = new Map<string, RecordedRead>();
let failures: FailedRequest[] = [];

/** The path and query of a request URL, without the origin and the API's base. */
export function pathOf(url: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (base && url.startsWith(base)) return url.slice(base.length) || '/';
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export const viewRecorder = {
  recordRead(url: string, baseUrl: string, body: unknown): void {
    const path = pathOf(url, baseUrl);
    reads.delete(path);
    reads.set(path, { path, body, at: Date.now() });
    while (reads.size > MAX_READS) {
      const oldest = reads.keys().next();
      if (oldest.done) break;
      reads.delete(oldest.value);
    }
  },
  recordFailure(failure: Omit<FailedRequest, 'path' | 'at'> & { url: string; baseUrl: string }): void {
    const { url, baseUrl, ...rest } = failure;
    failures = [...failures, { ...rest, path: pathOf(url, baseUrl), at: Date.now() }].slice(-MAX_FAILURES);
  },
  reads: (): RecordedRead[] => [...reads.values()],
  failures: (): FailedRequest[] => [...failures],
  clear(): void {
    reads.clear();
    failures = [];
  },
};
