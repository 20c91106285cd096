/**
 * Dates arrive as ISO 8601 UTC; people read them in the panel's language and their own time zone. The
 * exact UTC instant stays available (title/tooltip and <time dateTime>) for support conversations.
 * Every function takes the locale (use `useFormat()` in components for the active one); `timeZone` is
 * the browser's unless given (tests pass one).
 */
export function parseIso(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${locale}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}

/** `22 Nov 2026, 14:05` in English, `22 nov. 2026 14:05` in Swedish. */
export function formatDateTime(value: string | null | undefined, locale: string, timeZone?: string): string {
  const date = parseIso(value);
  if (!date) return '—';
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(date);
}

/** `22 Nov 2026` in English, `22 nov. 2026` in Swedish. */
export function formatDate(value: string | null | undefined, locale: string, timeZone?: string): string {
  const date = parseIso(value);
  if (!date) return '—';
  return dateFormat(locale, { dateStyle: 'medium' }, timeZone).format(date);
}

/** The full instant, unambiguous: local long form plus the UTC ISO string. */
export function formatExact(value: string | null | undefined, locale: string, timeZone?: string): string {
  const date = parseIso(value);
  if (!date) return '';
  const local = dateFormat(locale, { dateStyle: 'full', timeStyle: 'long' }, timeZone).format(date);
  return `${local} (${date.toISOString()})`;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** `2 hours ago`, `yesterday`; `för 2 timmar sedan`, `i går`: the language's own plural and wording. */
export function formatRelative(value: string | null | undefined, locale: string, now: number = Date.now()): string {
  const date = parseIso(value);
  if (!date) return '—';
  let rtf = relativeFormats.get(locale);
  if (!rtf) relativeFormats.set(locale, (rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of units) {
    if (abs >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}
