import { defineCatalog } from '../catalog';

/**
 * An invoice line in words (en.ts says what it holds), shared by every screen that shows a line: each language its
 * own chunk, loaded by the routes that show lines with their data. The mock's PDF reads the same files
 * (src/api/schemas/line-item-words.ts).
 */
export const lineItemMessages = defineCatalog('lineItems', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export type LineItemMessages = typeof import('./en').default;
