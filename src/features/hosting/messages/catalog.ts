import { defineCatalog } from '@/i18n';

/**
 * The hosting area's words, each language its own chunk, in two catalogs so that the account list (a first screen)
 * loads only what it shows:
 * - `hostingMessages` (`hosting.*`): the list, statuses, billing text and the frame of an account's screen;
 * - `hostingDetailMessages` (`hostingDetail.*`, in `detail/`): the sections of an account's screen.
 */
export const hostingMessages = defineCatalog('hosting', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export const hostingDetailMessages = defineCatalog('hostingDetail', {
  en: () => import('./detail/en'),
  sv: () => import('./detail/sv'),
});
