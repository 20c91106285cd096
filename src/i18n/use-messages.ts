import { use, useEffect, useState, useSyncExternalStore } from 'react';
import type { Catalog } from './catalog';
import { coreCatalog, type CoreMessages } from './core/catalog';
import { loadedMessages } from './catalog';
import {
  ensureCatalog,
  getLocale,
  hasMadeARenderWait,
  subscribeLocale,
  translatorFor,
  translatorPromise,
} from './i18n-store';
import type { Locale } from './locale';
import { catalogOfKey, type MessageRef } from './message-ref';
import type { Messages, Translate } from './message-types';

/** The active language; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

/**
 * The translate function for a catalog (plus the core words), in the active language:
 *
 *   const t = useMessages(ticketMessages);
 *   t('tickets.list.messageCount', { count: ticket.messageCount })
 *
 * Without an argument, the core words only. Re-renders on a language change (which happens only once the
 * new words are loaded). If a catalog was not loaded by its route, the component suspends until it is.
 */
export function useMessages(): Translate<CoreMessages>;
export function useMessages<M extends Messages>(catalog: Catalog<M>): Translate<M & CoreMessages>;
export function useMessages(catalog: Catalog = coreCatalog): Translate<Messages> {
  // Always needed: the words, or a render that waits for them (never null).
  return useMessagesWhen(catalog, true) as Translate<Messages>;
}

/**
 * The translate function of a catalog that only some renders need (the scope gate's words, for a key that lacks a
 * scope): null when `needed` is false, and nothing is loaded for it; else as `useMessages`, suspending while the
 * catalog loads (a route loader that knows it will be needed loads it first, as the `_app` layout does).
 */
export function useMessagesWhen<M extends Messages>(
  catalog: Catalog<M>,
  needed: boolean,
): Translate<M & CoreMessages> | null {
  const locale = useLocale();
  if (!needed) {
    // React's rule below holds here too: a component that waited for these words (a key that lacked a scope, then
    // was given it) still calls `use`, on the loaded words' fulfilled promise, its value unused.
    if (hasMadeARenderWait(catalog)) use(translatorPromise(catalog, locale));
    return null;
  }
  const ready = translatorFor(catalog, locale);
  // React requires a component that suspended in `use` to call `use` again in its replay and in every later
  // render. So once a catalog has made any render wait, its words always come through `use` (an already fulfilled
  // promise when loaded, in any language: a switch must not drop the call). A catalog whose words were loaded first,
  // as routes load theirs, calls no `use`: under `act()` React stops flushing synchronously after any `use` of a
  // promise, even a fulfilled one, which would change every sync-rendered component test.
  if (ready && !hasMadeARenderWait(catalog)) return ready as Translate<M & CoreMessages>;
  return use(translatorPromise(catalog, locale)) as Translate<M & CoreMessages>;
}

/**
 * A stored message (`MessageRef`) as text in the active language. Suspends while its catalog loads, which
 * only happens when it was kept from another page of the app (an operation label after a reload).
 */
export function useMessageText(message: MessageRef): string {
  const t = useMessages(catalogOfKey(message.key)) as unknown as Translate<Messages>;
  return t(message.key, message.values ?? {});
}

/**
 * The translate function for a catalog that no screen waits for (the problem words): the words when they are
 * loaded in the active language, else null, and the catalog starts loading; the component renders again once they
 * are in. Never suspends: the caller says something generic meanwhile. A failed load is tried again on the next
 * render that needs it.
 */
export function useLoadedMessages<M extends Messages>(catalog: Catalog<M>): Translate<M & CoreMessages> | null {
  const locale = useLocale();
  const [, setLoads] = useState(0);
  const ready = translatorFor(catalog, locale);
  useEffect(() => {
    if (ready) return;
    let live = true;
    ensureCatalog(catalog, locale).then(
      () => live && setLoads((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, catalog, locale]);
  return ready as Translate<M & CoreMessages> | null;
}

/** Whether a loaded catalog has a message under `key` in `locale` (to tell a known code from an unknown one). */
export function hasMessage(catalog: Catalog, locale: Locale, key: string): boolean {
  return loadedMessages(catalog, locale)?.[key] !== undefined;
}
