import { formatMessage } from '@/i18n/message-format';
import { formatDate, formatDateTime, formatExact } from './format/dates';
import { formatMoney } from './format/money';
import { formatNumber } from './format/numbers';
import { pricingOf, priceWords, type PriceTax } from './format/pricing';

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
  /** As `useFormat()`'s `date`, `dateTime` and `exact` (src/ui/format/use-format.ts). */
  date: (value: string) => string;
  dateTime: (value: string) => string;
  exact: (value: string) => string;
  /** As `usePrice()` writes it for the session's tax summary (src/ui/format/price.tsx); needs `price.withVat`. */
  price: (amount: number, currency: string) => string;
}

/**
 * The tax summary the session keeps (src/features/session/session-store.ts `storedTax`, member by member: a
 * malformed member is null, anything but an object none), which the app's prices follow from its first render.
 */
export function storedTaxOf(value: unknown): PriceTax | null {
  if (!isRecord(value)) return null;
  const { customerType, vatRate, reverseCharge } = value;
  return {
    customerType:
      customerType === 'consumer' || customerType === 'business' || customerType === 'unknown' ? customerType : null,
    vatRate: typeof vatRate === 'number' ? vatRate : null,
    reverseCharge: typeof reverseCharge === 'boolean' ? reverseCharge : null,
  };
}

/** Text or an attribute's value as markup, as React writes it. */
export const escapeMarkup = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How rows are written in `locale`: `words` are message sources by key (the frame's template, or a catalog), `tax`
 * the stored session's (`storedTaxOf`).
 */
export function rowWriting(words: Readonly<Record<string, unknown>>, locale: string, tax: unknown): RowWriting {
  const t = (key: string, values: Record<string, unknown> = {}) => {
    const source = words[key];
    return typeof source === 'string' ? formatMessage(source, values, locale) : '';
  };
  const pricing = pricingOf(storedTaxOf(tax));
  const money = (amount: number | null | undefined, currency: string | null | undefined) =>
    formatMoney(amount, currency, locale);
  return {
    t,
    number: (value) => formatNumber(value, locale),
    date: (value) => formatDate(value, locale),
    dateTime: (value) => formatDateTime(value, locale),
    exact: (value) => formatExact(value, locale),
    price: (amount, currency) => priceWords(t, money, pricing, amount, currency),
  };
}

/** A column of the kit's DataTable: its header's words, whether it is the row's name, the order the rows are in. */
export interface TableColumn {
  header: string;
  primary?: boolean;
  sort?: 'ascending' | 'descending';
}

/** The kit's DataTable (src/ui/data-table.tsx) around `rows` (its `<tr>`s), as React draws it. */
export function dataTableMarkup(caption: string, columns: readonly TableColumn[], rows: string): string {
  const header = ({ header, primary, sort }: TableColumn) =>
    `<th scope="col" role="columnheader"${sort ? ` aria-sort="${sort}"` : ''}${primary ? ' class="data-table__primary"' : ''}>` +
    `${escapeMarkup(header)}</th>`;
  return (
    `<div class="data-table"><table class="data-table__table" role="table">` +
    `<caption class="visually-hidden">${escapeMarkup(caption)}</caption>` +
    `<thead role="rowgroup"><tr role="row">${columns.map(header).join('')}</tr></thead>` +
    `<tbody role="rowgroup">${rows}</tbody></table></div>`
  );
}

/** A cell of a DataTable row, labelled with its column's header (the cards a phone shows). */
export const cellMarkup = (label: string, content: string) =>
  `<td role="cell" data-label="${escapeMarkup(label)}">${content}</td>`;
