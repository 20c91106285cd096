/**
 * CSV files a spreadsheet opens as they are (RFC 4180): fields separated by commas, records by CRLF; a field with a
 * comma, a double quote, a CR or an LF is quoted, its quotes doubled; UTF-8 with a byte-order mark, so Excel reads
 * å, ä and ö. A text field that starts like a formula (`=`, `+`, `-`, `@`, a tab or CR) gets a leading `'`, so a
 * spreadsheet never runs what a server sent as text (a plain negative amount, `-12.50`, stays as it is).
 */

export type CsvCell = string | number | null | undefined;

const BOM = '\ufeff';

function field(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the BOM, then the header and every row, each line ending in CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(',') + '\r\n').join('');
}

/** An amount as a spreadsheet reads it: two decimals, a point (`1234.50`); missing → empty. */
export function csvAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? '' : amount.toFixed(2);
}

/** A timestamp's day in the browser's time zone (`2026-11-28`); missing or malformed → empty. */
export function csvDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return localDay(date);
}

/**
 * A timestamp in ISO 8601 as a spreadsheet and a script read it alike: UTC to the second (`2026-11-28T09:15:00Z`);
 * missing or malformed → empty. (A day without a time, such as a due date, is `csvDate`.)
 */
export function csvTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `YYYY-MM-DD` of `date` in the browser's time zone (also the day in an export's file name). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A page of a cursor list, as the client reads it. */
export interface CsvPage<T> {
  data: T[];
  dropped: number;
  hasMore: boolean;
  nextCursor: string | null;
}

/** At most this many pages (of 100): a server whose cursor never ends stops the export with an error, not a hang. */
export const MAX_EXPORT_PAGES = 1000;

/**
 * Every page of a list, following `nextCursor` until `hasMore` is false; `onProgress` after each page with the rows
 * read so far. Throws what a page's read threw (nothing partial is returned), and when aborted.
 */
export async function readAllPages<T>(
  readPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CsvPage<T>>,
  signal: AbortSignal,
  onProgress: (rows: number) => void,
): Promise<{ rows: T[]; dropped: number }> {
  const rows: T[] = [];
  let dropped = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_EXPORT_PAGES; page++) {
    signal.throwIfAborted();
    const answer = await readPage(cursor, signal);
    rows.push(...answer.data);
    dropped += answer.dropped;
    onProgress(rows.length);
    if (!answer.hasMore) return { rows, dropped };
    if (!answer.nextCursor || answer.nextCursor === cursor) throw new Error('The list did not say where it goes on.');
    cursor = answer.nextCursor;
  }
  throw new Error('The list has more pages than an export reads.');
}
