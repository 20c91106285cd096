import { defineCatalog } from '@/i18n';
import english from './en';

/**
 * The password checker's hints (en.ts says what it holds): loaded by the password fields, never a first screen.
 * English comes with the hints' code: it is also how a sentence the checker or the server sends is known
 * (password-hint.tsx reads it whole), so a chunk of its own would only be fetched again.
 */
export const passwordHintMessages = defineCatalog('password-hints', {
  en: () => Promise.resolve({ default: english }),
  sv: () => import('./sv'),
});
