/**
 * What a list's first rows are written with when the boot script draws them before the app has run
 * (src/boot/first-rows.ts; each list's renderer, e.g. src/features/vps/vps-first-rows.ts): plain markup the list's
 * React components would draw, so it must escape as React does and read answers as the schemas do. Import-light:
 * it is bundled into the renderers' small scripts.
 */

/** A list's catalog words (formatted in the page's language; '' for one not carried) and the page's formats. */
export interface RowWriting {
  t: (key: string, values?: Record<string, unknown>) => string;
  number: (value: number) => string;
  /** As `useFormat()`'s `dateTime` and `exact` (src/ui/format/use-format.ts). */
  dateTime: (value: string) => string;
  exact: (value: string) => string;
}

/** Text or an attribute's value as markup, as React writes it. */
export const escapeMarkup = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
