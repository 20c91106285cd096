import { describe, expect, it } from 'vitest';
import { contentDispositionFilename, decodeExtValue, dispositionParameters } from './content-disposition';

const name = contentDispositionFilename;

describe('the file name of a Content-Disposition header (RFC 6266)', () => {
  it('prefers filename* (RFC 8187) over the ASCII fallback, wherever each stands', () => {
    expect(name(`attachment; filename="r_kning.pdf"; filename*=UTF-8''r%C3%A4kning.pdf`)).toBe('räkning.pdf');
    expect(name(`attachment; filename*=UTF-8''r%C3%A4kning.pdf; filename="r_kning.pdf"`)).toBe('räkning.pdf');
    expect(name(`attachment; filename*=utf-8'sv'%E2%82%AC%20rates.txt`)).toBe('€ rates.txt');
    expect(name(`attachment; filename*=ISO-8859-1''r%E4kning.pdf`)).toBe('räkning.pdf');
  });

  it('keeps a ; inside a quoted name as part of it', () => {
    expect(name('attachment; filename="invoice.html;.txt"')).toBe('invoice.html;.txt');
    expect(name('attachment; filename="setup.exe;.zip"')).toBe('setup.exe;.zip');
    expect(name(`attachment; filename="setup.exe;.zip"; filename*=UTF-8''setup.exe%3B.zip`)).toBe('setup.exe;.zip');
  });

  it('never percent-decodes the plain filename: a % is a percent sign', () => {
    expect(name('attachment; filename="50% off.txt"')).toBe('50% off.txt');
    expect(name('attachment; filename="100%25.txt"')).toBe('100%25.txt');
  });

  it('reads a token value, escapes in a quoted string, any case of names, space around =', () => {
    expect(name('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(name('ATTACHMENT; FileName = "a \\"quoted\\" \\\\ name.txt"')).toBe('a "quoted" \\ name.txt');
    expect(name('inline;filename="x.png"')).toBe('x.png');
  });

  it('falls back to filename when filename* is malformed or of another charset', () => {
    expect(name(`attachment; filename="fallback.txt"; filename*=UTF-8''%E4.txt`)).toBe('fallback.txt'); // not UTF-8
    expect(name(`attachment; filename="fallback.txt"; filename*=UTF-8''a%2.txt`)).toBe('fallback.txt');
    expect(name(`attachment; filename="fallback.txt"; filename*=UTF-8''a b.txt`)).toBe('fallback.txt');
    expect(name(`attachment; filename="fallback.txt"; filename*="UTF-8''a.txt"`)).toBe('fallback.txt');
    expect(name(`attachment; filename="fallback.txt"; filename*=Shift_JIS''a.txt`)).toBe('fallback.txt');
    expect(name(`attachment; filename="fallback.txt"; filename*=a.txt`)).toBe('fallback.txt');
  });

  it('gives null when there is no usable name', () => {
    expect(name(null)).toBeNull();
    expect(name('')).toBeNull();
    expect(name('attachment')).toBeNull();
    expect(name('attachment; filename=""')).toBeNull();
    expect(name('attachment; filename="unterminated.txt')).toBeNull();
    expect(name('attachment; filename=50% off.txt')).toBeNull();
    expect(name('; filename="no-type.txt"')).toBeNull();
  });

  it('keeps the parameters before a malformed one, and the first of a repeated one', () => {
    expect(dispositionParameters('attachment; filename="a.txt"; size=12; bad')).toEqual(
      new Map([
        ['filename', 'a.txt'],
        ['size', '12'],
      ]),
    );
    expect(name('attachment; filename="first.txt"; filename="second.txt"')).toBe('first.txt');
  });
});

describe('an RFC 8187 ext-value', () => {
  it('decodes UTF-8 and ISO-8859-1, refuses anything else', () => {
    expect(decodeExtValue(`UTF-8''%C3%A5%C3%A4%C3%B6`)).toBe('åäö');
    expect(decodeExtValue(`iso-8859-1'en'%A3%20rates`)).toBe('£ rates');
    expect(decodeExtValue(`UTF-8'%C3%A5`)).toBeNull();
    expect(decodeExtValue(`UTF-16''%00a`)).toBeNull();
  });
});
