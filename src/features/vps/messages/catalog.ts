import { defineCatalog } from '@/i18n';

/**
 * The VPS area's words, each language its own chunk, in two catalogs so that the server list (a first screen)
 * loads only what it shows:
 * - `vpsMessages` (`vps.*`): the list, statuses, plans and the frame of a server's screen;
 * - `vpsDetailMessages` (`vpsDetail.*`, in `detail/`): the sections of a server's screen.
 */
export const vpsMessages = defineCatalog('vps', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export const vpsDetailMessages = defineCatalog('vpsDetail', {
  en: () => import('./detail/en'),
  sv: () => import('./detail/sv'),
});

/** The serial console's page (`vpsConsole.*`, in `console/`): only that page loads it. */
export const vpsConsoleMessages = defineCatalog('vpsConsole', {
  en: () => import('./console/en'),
  sv: () => import('./console/sv'),
});
