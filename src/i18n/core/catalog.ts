import { defineCatalog } from '../catalog';

/** The core catalog: loaded for the active language before the first render (see `startI18n`). */
export const coreCatalog = defineCatalog('core', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export type CoreMessages = typeof import('./en').default;
