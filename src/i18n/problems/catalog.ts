import { defineCatalog } from '../catalog';

/**
 * Customer words for problem and gate codes (en.ts says what it holds). Never loaded before a first screen: the
 * `_app` layout loads it once the browser is idle, detail routes load it with their data, and `useProblemWords`
 * loads it the moment an alert or a blocked control needs it.
 */
export const problemMessages = defineCatalog('problems', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export type ProblemMessages = typeof import('./en').default;
