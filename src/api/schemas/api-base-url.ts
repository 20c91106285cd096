/**
 * Which `apiBaseUrl` values config.json may name (src/config.ts; also read by the boot script, src/boot/boot.ts, which
 * sends the first reads before the app runs: both refuse the same bases). Imports nothing: it is in the boot script.
 * The mock's static server reads config.json with it too (src/mock/platform/static.ts), so its Content-Security-Policy
 * lets the app connect to exactly the origin the app would use: that is why it sits with the contract.
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

/**
 * The API's base a body of config.json gives: its `apiBaseUrl` when allowed, else "" (this origin). The one reading
 * of that file's rule, for the app (src/config.ts) and for the boot script, which sends the first reads with it.
 */
export function apiBaseUrlOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as { apiBaseUrl?: unknown }).apiBaseUrl : undefined;
  return typeof value === 'string' && isAllowedApiBaseUrl(value) ? value : '';
}
