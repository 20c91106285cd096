import { defineCatalog } from '@/i18n';

/**
 * The activity log's words (the feature folder is `audit`: the core catalog's `activity.` keys are the header's
 * activity drawer), each language its own chunk, loaded by the route with its data.
 */
export const auditMessages = defineCatalog('audit', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
