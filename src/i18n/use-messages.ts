import { use, useSyncExternalStore } from 'react';
import type { Catalog } from './catalog';
import { coreCatalog, type CoreMessages } from './core/catalog';
import { getLocale, subscribeLocale, translatorFor, waitingFor, whenTranslatorReady } from './i18n-store';
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
  // A component that suspended here is replayed once the words are in, and React requires the replay to
  // call `use` again: while a wait for this catalog is on record, `use` it (settled by then, so it returns
  // at once). The usual render, with the words loaded before it, calls no `use` at all.
  const waited = waitingFor(catalog, locale);
  if (waited) return use(waited);
  return ready ?? use(whenTranslatorReady(catalog, locale));
}

/**
 * A stored message (`MessageRef`) as text in the active language. Suspends while its catalog loads, which
 * only happens when it was kept from another page of the app (an operation label after a reload).
 */
export function useMessageText(message: MessageRef): string {
  const t = useMessages(catalogOfKey(message.key)) as unknown as Translate<Messages>;
  return t(message.key, message.values ?? {});
}
