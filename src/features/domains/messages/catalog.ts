import { defineCatalog } from '@/i18n';

/**
 * The domains area's words, each language its own chunk, in three catalogs so that the list (a first screen)
 * loads only what it shows:
 * - `domainsMessages` (`domains.*`): statuses, the list and its selection bar;
 * - `domainsDetailMessages` (`domainsDetail.*`, in `detail/`): a domain's screen, contacts, registry unlock;
 * - `domainsBulkMessages` (`domainsBulk.*`, in `bulk/`): the bulk operations and their outcomes.
 */
export const domainsMessages = defineCatalog('domains', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export const domainsDetailMessages = defineCatalog('domainsDetail', {
  en: () => import('./detail/en'),
  sv: () => import('./detail/sv'),
});

export const domainsBulkMessages = defineCatalog('domainsBulk', {
  en: () => import('./bulk/en'),
  sv: () => import('./bulk/sv'),
});

/** `domainsManage.*` (in `manage/`): managing a domain (issue 37), loaded with the domain's screen. */
export const domainsManageMessages = defineCatalog('domainsManage', {
  en: () => import('./manage/en'),
  sv: () => import('./manage/sv'),
});
