import * as z from 'zod/mini';

/**
 * Runtime configuration, read from `config.json` served beside the app, so one build serves any
 * environment. A missing or broken file, or an `apiBaseUrl` that is not allowed, means "the API is on this
 * origin".
 */

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A base to resolve paths against: a path that leaves this origin would leave the app's origin too. */
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * `apiBaseUrl` is empty (this origin), a path on this origin (`/gateway`), or an https origin (with an optional
 * path); plain http only for loopback, where there is no network to listen in on. Anything that would send the
 * bearer key somewhere else is refused: `//host` and `/\host` are other hosts to a URL parser, and it drops tabs
 * and newlines before it reads the slashes (`/\t/host`), so such characters are refused outright.
 */
export function isAllowedApiBaseUrl(value: string): boolean {
  if (value === '') return true;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\') return false;
  }
  const isPath = value.startsWith('/');
  if (isPath ? value.startsWith('//') : !/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return false;
  }
  // The client appends API paths to the base: a query or fragment would swallow them.
  if (url.search || url.hash || value.includes('?') || value.includes('#')) return false;
  if (isPath) return url.origin === PROBE_ORIGIN;
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

const runtimeConfig = z.object({
  apiBaseUrl: z.catch(
    z
      .string()
      .check(
        z.refine(
          isAllowedApiBaseUrl,
          'apiBaseUrl must be empty, a path on this origin or an https URL (http only on localhost)',
        ),
      ),
    '',
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

const sameOrigin: RuntimeConfig = { apiBaseUrl: '' };

/** The configuration a body of config.json gives; anything unusable means "the API is on this origin". */
export function runtimeConfigOf(body: unknown): RuntimeConfig {
  const parsed = runtimeConfig.safeParse(body);
  return parsed.success ? parsed.data : sameOrigin;
}

/**
 * What index.html preloads (`<link rel="preload" as="fetch" crossorigin>`). A fetch of the same URL with the same
 * mode (cors) and credentials (same-origin) takes over that preload, so the file is requested once and downloads
 * while the app's scripts do (checked in Chromium: one request, initiator `link`). No `cache` option: the preload
 * itself is made in the default cache mode, so `no-store` here would not make it any fresher, and browsers may
 * match preloads on it; freshness comes from the host's `Cache-Control: no-store` on config.json (README,
 * Deployment).
 */
export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(CONFIG_URL);
    return runtimeConfigOf(response.ok ? await response.json() : null);
  } catch {
    return sameOrigin;
  }
}
