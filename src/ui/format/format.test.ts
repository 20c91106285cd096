import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatExact, formatRelative } from './dates';
import { formatMoney } from './money';
import { formatNumber, formatPercent } from './numbers';
import { formatBytes } from './sizes';
import { formattersFor } from './use-format';
import { serviceKind, serviceTypeLabel } from './service-type';
import { getMessages, setLocale } from '@/i18n';

// Expected strings are what Node's ICU prints; Intl puts a no-break space (U+00A0) in Swedish numbers.
const nbsp = '\u00a0';
const instant = '2026-11-22T14:05:00.000Z';

describe('dates', () => {
  it('shows an instant in the chosen language', () => {
    expect(formatDateTime(instant, 'sv', 'UTC')).toBe('22 nov. 2026 14:05');
    expect(formatDateTime(instant, 'en', 'UTC')).toMatch(/^Nov 22, 2026, 2:05\sPM$/);
    expect(formatDate(instant, 'sv', 'UTC')).toBe('22 nov. 2026');
    expect(formatDate(instant, 'en', 'UTC')).toBe('Nov 22, 2026');
  });
  it('shows it in the given time zone (the browser’s by default)', () => {
    expect(formatDateTime(instant, 'sv', 'Europe/Stockholm')).toBe('22 nov. 2026 15:05');
  });
  it('keeps the exact UTC instant beside the long local form', () => {
    expect(formatExact(instant, 'sv', 'UTC')).toBe(`söndag 22 november 2026 kl. 14:05:00 UTC (${instant})`);
    expect(formatExact(instant, 'en', 'UTC')).toContain(`Sunday, November 22, 2026 at 2:05:00`);
  });
  it('shows a dash for missing or broken dates instead of "Invalid Date"', () => {
    expect(formatDateTime(null, 'en')).toBe('—');
    expect(formatDateTime('not a date', 'sv')).toBe('—');
    expect(formatExact(undefined, 'sv')).toBe('');
  });
  it('says how long ago something happened, with the language’s own words and plurals', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    expect(formatRelative('2026-11-20T10:00:00.000Z', 'en', now)).toBe('2 hours ago');
    expect(formatRelative('2026-11-20T10:00:00.000Z', 'sv', now)).toBe('för 2 timmar sedan');
    expect(formatRelative('2026-11-20T11:00:00.000Z', 'sv', now)).toBe('för 1 timme sedan');
    expect(formatRelative('2026-11-19T12:00:00.000Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-11-19T12:00:00.000Z', 'sv', now)).toBe('i går');
    expect(formatRelative('2026-11-20T12:03:00.000Z', 'sv', now)).toBe('om 3 minuter');
    expect(formatRelative('2026-11-20T12:00:00.000Z', 'sv', now)).toBe('nu');
  });
});

describe('numbers', () => {
  it('groups and marks decimals the way each language does', () => {
    expect(formatNumber(1234.5, 'sv')).toBe(`1${nbsp}234,5`);
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(null, 'sv')).toBe('—');
  });
  it('shows percentages given as 0–100', () => {
    expect(formatPercent(45.5, 'sv')).toBe(`45,5${nbsp}%`);
    expect(formatPercent(45.5, 'en')).toBe('45.5%');
    expect(formatPercent(null, 'en')).toBe('—');
  });
});

describe('sizes', () => {
  it('uses decimal units for totals and the language’s decimal mark', () => {
    expect(formatBytes(1_500_000_000, 'en')).toBe(`1.5${nbsp}GB`);
    expect(formatBytes(1_500_000_000, 'sv')).toBe(`1,5${nbsp}GB`);
    expect(formatBytes(999, 'en')).toBe(`999${nbsp}B`);
    expect(formatBytes(1000, 'en')).toBe(`1${nbsp}kB`);
  });
  it('uses binary units when asked, and per second for rates', () => {
    expect(formatBytes(1536, 'sv', { system: 'binary' })).toBe(`1,5${nbsp}KiB`);
    expect(formatBytes(3 * 1024 * 1024, 'en', { system: 'binary', perSecond: true })).toBe(`3${nbsp}MiB/s`);
  });
  it('keeps a forced unit, so an axis and its tooltips agree', () => {
    expect(formatBytes(512 * 1024, 'en', { unit: 'MiB', maximumFractionDigits: 2 })).toBe(`0.5${nbsp}MiB`);
    expect(formatBytes(250_000_000, 'sv', { unit: 'GB', maximumFractionDigits: 2 })).toBe(`0,25${nbsp}GB`);
  });
  it('never shows a missing size as zero', () => {
    expect(formatBytes(null, 'en')).toBe('—');
  });
});

describe('money', () => {
  it('formats ISO 4217 amounts with the currency where Intl puts it for the language', () => {
    expect(formatMoney(1234.5, 'SEK', 'sv')).toBe(`1${nbsp}234,50${nbsp}kr`);
    expect(formatMoney(1234.5, 'SEK', 'en')).toBe(`SEK${nbsp}1,234.50`);
    expect(formatMoney(12.5, 'EUR', 'sv')).toBe(`12,50${nbsp}€`);
    expect(formatMoney(12.5, 'EUR', 'en')).toBe('€12.50');
  });
  it('keeps the amount and code for a code Intl does not know', () => {
    expect(formatMoney(10, 'XYZ1', 'en')).toBe(`10.00${nbsp}XYZ1`);
    expect(formatMoney(10, 'XYZ1', 'sv')).toBe(`10,00${nbsp}XYZ1`);
  });
  it('never shows a missing amount as zero', () => {
    expect(formatMoney(null, 'EUR', 'sv')).toBe('—');
  });
});

describe('bound formatters', () => {
  it('binds every formatter to one locale, once', () => {
    const sv = formattersFor('sv');
    expect(formattersFor('sv')).toBe(sv);
    expect(sv.number(1234.5)).toBe(`1${nbsp}234,5`);
    expect(sv.money(149, 'SEK')).toBe(`149,00${nbsp}kr`);
    expect(sv.rate(2048)).toBe(`2${nbsp}KiB/s`);
    expect(sv.bytes(2_000_000)).toBe(`2${nbsp}MB`);
    expect(sv.percent(12)).toBe(`12${nbsp}%`);
    expect(sv.list(['a', 'b', 'c'])).toBe('a, b och c');
    expect(formattersFor('en').list(['a', 'b', 'c'])).toBe('a, b, and c');
  });
});

describe('service types', () => {
  it("names every area's service types, whatever spelling the endpoint uses", () => {
    const t = getMessages();
    expect(serviceTypeLabel('vps', t)).toBe('VPS');
    expect(serviceTypeLabel('domain', t)).toBe('Domain');
    expect(serviceTypeLabel('hosting', t)).toBe(serviceTypeLabel('shared_hosting', t));
    expect(serviceKind('shared_hosting')).toBe('hosting');
    expect(serviceTypeLabel('order', t)).toBe('Order');
    expect(serviceTypeLabel('invoice', t)).toBe('Invoice');
  });
  it('names them in Swedish too', async () => {
    await setLocale('sv', null);
    try {
      const t = getMessages();
      expect(serviceTypeLabel('shared_hosting', t)).toBe('Webbhotell');
      expect(serviceTypeLabel('invoice', t)).toBe('Faktura');
    } finally {
      await setLocale('en', null);
    }
  });
  it('shows an unknown type readably instead of hiding it', () => {
    expect(serviceKind('ssl_certificate')).toBeNull();
    expect(serviceTypeLabel('ssl_certificate', getMessages())).toBe('Ssl certificate');
  });
});
