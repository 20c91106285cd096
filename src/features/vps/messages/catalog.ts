import { defineCatalog } from '@/i18n';

/**
 * The VPS area's words, each language its own chunk, in two catalogs so that the server list (a first screen)
 * loads only what it shows:
 * - `vpsMessages` (`vps.*`): the list, statuses, plans and the frame of a server's screen;
 * - `vpsDetailMessages` (`vpsDetail.*`, in `detail/`): a server's screen and its overview.
 */
export const vpsMessages = defineCatalog('vps', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export const vpsDetailMessages = defineCatalog('vpsDetail', {
  en: () => import('./detail/en'),
  sv: () => import('./detail/sv'),
});

/**
 * A server's sections (`vpsSections.*`: network, SSH keys, snapshots), its metrics tab (`vpsMetrics.*`) and ordering a
 * server (`vpsOrder.*`): each loaded with its tab or page, so a server's overview (a first screen) waits for none.
 */
export const vpsSectionsMessages = defineCatalog('vpsSections', {
  en: () => import('./sections/en'),
  sv: () => import('./sections/sv'),
});

export const vpsMetricsMessages = defineCatalog('vpsMetrics', {
  en: () => import('./metrics/en'),
  sv: () => import('./metrics/sv'),
});

export const vpsOrderMessages = defineCatalog('vpsOrder', {
  en: () => import('./order/en'),
  sv: () => import('./order/sv'),
});

/** The serial console's page (`vpsConsole.*`, in `console/`): only that page loads it. */
export const vpsConsoleMessages = defineCatalog('vpsConsole', {
  en: () => import('./console/en'),
  sv: () => import('./console/sv'),
});
