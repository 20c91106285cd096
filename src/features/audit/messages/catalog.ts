import { defineCatalog } from '@/i18n';

/**
 * The account log's words (the feature folder is `audit`, after the API's audit log), each language its own chunk,
 * loaded by the route with its data.
 */
export const auditMessages = defineCatalog('audit', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
