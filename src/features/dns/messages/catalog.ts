import { defineCatalog } from '@/i18n';

/** The DNS zone editor's words (`dns.*`), loaded with its screen. */
export const dnsMessages = defineCatalog('dns', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
