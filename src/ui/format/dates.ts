/**
 * Dates arrive as ISO 8601 UTC; people read them in their own locale and zone. The exact UTC instant
 * stays available (title/tooltip and <time dateTime>) for support conversations.
 */
export function parseIso(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: string | null | undefined, locale?: string): string {
  const date = parseIso(value);
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(value: string | null | undefined, locale?: string): string {
  const date = parseIso(value);
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The full instant, unambiguous: local long form plus the UTC ISO string. */
export function formatExact(value: string | null | undefined, locale?: string): string {
  const date = parseIso(value);
  if (!date) return '';
  const local = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long' }).format(date);
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

export function formatRelative(value: string | null | undefined, now: number = Date.now(), locale?: string): string {
  const date = parseIso(value);
  if (!date) return '—';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (abs >= size || unit === 'second') return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}
