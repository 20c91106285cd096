import { defineCatalog } from '@/i18n';

/** The team, sessions and join screens' words, each language its own chunk, loaded by their routes with their data. */
export const teamMessages = defineCatalog('team', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
