import { defineCatalog } from '@/i18n';

/**
 * The words of "Continue in a world", each language its own chunk. Apart from the sharing catalog (../catalog.ts),
 * which a production build loads: only the button imports this, so a build without the demo has none of these words.
 */
export const sharingDemoMessages = defineCatalog('sharingDemo', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
