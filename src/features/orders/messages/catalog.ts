import { defineCatalog } from '@/i18n';

/** The orders area's words, each language its own chunk, loaded by the order routes with their data. */
export const orderMessages = defineCatalog('orders', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
