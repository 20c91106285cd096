import { use, useSyncExternalStore } from 'react';
import type { Catalog } from './catalog';
import { coreCatalog, type CoreMessages } from './core/catalog';
import { getLocale, subscribeLocale, translatorFor, whenTranslatorReady } from './i18n-store';
import type { Locale } from './locale';
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
  return translatorFor(catalog, locale) ?? use(whenTranslatorReady(catalog, locale));
}
