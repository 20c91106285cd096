import { defineCatalog } from '@/i18n';

/** The billing area's words, each language its own chunk, loaded by the billing routes with their data. */
export const billingMessages = defineCatalog('billing', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
