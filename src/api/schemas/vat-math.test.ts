import { describe, expect, it } from 'vitest';
import { lineWithVat, roundToMinor, sumMoney, totalsOfLines, vatOfLine } from './vat-math';

describe('VAT arithmetic (ledger "Money: VAT")', () => {
  it('rounds half away from zero to the öre, without float drift', () => {
    expect(roundToMinor(1.005)).toBe(1.01);
    expect(roundToMinor(-2.675)).toBe(-2.68);
    expect(roundToMinor(0.125)).toBe(0.13);
    expect(roundToMinor(-0)).toBe(0);
  });

  it('works out VAT per line: 460 at 25 % is 115, 149 at 25 % is 37.25, 0.1 at 25 % rounds to 0.03', () => {
    expect(lineWithVat(460, 25)).toEqual({ net: 460, vat: 115, gross: 575 });
    expect(vatOfLine(149, 25)).toBe(37.25);
    expect(vatOfLine(0.1, 25)).toBe(0.03);
    expect(lineWithVat(99.99, 24)).toEqual({ net: 99.99, vat: 24, gross: 123.99 });
  });

  it('sums rounded lines, never a rate on the total (three lines of 0.10 at 25 % owe 0.09, not 0.08)', () => {
    const lines = [0.1, 0.1, 0.1].map((net) => ({ ...lineWithVat(net, 25), vatRate: 25 }));
    const totals = totalsOfLines(lines);
    expect(totals.vat).toBe(0.09);
    expect(totals.net).toBe(0.3);
    expect(totals.gross).toBe(0.39);
    expect(vatOfLine(0.3, 25)).toBe(0.08);
  });

  it('groups VAT per rate, ascending', () => {
    const totals = totalsOfLines([
      { ...lineWithVat(100, 25), vatRate: 25 },
      { ...lineWithVat(50, 0), vatRate: 0 },
      { ...lineWithVat(200, 25), vatRate: 25 },
    ]);
    expect(totals.vatByRate).toEqual([
      { rate: 0, net: 50, vat: 0 },
      { rate: 25, net: 300, vat: 75 },
    ]);
    expect(totals.gross).toBe(425);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
  });
});
