import { use, useSyncExternalStore } from 'react';
import type { Catalog } from './catalog';
import { coreCatalog, type CoreMessages } from './core/catalog';
import { getLocale, hasMadeARenderWait, subscribeLocale, translatorFor, translatorPromise } from './i18n-store';
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
  const locale = useLocale();
  const ready = translatorFor(catalog, locale);
  // React requires a component that suspended in `use` to call `use` again in its replay and in every later
  // render. So once a catalog has made any render wait, its words always come through `use` (an already fulfilled
  // promise when loaded, in any language: a switch must not drop the call). A catalog whose words were loaded first,
  // as routes load theirs, calls no `use`: under `act()` React stops flushing synchronously after any `use` of a
  // promise, even a fulfilled one, which would change every sync-rendered component test.
  if (ready && !hasMadeARenderWait(catalog)) return ready;
  return use(translatorPromise(catalog, locale));
}

/**
 * A stored message (`MessageRef`) as text in the active language. Suspends while its catalog loads, which
 * only happens when it was kept from another page of the app (an operation label after a reload).
 */
export function useMessageText(message: MessageRef): string {
  const t = useMessages(catalogOfKey(message.key)) as unknown as Translate<Messages>;
  return t(message.key, message.values ?? {});
}
