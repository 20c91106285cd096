import { describe, expect, it } from 'vitest';
import { matchesWords, readableAreas, wordsOf } from './palette-areas';

describe('what the palette may search', () => {
  it('asks only the areas a key can read (orders also with a billing read)', () => {
    expect(readableAreas(['read:domains'])).toEqual(['domains']);
    expect(readableAreas(['read:billing'])).toEqual(['orders', 'invoices']);
    expect(readableAreas(['read:vm', 'read:support', 'power:vm'])).toEqual(['vps', 'tickets']);
    expect(readableAreas([])).toEqual([]);
  });

  it('asks every area while the scopes are unknown: each says its own refusal', () => {
    expect(readableAreas(null)).toEqual(['vps', 'hosting', 'domains', 'orders', 'invoices', 'tickets']);
  });

  it('matches every typed word in any field, case-insensitively', () => {
    const words = wordsOf('  Shop  SE ');
    expect(words).toEqual(['shop', 'se']);
    expect(matchesWords(words, ['nordlicht-shop', 'nordlicht.se'])).toBe(true);
    expect(matchesWords(words, ['nordlicht-shop', null])).toBe(false);
    expect(matchesWords([], [null])).toBe(true);
  });
});
