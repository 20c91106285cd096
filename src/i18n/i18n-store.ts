import { createElement, Fragment, type ReactNode } from 'react';
import { isInUse, loadCatalog, loadedMessages, registeredCatalogs, type Catalog } from './catalog';
import { coreCatalog, type CoreMessages } from './core/catalog';
import { detectLocale, isLocale, LOCALE_STORAGE_KEY, safeLocalStorage, type Locale } from './locale';
import { formatMessage, formatMessageParts } from './message-format';
import type { Messages, Translate } from './message-types';

/**
 * The active language, and the one place that changes it. A change first loads, for the new language,
 * the core catalog and every catalog already in use, and only then switches: every `useMessages`
 * re-renders once, in the new language, with no missing words and nothing remounted.
 */

let active: Locale = 'en';
let request = 0;
const listeners = new Set<() => void>();

export const getLocale = (): Locale => active;

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function apply(locale: Locale) {
  active = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
}

/** Loads a catalog (and the core one) for a language, the active one by default. For route loaders. */
export async function ensureCatalog(catalog: Catalog, locale: Locale = active): Promise<void> {
  await Promise.all([loadCatalog(coreCatalog, locale), loadCatalog(catalog, locale)]);
}

/**
 * Switches the language once its words are loaded and remembers the choice on this device. Rejects (and
 * stays in the current language) when a catalog cannot be loaded. When called again before it is done,
 * the later call wins.
 */
export async function setLocale(next: Locale, storage: Storage | null = safeLocalStorage()): Promise<void> {
  const id = ++request;
  const missing = () => [coreCatalog, ...registeredCatalogs().filter(isInUse)].filter((c) => !loadedMessages(c, next));
  // A route may start loading another catalog meanwhile: keep going until nothing in use is missing.
  for (let todo = missing(); todo.length > 0; todo = missing()) {
    await Promise.all(todo.map((catalog) => loadCatalog(catalog, next)));
    if (id !== request) return;
  }
  if (id !== request) return;
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Storage blocked or full: the choice holds for this visit.
  }
  if (next !== active) apply(next);
}

let listening = false;

/**
 * Start-up: picks the language (the stored choice, else the browser's languages), sets `<html lang>` and
 * loads the core catalog in it. Run it in parallel with the app's other start-up work and render after.
 */
export async function startI18n(
  options: { languages?: readonly string[]; storage?: Storage | null } = {},
): Promise<void> {
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const languages = options.languages ?? (typeof navigator === 'undefined' ? [] : navigator.languages);
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage: follow the browser.
  }
  const locale = detectLocale(languages, stored);
  await loadCatalog(coreCatalog, locale);
  apply(locale);
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    // Another tab of this device switched: follow it.
    window.addEventListener('storage', (event) => {
      if (event.key === LOCALE_STORAGE_KEY && isLocale(event.newValue)) void setLocale(event.newValue, null);
    });
  }
}

const translators = new WeakMap<Catalog, Partial<Record<Locale, Translate<Messages>>>>();

/** The translate function of a catalog (merged with the core one) in a language, or null until loaded. */
export function translatorFor(catalog: Catalog, locale: Locale): Translate<Messages> | null {
  const own = loadedMessages(catalog, locale);
  const core = loadedMessages(coreCatalog, locale);
  if (!own || !core) return null;
  let byLocale = translators.get(catalog);
  if (!byLocale) translators.set(catalog, (byLocale = {}));
  const made = byLocale[locale];
  if (made) return made;

  const lookup = (key: string) => own[key] ?? core[key];
  const t = (key: string, params: Record<string, unknown> = {}) => {
    const message = lookup(key);
    return message === undefined ? key : formatMessage(message, params, locale);
  };
  const rich = (key: string, params: Record<string, unknown> = {}): ReactNode => {
    const message = lookup(key);
    if (message === undefined) return key;
    const parts = formatMessageParts(message, params, locale) as ReactNode[];
    return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : createElement(Fragment, null, ...parts);
  };
  const keyOrText = (value: string) => (lookup(value) === undefined ? value : t(value));
  return (byLocale[locale] = Object.assign(t, { rich, keyOrText, locale }) as Translate<Messages>);
}

/**
 * A promise that says whether it settled, in the fields React itself puts on a promise it has seen (React's
 * types call it `ReactPromise`): `use` returns a fulfilled one's value in the same render, without suspending.
 */
type TrackedPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

const thenables = new WeakMap<Catalog, Partial<Record<Locale, TrackedPromise<Translate<Messages>>>>>();

/** Catalogs that made a render wait for their words, in any language (see `useMessages`). */
const waitedFor = new WeakSet<Catalog>();

/** Whether a render ever had to wait for this catalog's words: from then on `useMessages` always calls `use` for it. */
export const hasMadeARenderWait = (catalog: Catalog): boolean => waitedFor.has(catalog);

/**
 * One promise per catalog and language, for React's `use`: already fulfilled when the words are loaded (so `use`
 * returns them at once, without suspending), else the load, marked when it settles (the same protocol as TanStack
 * Query's `pendingThenable` and Relay). A failed load is given to the route's error boundary, then forgotten, so
 * a later render (the boundary's "Try again") loads again.
 */
export function translatorPromise(catalog: Catalog, locale: Locale): TrackedPromise<Translate<Messages>> {
  let byLocale = thenables.get(catalog);
  if (!byLocale) thenables.set(catalog, (byLocale = {}));
  const known = byLocale[locale];
  if (known?.status === 'rejected') {
    // Forgotten after this task, not when it failed: after a render that threw, React renders once more at once,
    // from scratch, before it shows the error boundary; a new load there would hide the error (and, offline, try
    // again and again).
    setTimeout(() => {
      if (byLocale[locale] === known) delete byLocale[locale];
    }, 0);
  }
  if (known) return known;
  const ready = translatorFor(catalog, locale);
  if (ready) {
    return (byLocale[locale] = Object.assign(Promise.resolve(ready), { status: 'fulfilled' as const, value: ready }));
  }
  waitedFor.add(catalog);
  const load = ensureCatalog(catalog, locale).then(() => translatorFor(catalog, locale) as Translate<Messages>);
  const tracked: TrackedPromise<Translate<Messages>> = Object.assign(load, { status: 'pending' as const });
  load.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      // Not returned: `tracked` is the rejected promise itself, and returning it would reject this one too.
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return (byLocale[locale] = tracked);
}

/**
 * Messages outside React (a document title set in an effect, a label given to the operations tracker).
 * The catalog must already be loaded for the active language, as it is once its route has loaded.
 */
export function getMessages(): Translate<CoreMessages>;
export function getMessages<M extends Messages>(catalog: Catalog<M>): Translate<M & CoreMessages>;
export function getMessages(catalog: Catalog = coreCatalog): Translate<Messages> {
  const t = translatorFor(catalog, active);
  if (!t) throw new Error(`Messages "${catalog.name}" are not loaded for "${active}": await ensureCatalog first`);
  return t;
}
