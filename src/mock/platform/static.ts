import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Handler } from 'hono';
import { apiBaseUrlOf } from '@/api/schemas/api-base-url';
import type { MockEnv } from './http';

/**
 * Serves a built SPA: files by path, and `index.html` for any other GET (client-side routes).
 * Missing files under `/assets/` are a real 404 so a stale hashed bundle never gets HTML back.
 * `index.html` and `config.json` are `no-store` so a new build or config is picked up at once.
 * Every file goes out with the headers the README's "Deployment" section gives for any static host, so every e2e
 * run checks the app under them.
 */

/**
 * The Content-Security-Policy the app runs under (README, Deployment). `default-src 'none'` and only what the
 * build uses: its own scripts (no inline script: config.json is preloaded by a <link>), stylesheets and favicon;
 * `fetch` to its own origin and the API's. The one exception is `<style>` elements: a Radix dialog (modal) locks
 * page scroll through react-remove-scroll-bar, which injects one `<style>` (react-style-singleton) measured at
 * runtime (the scrollbar gap), so no hash can name it; a host that can mint a nonce per response can replace
 * `'unsafe-inline'` with `'nonce-…'` and have the app pass it on with get-nonce's `setNonce`. Style attributes stay
 * forbidden: React sets `style` props through CSSOM, which CSP does not govern.
 */
export function contentSecurityPolicy(apiOrigin: string | null = null): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'none'",
    "img-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin} ${webSocketTwin(apiOrigin)}` : ''}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The WebSocket origin beside an API origin (`https:` → `wss:`, `http:` → `ws:`): the console's socket
 * (src/api/endpoints/console.ts) is on the API's origin, and `connect-src` names schemes apart for another origin.
 */
function webSocketTwin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export function securityHeaders(apiOrigin: string | null = null): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/**
 * The origin config.json's `apiBaseUrl` points at, when it is another one (connect-src must allow it). Read with the
 * app's own rule (`apiBaseUrlOf`): a base the app refuses (`http://` to a host other than loopback, a user name or
 * password, a query, `//host`) is one it never connects to, so the policy does not allow it either.
 */
async function configuredApiOrigin(root: string): Promise<string | null> {
  let body: unknown;
  try {
    body = JSON.parse(await readFile(join(root, 'config.json'), 'utf8'));
  } catch {
    return null;
  }
  const base = apiBaseUrlOf(body);
  // Empty or a path: the app's own origin, which 'self' already allows.
  if (base === '' || base.startsWith('/')) return null;
  return new URL(base).origin;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const NO_STORE = new Set(['/index.html', '/config.json']);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The API's and the mock's control plane's paths: never a file of the build. */
export function isReserved(pathname: string): boolean {
  return /^\/(api|__mock)(\/|$)/.test(pathname);
}

/** The encodings a build's compressed copies come in (scripts/precompress-plugin.ts), smallest first. */
const ENCODINGS = [
  { name: 'br', suffix: 'br' },
  { name: 'gzip', suffix: 'gz' },
] as const;

/**
 * The content codings an Accept-Encoding header allows (RFC 9110 §12.5.3): named with a q-value above 0, or covered
 * by `*` without being refused by name. No header: none but identity.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*');
  for (const { name } of ENCODINGS) {
    const weight = weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? star;
    if (weight !== undefined && weight > 0) accepted.add(name);
  }
  return accepted;
}

/** The smallest compressed copy of `file` the browser accepts, if the build wrote one. */
async function precompressedCopy(file: string, acceptEncoding: string | undefined) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (accepted.has(encoding.name) && (await isFile(`${file}.${encoding.suffix}`))) return encoding;
  }
  return null;
}

export function staticHandler(staticDir: string): Handler<MockEnv> {
  const root = resolve(staticDir);
  return async (c) => {
    const pathname = c.req.path;
    if (isReserved(pathname)) return c.notFound();
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return c.notFound();
    }
    const relative = normalize(decoded).replace(/^([/\\])+/, '');
    let file = resolve(join(root, relative));
    if (file !== root && !file.startsWith(root + sep)) return c.notFound();
    let servedAs = `/${relative.split(sep).join('/')}`;
    if (file === root || !(await isFile(file))) {
      if (decoded.startsWith('/assets/')) return c.notFound();
      file = join(root, 'index.html');
      servedAs = '/index.html';
      if (!(await isFile(file))) return c.notFound();
    }
    const encoding = await precompressedCopy(file, c.req.header('accept-encoding'));
    const bytes = await readFile(encoding ? `${file}.${encoding.suffix}` : file);
    const headers: Record<string, string> = {
      ...securityHeaders(await configuredApiOrigin(root)),
      'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': NO_STORE.has(servedAs)
        ? 'no-store'
        : servedAs.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      // Caches must keep the encodings apart, also for a file that has no compressed copy (the next build may).
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
    };
    return c.body(new Uint8Array(bytes), 200, headers);
  };
}
