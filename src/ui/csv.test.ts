import { describe, expect, it } from 'vitest';
import { csvAmount, csvText, readAllPages, type CsvPage } from './csv';

describe('csvText', () => {
  it('starts with a byte-order mark and ends every record with CRLF', () => {
    const text = csvText(['Invoice number', 'Total'], [['2026-0311', '49.00']]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Invoice number,Total\r\n2026-0311,49.00\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    const text = csvText(['a', 'b', 'c', 'd'], [['Hosting, Pro', 'The "big" one', 'line one\nline two', 'cr\rhere']]);
    expect(text.slice(1).split('\r\n')[1]).toBe('"Hosting, Pro","The ""big"" one","line one\nline two","cr\rhere"');
  });

  it('keeps å, ä and ö as they are (UTF-8 with the BOM)', () => {
    const text = csvText(['Beskrivning'], [['Åkesson Bygg, Göteborg – Ängsvägen']]);
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain('"Åkesson Bygg, Göteborg – Ängsvägen"');
  });

  it('leaves missing cells empty, writes amounts with two decimals and defuses formulas but not negative amounts', () => {
    const text = csvText(['x', 'y', 'z', 'w'], [[null, csvAmount(1234.5), '=HYPERLINK("x")', csvAmount(-61.25)]]);
    expect(text.slice(1).split('\r\n')[1]).toBe(',1234.50,"\'=HYPERLINK(""x"")",-61.25');
  });
});

describe('readAllPages', () => {
  const pages: Record<string, CsvPage<number>> = {
    first: { data: [1, 2], dropped: 0, hasMore: true, nextCursor: 'c2' },
    c2: { data: [3], dropped: 1, hasMore: true, nextCursor: 'c3' },
    c3: { data: [4], dropped: 0, hasMore: false, nextCursor: null },
  };

  it('follows nextCursor until hasMore is false, reporting the rows read so far', async () => {
    const asked: (string | undefined)[] = [];
    const progress: number[] = [];
    const result = await readAllPages(
      (cursor) => {
        asked.push(cursor);
        const page = pages[cursor ?? 'first'];
        if (!page) throw new Error('no such page');
        return Promise.resolve(page);
      },
      new AbortController().signal,
      (rows) => progress.push(rows),
    );
    expect(asked).toEqual([undefined, 'c2', 'c3']);
    expect(progress).toEqual([2, 3, 4]);
    expect(result).toEqual({ rows: [1, 2, 3, 4], dropped: 1 });
  });

  it('fails as a whole when a page fails, and stops when cancelled', async () => {
    const failing = readAllPages(
      (cursor) =>
        cursor === 'c2' ? Promise.reject(new Error('boom')) : Promise.resolve(pages.first as CsvPage<number>),
      new AbortController().signal,
      () => undefined,
    );
    await expect(failing).rejects.toThrow('boom');

    const controller = new AbortController();
    const cancelled = readAllPages(
      () => {
        controller.abort();
        return Promise.resolve(pages.first as CsvPage<number>);
      },
      controller.signal,
      () => undefined,
    );
    await expect(cancelled).rejects.toThrow();
  });
});
