import { defineCatalog } from '@/i18n';

/** Registering and transferring in domains (`domainRegistration.*`): loaded with /domains/new and /domains/transfer. */
export const domainRegistrationMessages = defineCatalog('domainRegistration', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
