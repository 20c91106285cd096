import { describe, expect, it } from 'vitest';
import { gbTextFromMb, quotaMbFromGbText } from './quota-gb';

describe('mailbox quota in GB', () => {
  it('turns the GB a customer types into the MB the API takes (1 GB = 1024 MB)', () => {
    expect(quotaMbFromGbText('5')).toBe(5120);
    expect(quotaMbFromGbText('2.5')).toBe(2560);
    expect(quotaMbFromGbText('2,5')).toBe(2560);
    expect(quotaMbFromGbText(' 0 ')).toBe(0);
    expect(quotaMbFromGbText('1024')).toBe(1048576);
    expect(quotaMbFromGbText('0.01')).toBe(10);
  });

  it('refuses what is not a quota from 0 to 1024 GB', () => {
    for (const text of ['', 'abc', '-1', '1025', '1e3', '1.234', '5 GB']) expect(quotaMbFromGbText(text)).toBeNull();
  });

  it('starts the field from the MB the server sent', () => {
    expect(gbTextFromMb(32768)).toBe('32');
    expect(gbTextFromMb(512)).toBe('0.5');
    expect(gbTextFromMb(0)).toBe('0');
  });
});
