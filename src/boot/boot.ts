import { apiBaseUrlOf, isAllowedApiBaseUrl } from '../api/schemas/api-base-url';
import { EARLY_READ_LIFETIME_MS, type BootHandoff } from '../api/early-responses';
import { REPLAY_SESSION_KEY, REPLAY_STORAGE_KEY, SESSION_STORAGE_KEY } from '../api/storage-keys';
import { activeNavArea, landingArea } from '../app/nav-areas';
import { detectLocale, LOCALE_STORAGE_KEY } from '../i18n/locale';
import { applyThemeChoice, onOtherTabsTheme, readThemeChoice } from '../ui/theme-choice';
import { afterFirstPaint } from './after-first-paint';
import { watchBoot } from './boot-failure';
import { firstScreenOf } from './first-chunks';
import { ALL_FIRST_READS, EVERY_READ, drawFirstRows, firstRowsPath, loadFirstRowsRenderer } from './first-rows';
import { drawnServerTab } from '../features/vps/vps-drawn-tab';
import { firstRequests, signedOutRequests } from './first-requests';

/**
 * The page's first script: a classic script in <head>, before the stylesheet, a few KB (built apart from the app by
 * the `boot-script` plugin in vite.config.ts; no inline script, so it runs under `script-src 'self'`). It
 * - tells the static shell in index.html which frame to draw (signed in, the sign-in page, a public page), in which
 *   language and for which screen, before the first paint: `<html lang data-shell data-screen>`;
 * - puts the theme chosen on this device on the page before the first paint (`<html data-theme>`, none for the
 *   system's setting: src/ui/theme-choice.ts), so a reload never flashes the other theme, and follows other tabs;
 * - sends the first screen's API reads (src/boot/first-requests.ts) while the app's scripts download: at once to the
 *   API the stored session was signed in to, else once config.json (its preload) names it; and hands both to the app
 *   (src/api/early-responses.ts), which takes them over;
 * - draws a list's first rows from its read in the frame drawn at build time (src/boot/first-rows.ts: the servers,
 *   web hosting, orders and support tickets lists; Home's list from all its reads; a server's overview or metrics
 *   tab from its reads, each with a renderer script of its own), so they paint when the reads answer, not once the
 *   app has run;
 * - watches for an app that cannot start (a script that fails to load, no first render in time): the frame then
 *   says so with a Reload button (src/boot/boot-failure.ts).
 * Anything unexpected (no storage, a broken session) leaves the page as it would be without it.
 */

interface StoredSession {
  key: string;
  scopes: readonly string[] | null;
  /** Its tax summary as stored (read by a list's first-rows renderer: src/ui/first-rows.ts `storedTaxOf`). */
  tax: unknown;
  /** The API the key was signed in to (src/features/session/session-store.ts), if stored and allowed; else null. */
  apiBaseUrl: string | null;
}

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function readSession(): StoredSession | null {
  for (const kind of ['sessionStorage', 'localStorage'] as const) {
    try {
      const raw = storage(kind)?.getItem(SESSION_STORAGE_KEY);
      if (!raw) continue;
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) continue;
      const { key, scopes, tax, apiBaseUrl } = parsed as Record<string, unknown>;
      if (typeof key !== 'string' || key === '') continue;
      const scopeList = Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : null;
      const base = typeof apiBaseUrl === 'string' && isAllowedApiBaseUrl(apiBaseUrl) ? apiBaseUrl : null;
      return { key, scopes: scopeList, tax, apiBaseUrl: base };
    } catch {
      continue;
    }
  }
  return null;
}

