import { describe, expect, it } from 'vitest';
import { formatDateTime, formatExact, formatRelative } from './dates';
import { formatMoney } from './money';
import { serviceKind, serviceTypeLabel } from './service-type';

describe('dates', () => {
  it('shows an ISO UTC instant in the given locale and keeps the exact instant', () => {
    expect(formatDateTime('2026-11-20T09:05:00.000Z', 'en-GB')).toMatch(/20 Nov 2026/);
    expect(formatExact('2026-11-20T09:05:00.000Z', 'en-GB')).toContain('2026-11-20T09:05:00.000Z');
  });
  it('shows a dash for missing or broken dates instead of "Invalid Date"', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
  it('says how long ago something happened', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    expect(formatRelative('2026-11-20T10:00:00.000Z', now, 'en')).toBe('2 hours ago');
    expect(formatRelative('2026-11-19T12:00:00.000Z', now, 'en')).toBe('yesterday');
  });
});

describe('money', () => {
  it('formats ISO 4217 amounts with their currency', () => {
    expect(formatMoney(149, 'SEK', 'sv-SE')).toMatch(/149,00\s?kr/);
    expect(formatMoney(12.5, 'EUR', 'en-IE')).toBe('€12.50');
  });
  it('keeps the amount and code for a code Intl does not know', () => {
    expect(formatMoney(10, 'XYZ1', 'en')).toBe('10.00 XYZ1');
  });
  it('never shows a missing amount as zero', () => {
    expect(formatMoney(null, 'EUR')).toBe('—');
  });
});

describe('service types', () => {
  it("names every area's service types, whatever spelling the endpoint uses", () => {
    expect(serviceTypeLabel('vps')).toBe('VPS');
    expect(serviceTypeLabel('domain')).toBe('Domain');
    expect(serviceTypeLabel('hosting')).toBe(serviceTypeLabel('shared_hosting'));
    expect(serviceKind('shared_hosting')).toBe('hosting');
    expect(serviceTypeLabel('order')).toBe('Order');
    expect(serviceTypeLabel('invoice')).toBe('Invoice');
  });
  it('shows an unknown type readably instead of hiding it', () => {
    expect(serviceKind('ssl_certificate')).toBeNull();
    expect(serviceTypeLabel('ssl_certificate')).toBe('Ssl certificate');
  });
});
