import { defineCatalog } from '@/i18n';

/** The words of sharing and replaying a view, each language its own chunk, loaded when the share dialog opens. */
export const sharingMessages = defineCatalog('sharing', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