function replaying(): boolean {
  try {
    return storage('sessionStorage')?.getItem(REPLAY_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/** The screen an address shows (`/` is Home for a signed-in key). */
function screenPathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Which frame the app will draw for this screen, and which screen's heading the static shell shows. */
function frameOf(path: string, session: StoredSession | null) {
  const isPublic =
    path === '/catalog' ||
    path === '/catalog/servers' ||
    path === '/terms' ||
    path === '/join' ||
    path === '/account/verify-email';
  const shell = session ? 'app' : isPublic ? 'public' : 'sign-in';
  const area = shell === 'sign-in' ? null : activeNavArea(path);
  // Home is headed "Overview" for a key that can read an area (another key is told why it sees nothing); an area's
  // first screen has its name as heading; any other screen's heading comes with its data.
  const home = path === '/' && session !== null && landingArea(session.scopes) !== null;
  // A server's screen: its overview or metrics tab is drawn by the boot script from its reads.
  const server = shell === 'app' && /^\/vps\/vps_[^/]+$/.test(path);
  const screen =
    shell === 'sign-in'
      ? 'sign-in'
      : home
        ? 'home'
        : area && area.to === path
          ? area.to.slice(1)
          : server
            ? 'vps/detail'
            : 'other';
  return { shell, screen: screen.replace('/', '-') };
}

/**
 * The current screen's code and its stylesheets (its route, queries and catalogs: src/boot/first-chunks.ts), to be
 * preloaded: they download beside the entry instead of one round trip after another once it has run (and the
 * metrics tab's code beside its data). The table is on this script's tag, written at build time.
 */
function firstChunksOf(path: string, locale: string, signedIn: boolean): string[] {
  const table = document.currentScript?.dataset.firstChunks;
  if (!table) return [];
  // A screen whose code is not known from its address still gets what every screen needs (React DOM, the words).
  const screen = firstScreenOf(path, location.search, signedIn) ?? 'any';
  let files: unknown;
  try {
    files = (JSON.parse(table) as Record<string, Record<string, unknown>>)[screen]?.[locale];
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string');
}

function preloadFiles(files: readonly string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    // A chunk's stylesheet is put in the page by the chunk's loader, which waits for it: fetched now, it is there.
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // As the loader asks for them (Vite's preload helper: crossorigin), or the browser fetches them again.
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
}

/**
 * The first `Intl.NumberFormat` a page makes loads the engine's number data: 65–250 ms on the bench's phone
 * (CPU 4× slower), paid by the first screen's first count or price, after the scripts have arrived. The main
 * thread is idle while they download, so it is paid then: once the frame has painted, a number and a date are
 * formatted in the page's language and thrown away. Later formatters of any options reuse what was loaded.
 * "Once painted" is the first contentful paint itself: an idle callback alone fires in any idle moment, and profiles
 * (npm run bench -- --vitals-only --profile-timeline) caught it between the stylesheet's arrival and the first paint.
 */
function warmFormatting(locale: string): void {
  const warm = () => {
    try {
      new Intl.NumberFormat(locale).format(1);
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    } catch {
      // Nothing to warm: the app formats as it can.
    }
  };
  afterFirstPaint(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
    else setTimeout(warm, 0);
  });
}

/**
 * Once the page is parsed (before the app's scripts run): of the screens drawn at build time (src/boot/prerender.tsx)
 * the frame keeps the one static-shell.css shows, in the page's language, and drops the others. They were never
 * painted; gone, the page holds no copy of another screen's or language's words and fields for a query to find (a
 * browser's find, an extension, a test) in the moment before the app replaces the frame.
 */
function keepShownScreenOnly(root: HTMLElement): void {
  const { shell, screen, search } = root.dataset;
  for (const block of document.querySelectorAll<HTMLElement>('#root .static-shell__screen')) {
    const shown =
      block.dataset.shell === shell && block.dataset.screen === screen && (shell === 'sign-in' || search === 'none');
    if (!shown) {
      block.remove();
      continue;
    }
    for (const copy of block.querySelectorAll<HTMLElement>(':scope > [lang]')) {
      if (copy.lang !== root.lang) copy.remove();
    }
  }
}

function start(): void {
  const root = document.documentElement;
  watchBoot();
  applyThemeChoice(readThemeChoice(storage('localStorage')));
  onOtherTabsTheme(applyThemeChoice);
  const session = readSession();
  let locale = 'en';
  try {
    locale = detectLocale(
      navigator.languages ?? [navigator.language],
      storage('localStorage')?.getItem(LOCALE_STORAGE_KEY),
    );
  } catch {
    // The app detects it again and says it.
  }
  root.lang = locale;
  const path = screenPathOf(location.pathname);
  const frame = frameOf(path, session);
  root.dataset.shell = frame.shell;
  root.dataset.screen = frame.screen;
  // A screen drawn at build time has no filter or option chosen: the static frame shows it only for such an address.
  // A server's overview and metrics tab are drawn from their reads (src/features/vps/vps-drawn-tab.ts) whatever
  // their address says of the tab.
  const drawnAsItIs = frame.screen === 'vps-detail' && drawnServerTab(location.search) !== null;
  root.dataset.search = location.search.length > 1 && !drawnAsItIs ? 'some' : 'none';
  if (document.readyState === 'loading') {
    document.addEventListener('readystatechange', () => keepShownScreenOnly(root), { once: true });
  } else keepShownScreenOnly(root);

  // The screen's rows drawn from its early read (src/boot/first-rows.ts): only in the frame drawn without a filter.
  const rowsPath = root.dataset.search === 'none' && session ? firstRowsPath(frame.screen) : null;
  // Its renderer, a script of its own, asked for first: over HTTP/1.1 the screen's chunks below take every
  // connection, and it would wait behind them (`npm run bench -- --waterfall`: sent 0.6 s later, rows 0.3 s later).
  const renderer = rowsPath ? loadFirstRowsRenderer(frame.screen, document.currentScript?.dataset.firstRows) : null;
  // The screen's code and stylesheets, preloaded below (the rows are drawn once the stylesheets apply).
  const firstFiles = firstChunksOf(path, locale, session !== null);
  const stylesheets = firstFiles.filter((file) => file.endsWith('.css'));
  // Settled once every read the rows are drawn from has answered or failed.
  let rowsReadsSettled = () => {};
  const rowsAnswered = new Promise<void>((resolve) => (rowsReadsSettled = resolve));

  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"][href$="config.json"]');
  const config: Promise<unknown> | null = preload
    ? fetch(preload.href)
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
        .catch(() => null)
    : null;

  const reads = new Map<string, { key: string | null; response: Promise<Response> }>();
  // A reload in a replay of a customer's view: the app answers every read from the bundle (or ends a replay the tab
  // could not keep); its session's stand-in key is never sent.
  const requests =
    replaying() || session?.key === REPLAY_SESSION_KEY
      ? []
      : session
        ? firstRequests(path, location.search, locale, session.scopes)
        : signedOutRequests(path, location.search, locale);
  // The reads the rows are drawn from: a list's one read, or every one of the screen's (Home's list, a server's).
  const rowsReads =
    rowsPath === null
      ? []
      : requests.filter((r) => rowsPath === ALL_FIRST_READS || rowsPath === EVERY_READ || r.path === rowsPath);
  /** Sends the first reads to the API at `base`; `confirmed`: config.json names that API (else nothing is drawn). */
  const send = (base: string, confirmed: Promise<boolean>) => {
    const baseUrl = base.replace(/\/+$/, '');
    const bodies: Promise<unknown>[] = [];
    for (const request of requests) {
      const key = request.anonymous || !session ? null : session.key;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (key) headers.Authorization = `Bearer ${key}`;
      const url = `${baseUrl}${request.path}`;
      const response = fetch(url, { headers, credentials: 'omit' });
      // Not taken (the app asked something else, or failed first): nobody waits for it.
      response.catch(() => undefined);
      // Read from a copy, made before the app can take the answer and read it. Of Home's reads, one the key may not
      // make or the server does not have (403, 404) is left out, as the app leaves it out; any other failure draws
      // nothing (the app says what failed).
      if (renderer && rowsReads.includes(request))
        bodies.push(
          response.then((answer) =>
            answer.ok
              ? (answer.clone().json() as Promise<unknown>)
              : rowsPath === ALL_FIRST_READS && (answer.status === 403 || answer.status === 404)
                ? null
                : Promise.reject(new Error('not drawn')),
          ),
        );
      reads.set(url, { key, response });
    }
    void Promise.allSettled(bodies).then(() => rowsReadsSettled());
    if (renderer && bodies.length > 0)
      Promise.all(bodies)
        .then(async (answers) => {
          const body =
            rowsPath === ALL_FIRST_READS
              ? Object.fromEntries(rowsReads.map((read, at) => [read.name ?? read.path, answers[at]]))
              : rowsPath === EVERY_READ
                ? answers
                : answers[0];
          if (body !== null && (await confirmed))
            return drawFirstRows(frame.screen, body, renderer, locale, stylesheets, {
              tax: session?.tax,
              scopes: session?.scopes ?? null,
            });
        })
        .catch(() => undefined);
    setTimeout(() => reads.clear(), EARLY_READ_LIFETIME_MS);
  };
  if (config) {
    // Sent at once to the API the key was signed in to, when the session says which: config.json says it only a few
    // hundred ms later, behind the boot's own work and the first paint (`npm run bench -- --waterfall`), and the
    // reads would then also wait behind the screen's chunks for a connection. If config.json names another API now,
    // the app asks that one, and these answers (by URL) are never taken or drawn. Else sent once config.json says.
    const known = session?.apiBaseUrl ?? null;
    if (known !== null)
      send(
        known,
        config.then((body) => apiBaseUrlOf(body) === known),
      );
    else void config.then((body) => send(apiBaseUrlOf(body), Promise.resolve(true)));
  }

  // Where the boot script draws the rows, the screen's code is asked for once their reads have answered: the phone's
  // 1.6 Mbit/s is shared by every download, and React DOM and the route's chunks (about 85 KB) took it from the reads
  // and the renderer, which the largest paint waits for. The app's first render waits for those reads too (its
  // loaders take them over), and the entry, in the page, asks for what it imports when it runs. A/B on the bench's
  // phone, 5 visits each: Home's largest paint 1.32–1.51 s against 1.46–1.88 s; tickets 1.10 against 1.22 s; a
  // server's overview 1.25 against 1.41 s, its metrics tab 1.25 against 1.47 s; the servers list 1.17 against 1.20 s.
  // The app's first render moved by -0.13 to +0.13 s.
  if (renderer && rowsReads.length > 0 && config) {
    preloadFiles(stylesheets);
    void rowsAnswered.then(() => preloadFiles(firstFiles.filter((file) => !file.endsWith('.css'))));
  } else preloadFiles(firstFiles);
  warmFormatting(locale);
  if (!config) return;

  let configTaken = false;
  const handoff: BootHandoff = {
    takeConfig() {
      if (configTaken) return null;
      configTaken = true;
      return config;
    },
    takeRead(url, key) {
      const read = reads.get(url);
      if (!read || read.key !== key) return null;
      reads.delete(url);
      return read.response;
    },
  };
  window.__hostingPanelBoot = handoff;
}

start();
