import { defineCatalog } from '@/i18n';

/** The API key screen's words, each language its own chunk, loaded by its route with its data. */
export const keysMessages = defineCatalog('keys', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
