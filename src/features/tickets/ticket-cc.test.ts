import { describe, expect, it } from 'vitest';
import { invalidCcAddresses, parseCcList, sameAddresses } from './ticket-cc';

describe('CC addresses as typed', () => {
  it('splits on commas, semicolons and new lines, ignoring blanks', () => {
    expect(parseCcList(' a@example.se, b@example.se;\nc@example.se\n\n, ')).toEqual([
      'a@example.se',
      'b@example.se',
      'c@example.se',
    ]);
    expect(parseCcList('')).toEqual([]);
  });

  it('names the ones that are not e-mail addresses', () => {
    expect(invalidCcAddresses('a@example.se, nobody, x@y')).toEqual(['nobody', 'x@y']);
  });

  it('compares lists in any order and letter case', () => {
    expect(sameAddresses(['A@example.se', 'b@example.se'], ['b@example.se', 'a@example.se'])).toBe(true);
    expect(sameAddresses(['a@example.se'], [])).toBe(false);
  });
});
