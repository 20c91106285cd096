import { defineCatalog } from '@/i18n';

/** The command palette's and the keyboard shortcuts' words, each language its own chunk, loaded with the palette. */
export const paletteMessages = defineCatalog('palette', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
