import { defineCatalog } from '@/i18n';

/** The plan catalog's words, each language its own chunk, loaded by the catalog route. */
export const catalogMessages = defineCatalog('catalog', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
