import { numberFormat } from './number-format';

/** Plain numbers and percentages in the given locale: `1,234.5` / `1 234,5`, `45%` / `45 %`. Null is "—", never 0. */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return numberFormat(locale, options).format(value);
}

/** A percentage given as 0–100 (as the API sends `usagePercent`, `cpuUsagePercent`). */
export function formatPercent(percent: number | null | undefined, locale: string, maximumFractionDigits = 1): string {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return '—';
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}
