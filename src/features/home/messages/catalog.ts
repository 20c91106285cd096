import { defineCatalog } from '@/i18n';

/** Home's words, each language its own chunk, loaded by the route `/` with its reads. */
export const homeMessages = defineCatalog('home', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
