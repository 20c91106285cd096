import { defineCatalog } from '@/i18n';

/** The sign-in page's words, each language its own chunk, loaded by the sign-in route. */
export const sessionMessages = defineCatalog('session', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
