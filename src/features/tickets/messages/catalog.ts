import { defineCatalog } from '@/i18n';

/** The support area's words, each language its own chunk, loaded by the ticket routes with their data. */
export const ticketMessages = defineCatalog('tickets', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
