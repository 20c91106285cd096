import { defineCatalog } from '@/i18n';

/** The hosting area's words, each language its own chunk, loaded by the hosting routes with their data. */
export const hostingMessages = defineCatalog('hosting', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
