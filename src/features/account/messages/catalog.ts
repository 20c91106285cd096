import { defineCatalog } from '@/i18n';

/** The account page's words (`/account`), each language its own chunk, loaded by its route with its data. */
export const accountMessages = defineCatalog('account', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
