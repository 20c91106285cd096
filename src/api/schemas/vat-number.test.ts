import { describe, expect, it } from 'vitest';
import { checkVatNumber, isSoldTo, taxOf } from './vat-number';

describe('VAT numbers (format and checksum per country)', () => {
  it.each([
    ['SE', 'SE556677889901'],
    ['SE', '5566778899 01'],
    ['DE', 'DE136695976'],
    ['FI', 'FI20774740'],
    ['DK', 'DK 13 58 56 28'],
    ['NL', 'NL004495445B01'],
    ['FR', 'FR40303265045'],
    ['AT', 'ATU13585627'],
    ['BE', 'BE0123456749'],
    ['IT', 'IT00743110157'],
    ['PL', 'PL5260250995'],
    ['ES', 'ESA28015865'],
  ])('accepts a real %s number (%s)', (country, raw) => {
    expect(checkVatNumber(country, raw).ok).toBe(true);
  });

  it('writes the number compact with its prefix, added when typed without it', () => {
    expect(checkVatNumber('SE', 'se 556677-8899 01')).toEqual({ ok: true, normalized: 'SE556677889901' });
    expect(checkVatNumber('GR', '094259216')).toEqual({ ok: true, normalized: 'EL094259216' });
  });

  it.each([
    ['SE', 'SE556677889801', 'checksum'],
    ['SE', 'SE556677889902', 'format'],
    ['SE', 'SE55667788', 'format'],
    ['DE', 'DE136695977', 'checksum'],
    ['FI', 'FI20774741', 'checksum'],
    ['DK', 'DK13585629', 'checksum'],
    ['NL', 'NL004495446B01', 'checksum'],
    ['FR', 'FR41303265045', 'checksum'],
    ['IT', 'IT00743110158', 'checksum'],
    ['PL', 'PL5260250994', 'checksum'],
    ['SE', 'DE136695976', 'country'],
  ] as const)('refuses %s %s (%s)', (country, raw, problem) => {
    expect(checkVatNumber(country, raw)).toEqual({ ok: false, problem });
  });
});

describe('VAT rates by the billing profile', () => {
  it('Swedish customers pay 25 %, consumer and business', () => {
    expect(taxOf({ customerType: 'consumer', country: 'SE', vatNumberStatus: 'not_applicable' })).toEqual({
      vatRate: 25,
      reverseCharge: false,
    });
    expect(taxOf({ customerType: 'business', country: 'SE', vatNumberStatus: 'valid' }).vatRate).toBe(25);
  });

  it('an EU business with a confirmed number is reverse charged; pending or refused pays its country’s rate', () => {
    expect(taxOf({ customerType: 'business', country: 'DE', vatNumberStatus: 'valid' })).toEqual({
      vatRate: 0,
      reverseCharge: true,
    });
    expect(taxOf({ customerType: 'business', country: 'DE', vatNumberStatus: 'pending' }).vatRate).toBe(19);
    expect(taxOf({ customerType: 'business', country: 'FI', vatNumberStatus: 'invalid' }).vatRate).toBe(25.5);
  });

  it('EU consumers pay their country’s rate; outside the EU no VAT; unsold countries are refused', () => {
    expect(taxOf({ customerType: 'consumer', country: 'FI', vatNumberStatus: 'not_applicable' }).vatRate).toBe(25.5);
    expect(taxOf({ customerType: 'consumer', country: 'DE', vatNumberStatus: 'not_applicable' }).vatRate).toBe(19);
    expect(taxOf({ customerType: 'consumer', country: 'NO', vatNumberStatus: 'not_applicable' })).toEqual({
      vatRate: 0,
      reverseCharge: false,
    });
    expect(isSoldTo('NO')).toBe(true);
    expect(isSoldTo('US')).toBe(false);
  });
});
