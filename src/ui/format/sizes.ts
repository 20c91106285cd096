/**
 * Sizes and rates. Decimal units (kB, MB, GB: powers of 1000) for totals such as disk and quota; binary
 * units (KiB, MiB, GiB: powers of 1024) for rates, because the API's KB/s is 1024 B/s. The unit symbols
 * are the same in every language; the number follows the locale (`1.5 GB`, `1,5 GB`).
 */
import { numberFormat } from './number-format';

export type ByteSystem = 'decimal' | 'binary';
const symbols = {
  decimal: ['B', 'kB', 'MB', 'GB', 'TB', 'PB'],
  binary: ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'],
} as const;
export type ByteUnit = (typeof symbols)[ByteSystem][number];

export interface ByteFormatOptions {
  /** Decimal (default) or binary. Ignored when `unit` is given. */
  system?: ByteSystem;
  /** Use this unit rather than the best fit: keeps an axis, a legend and a tooltip in one unit. */
  unit?: ByteUnit;
  /** Append `/s`. */
  perSecond?: boolean;
  /** Default 1 (0 for bytes). */
  maximumFractionDigits?: number;
}

/** The unit a value is best shown in (the largest one it reaches at least 1 of), and its size in bytes. */
export function byteUnit(bytes: number, system: ByteSystem = 'decimal'): { unit: ByteUnit; bytes: number } {
  const base = system === 'binary' ? 1024 : 1000;
  const list = symbols[system];
  let power = 0;
  while (power < list.length - 1 && Math.abs(bytes) >= base ** (power + 1)) power++;
  return { unit: list[power] ?? 'B', bytes: base ** power };
}

function unitSize(unit: ByteUnit): number {
  const binary = (symbols.binary as readonly string[]).indexOf(unit);
  if (binary > 0) return 1024 ** binary;
  return 1000 ** Math.max(0, (symbols.decimal as readonly string[]).indexOf(unit));
}

export function formatBytes(bytes: number | null | undefined, locale: string, options: ByteFormatOptions = {}): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '—';
  const { unit, bytes: size } = options.unit
    ? { unit: options.unit, bytes: unitSize(options.unit) }
    : byteUnit(bytes, options.system);
  const number = numberFormat(locale, {
    maximumFractionDigits: options.maximumFractionDigits ?? (unit === 'B' ? 0 : 1),
  }).format(bytes / size);
  return `${number}\u00a0${unit}${options.perSecond ? '/s' : ''}`;
}
