import { formatMessage } from '@/i18n/message-format';
import { formatDate, formatDateTime, formatExact, parseIso } from './format/dates';
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

/** An enum member as `tolerantEnum` reads it (src/api/schemas/common.ts): a value not among `values` is `unknown`. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | 'unknown' =>
  (values as readonly unknown[]).includes(value) ? (value as T) : 'unknown';

/** A timestamp as `nullableTimestamp` reads it (src/api/schemas/common.ts): missing, malformed or empty is null. */
export const timestampOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The items of a list's first page (`{ data, hasMore, nextCursor }`), each read by `read` as the list's schema reads
 * it (src/api/schemas/common.ts `listPage`); null for a page the list would not show as rows: one it cannot read,
 * one without items, or one with an item it would drop (`read` gives null) and say so.
 */
export function firstPageItems<T>(body: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!isRecord(body) || !Array.isArray(body.data) || body.data.length === 0) return null;
  if (typeof body.hasMore !== 'boolean' || (body.nextCursor !== null && typeof body.nextCursor !== 'string'))
    return null;
  const items = body.data.map(read);
  return items.every((item): item is T => item !== null) ? items : null;
}

/**
 * What the list's toolbar says above its rows once its first page is in (src/ui/list-toolbar.tsx `listCountText`):
 * without a filter and with no next page, how many `noun` there are (the core `list.count.all`); null when the list
 * counts them with a read of its own (a next page), which the boot script does not make.
 */
export function firstPageCount(body: unknown, noun: string, write: RowWriting): string | null {
  if (!isRecord(body) || body.hasMore !== false || !Array.isArray(body.data)) return null;
  return write.t('list.count.all', { noun, total: body.data.length });
}

/** The kit's status badge (src/ui/status-badge.tsx): `tone` one of its tones, `text` its words. */
export const badgeMarkup = (tone: string, text: string) =>
  `<span class="badge badge--${tone}">${escapeMarkup(text)}</span>`;

/** A moment as the `DateTime` component draws it (src/ui/format/date-time.tsx); needs the core `date.none`. */
export function dateTimeMarkup(value: string | null, write: RowWriting): string {
  const date = parseIso(value);
  if (!date || value === null)
    return `<span><span aria-hidden="true">—</span><span class="visually-hidden">${escapeMarkup(write.t('date.none'))}</span></span>`;
  return `<time datetime="${date.toISOString()}" title="${escapeMarkup(write.exact(value))}">${escapeMarkup(write.dateTime(value))}</time>`;
}

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

/**
 * A list's first page as the kit's DataTable draws it (`dataTableMarkup`): its items read by `read` and written by
 * `row`, under `caption` and `columns`; null where `firstPageItems` is.
 */
export function firstPageTable<T>(
  body: unknown,
  read: (item: unknown) => T | null,
  table: { caption: string; columns: readonly TableColumn[]; row: (item: T) => string },
): string | null {
  const items = firstPageItems(body, read);
  return items && dataTableMarkup(table.caption, table.columns, items.map(table.row).join(''));
}

/**
 * A row's first cell, its name as the kit draws it: `title` (markup) a link to the row's page, `after` (markup) what
 * follows the link in the cell (a hostname, a count).
 */
export const primaryCellMarkup = (href: string, title: string, after = '') =>
  `<td role="cell" class="data-table__primary"><a class="data-table__title" href="${escapeMarkup(href)}">${title}</a>` +
  `${after}</td>`;

/** A cell of a DataTable row, labelled with its column's header (the cards a phone shows). */
export const cellMarkup = (label: string, content: string) =>
  `<td role="cell" data-label="${escapeMarkup(label)}">${content}</td>`;

/** A JSON-looking string TanStack Router writes quoted in a link's search (its default `stringifySearch`). */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

/** An in-app link's address as the router's `<Link>` writes it: the path, then its search in the router's format. */
export function linkHref(path: string, search: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    let written = value;
    if (JSON_START.test(value)) {
      try {
        JSON.parse(value);
        written = JSON.stringify(value);
      } catch {
        // Not JSON: written as it is.
      }
    }
    params.set(key, written);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
