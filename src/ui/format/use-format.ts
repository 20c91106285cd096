import { useLocale, type Locale } from '@/i18n';
import { formatDate, formatDateTime, formatExact, formatRelative } from './dates';
import { formatMoney } from './money';
import { formatNumber, formatPercent } from './numbers';
import { formatBytes, type ByteFormatOptions } from './sizes';

type Value = string | null | undefined;
type Amount = number | null | undefined;

/** Every formatter, bound to one locale. */
export interface Formatters {
  readonly locale: Locale;
  date(value: Value): string;
  dateTime(value: Value): string;
  /** Long local form plus the UTC instant: for titles and support. */
  exact(value: Value): string;
  relative(value: Value, now?: number): string;
  number(value: Amount, options?: Intl.NumberFormatOptions): string;
  /** 0–100. */
  percent(value: Amount, maximumFractionDigits?: number): string;
  /** Decimal units (kB, MB, GB) unless told otherwise. */
  bytes(value: Amount, options?: ByteFormatOptions): string;
  /** Binary units per second (KiB/s, MiB/s), the unit of the API's rates. */
  rate(bytesPerSecond: Amount, options?: Omit<ByteFormatOptions, 'perSecond'>): string;
  money(amount: Amount, currencyCode: string | null | undefined): string;
  /** `a, b and c` / `a, b och c`. */
  list(items: readonly string[], type?: Intl.ListFormatType): string;
}

const bound = new Map<Locale, Formatters>();

/** The formatters of a locale, made once per locale (stable identity for effect and memo dependencies). */
export function formattersFor(locale: Locale): Formatters {
  let formatters = bound.get(locale);
  if (!formatters) {
    formatters = {
      locale,
      date: (value) => formatDate(value, locale),
      dateTime: (value) => formatDateTime(value, locale),
      exact: (value) => formatExact(value, locale),
      relative: (value, now) => formatRelative(value, locale, now),
      number: (value, options) => formatNumber(value, locale, options),
      percent: (value, digits) => formatPercent(value, locale, digits),
      bytes: (value, options) => formatBytes(value, locale, options),
      rate: (value, options) => formatBytes(value, locale, { system: 'binary', ...options, perSecond: true }),
      money: (amount, currencyCode) => formatMoney(amount, currencyCode, locale),
      list: (items, type = 'conjunction') => new Intl.ListFormat(locale, { type }).format(items),
    };
    bound.set(locale, formatters);
  }
  return formatters;
}

/** The formatters for the active language: `const format = useFormat(); format.dateTime(ticket.createdAt)`. */
export function useFormat(): Formatters {
  return formattersFor(useLocale());
}
