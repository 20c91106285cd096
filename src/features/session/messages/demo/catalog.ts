import { defineCatalog } from '@/i18n';

/**
 * The sign-in page's demo words, each language its own chunk. Apart from the page's catalog (../catalog.ts), which a
 * production build loads: only the demo section imports this, so a build without the demo has none of these words.
 */
export const sessionDemoMessages = defineCatalog('sessionDemo', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
