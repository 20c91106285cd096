import type { MockFaultStatus, MockFaults } from '@/api/schemas/mock-control';
import type { ProblemInit } from './problems';

/**
 * Unreliable worlds on purpose (ledger "Mock control interface"): a share `rate` of a world's /api requests fails
 * with one of `statuses` BEFORE its handler runs, so a failed mutation never changed anything and an applied one
 * is never reported as failed. The draw is deterministic: a small PRNG seeded from `faults.seed` or the world id.
 */

export const DEFAULT_FAULT_STATUSES: readonly MockFaultStatus[] = [500];

export interface FaultConfig {
  rate: number;
  statuses: MockFaultStatus[];
  seed: number | null;
}

export interface WorldFaults {
  config: FaultConfig;
  random: () => number;
}

/** mulberry32: a tiny, well-mixed 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit seed from a string (the world id). */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The world's fault state for a request body's `faults` (null or absent: a reliable world). */
export function createFaults(input: MockFaults | null | undefined, worldId: string): WorldFaults | null {
  if (!input) return null;
  const config: FaultConfig = {
    rate: input.rate,
    statuses: [...new Set(input.statuses ?? DEFAULT_FAULT_STATUSES)],
    seed: input.seed ?? null,
  };
  return { config, random: mulberry32(config.seed ?? hashSeed(worldId)) };
}

/** Whether this request fails, and with which status; null lets it through. */
export function drawFault(faults: WorldFaults | null): MockFaultStatus | null {
  if (!faults || faults.config.rate <= 0 || faults.config.statuses.length === 0) return null;
  if (faults.random() >= faults.config.rate) return null;
  const { statuses } = faults.config;
  return statuses[Math.min(statuses.length - 1, Math.floor(faults.random() * statuses.length))] ?? null;
}

const FAULT_CODES: Record<MockFaultStatus, string> = {
  429: 'rate_limit_exceeded',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

const RETRY_AFTER_SECONDS = 1;

export function faultProblem(status: MockFaultStatus): ProblemInit {
  const headers: Record<string, string> = {};
  if (status === 429 || status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
  if (status === 429) headers['X-RateLimit-Remaining'] = '0';
  return {
    status,
    code: FAULT_CODES[status],
    detail:
      status === 429
        ? `Too many requests; retry in ${RETRY_AFTER_SECONDS} s. (Injected by the mock: nothing was changed.)`
        : 'The server could not handle the request; nothing was changed. Retry later. (Injected by the mock.)',
    extensions: { injectedFault: true },
    headers,
  };
}
