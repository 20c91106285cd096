/**
 * Fixed-window rate limiting (ledger): a window opens at the first request and lasts
 * `windowSeconds`; `X-RateLimit-Reset` is the number of seconds until it closes.
 * Rejected requests do not count against the window.
 */

export interface RateLimitConfig {
  limit: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { limit: 600, windowSeconds: 60 };

export interface RateWindow {
  startMs: number;
  count: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** Beyond this many buckets (client addresses seen), windows that have ended are dropped. */
const MAX_TRACKED_WINDOWS = 10_000;

export function consumeRate(
  windows: Map<string, RateWindow>,
  bucket: string,
  config: RateLimitConfig,
  nowMs: number,
): RateDecision {
  const windowMs = config.windowSeconds * 1000;
  if (windows.size > MAX_TRACKED_WINDOWS) {
    for (const [key, open] of windows) if (nowMs >= open.startMs + windowMs) windows.delete(key);
  }
  let window = windows.get(bucket);
  if (!window || nowMs >= window.startMs + windowMs || nowMs < window.startMs) {
    window = { startMs: nowMs, count: 0 };
    windows.set(bucket, window);
  }
  const allowed = window.count < config.limit;
  if (allowed) window.count += 1;
  return {
    allowed,
    limit: config.limit,
    remaining: Math.max(0, config.limit - window.count),
    resetSeconds: Math.max(1, Math.ceil((window.startMs + windowMs - nowMs) / 1000)),
  };
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['Retry-After'] = String(decision.resetSeconds);
  return headers;
}

/** Takes back a request `consumeRate` counted when a later check refused it (rejected requests do not count). */
export function refundRate(windows: Map<string, RateWindow>, bucket: string): void {
  const window = windows.get(bucket);
  if (window && window.count > 0) window.count -= 1;
}
