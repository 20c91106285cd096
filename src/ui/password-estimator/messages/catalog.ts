import { defineCatalog } from '@/i18n';

/** The password checker's hints (en.ts says what it holds): loaded by the password fields, never a first screen. */
export const passwordHintMessages = defineCatalog('password-hints', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});
