import { defineCatalog } from '@/i18n';

/** The VPS area's words, each language its own chunk, loaded by the VPS routes with their data. */
export const vpsMessages = defineCatalog('vps', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
