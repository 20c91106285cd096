import { describe, expect, it } from 'vitest';
import { decodeColumns, encodeColumns, MAX_READ_DEPTH, MIN_TABLE_ROWS, withinDepth } from './view-bundle-columns';

const samples = Array.from({ length: 24 }, (_, i) => ({
  recordedAt: new Date(Date.UTC(2026, 10, 27, i)).toISOString(),
  cpuUsagePercent: i === 3 ? null : 10 + i / 10,
  note: { nested: [i, 'x'] },
}));

/** Encodes, goes through JSON as a file does, decodes: the text of the body as it was. */
function roundTrip(body: unknown): unknown {
  const { body: compact, tables } = JSON.parse(JSON.stringify(encodeColumns(body))) as {
    body: unknown;
    tables: unknown;
  };
  const decoded = decodeColumns(compact, tables);
  expect(decoded).not.toBeNull();
  return decoded?.body;
}

describe('compact read bodies (columns)', () => {
  it('writes member names once and reads back the exact body, order and nulls included', () => {
    const body = { id: 'vps_1', samples, data: [{ a: 1 }], pages: { items: samples.slice(0, MIN_TABLE_ROWS) } };
    const { body: compact, tables } = encodeColumns(body);
    expect(tables.map((table) => table.pointer)).toEqual(['/samples', '/pages/items']);
    expect(tables[0]).toMatchObject({ keys: ['recordedAt', 'cpuUsagePercent', 'note'], times: ['recordedAt'] });
    expect(tables[0]?.columns[0]?.slice(1)).toEqual(Array.from({ length: 23 }, () => 3_600_000));
    expect(compact).toEqual({ id: 'vps_1', samples: null, data: [{ a: 1 }], pages: { items: null } });
    expect(JSON.stringify(encodeColumns(body)).length).toBeLessThan(JSON.stringify(body).length);
    expect(JSON.stringify(roundTrip(body))).toBe(JSON.stringify(body));
  });

  it('leaves short arrays, arrays of mixed shapes or key orders, and times it cannot write back exactly', () => {
    const mixed = [...samples.slice(0, 10), { cpuUsagePercent: 1, recordedAt: 'x', note: null }];
    const loose = samples.map((sample) => ({ ...sample, recordedAt: sample.recordedAt.replace('.000Z', 'Z') }));
    const body = { short: samples.slice(0, MIN_TABLE_ROWS - 1), mixed, loose, list: [samples, samples] };
    const { tables } = encodeColumns(body);
    expect(tables.map((table) => [table.pointer, table.times ?? []])).toEqual([
      ['/loose', []],
      ['/list/0', ['recordedAt']],
      ['/list/1', ['recordedAt']],
    ]);
    expect(JSON.stringify(roundTrip(body))).toBe(JSON.stringify(body));
  });

  it('keeps awkward member names as names (a pointer’s ~ and /, __proto__)', () => {
    const rows = Array.from({ length: 10 }, (_, i) => JSON.parse(`{"__proto__": ${i}, "a/b~c": "v${i}"}`) as object);
    const body = JSON.parse(JSON.stringify({ 'x/y~z': rows, top: rows })) as unknown;
    const back = roundTrip(body) as Record<string, Record<string, unknown>[]>;
    expect(JSON.stringify(back)).toBe(JSON.stringify(body));
    expect(Object.getPrototypeOf(back['top']?.[0])).toBe(Object.prototype);
    expect(Object.hasOwn(back['top']?.[0] ?? {}, '__proto__')).toBe(true);
    // A whole body that is such an array.
    expect(JSON.stringify(roundTrip(rows))).toBe(JSON.stringify(rows));
  });

  it('refuses tables that are not what the encoder writes, without throwing', () => {
    const table = {
      pointer: '/samples',
      keys: ['a', 'b'],
      columns: [
        [1, 2, 3],
        [4, 5, 6],
      ],
    };
    const body = { samples: null };
    expect(decodeColumns(body, [table])?.body).toEqual({
      samples: [
        { a: 1, b: 4 },
        { a: 2, b: 5 },
        { a: 3, b: 6 },
      ],
    });
    const hostile: unknown[] = [
      'tables',
      { not: 'an array' },
      [null],
      [
        {
          ...table,
          columns: [
            [1, 2, 3],
            [4, 5],
          ],
        },
      ],
      [{ ...table, columns: [[1, 2, 3]] }],
      [{ ...table, columns: 'abc' }],
      [{ ...table, columns: [[], []] }],
      [{ ...table, columns: [{ length: 3 }, [4, 5, 6]] }],
      [{ ...table, keys: 'ab' }],
      [{ ...table, keys: ['a', 'a'] }],
      [{ ...table, keys: [1, 2] }],
      [{ ...table, pointer: 'samples' }],
      [{ ...table, pointer: '/elsewhere' }],
      [{ ...table, pointer: '/samples/0' }],
      [table, table],
      [{ ...table, times: ['c'] }],
      [
        {
          ...table,
          times: ['a'],
          columns: [
            ['2026-01-01T00:00:00.000Z', 2, 3],
            [4, 5, 6],
          ],
        },
      ],
      [
        {
          ...table,
          times: ['a'],
          columns: [
            [1e16, 0, 0],
            [4, 5, 6],
          ],
        },
      ],
      [
        {
          ...table,
          times: ['a'],
          columns: [
            [0.5, 1, 1],
            [4, 5, 6],
          ],
        },
      ],
      Array.from({ length: 201 }, () => table),
    ];
    for (const tables of hostile) expect(decodeColumns(body, tables)).toBeNull();
    // The place must hold null: a value there is not overwritten.
    expect(decodeColumns({ samples: [1] }, [table])).toBeNull();
    // Nothing to do is the body as it is.
    expect(decodeColumns(body, [])).toEqual({ body });
  });

  it('never changes its input', () => {
    const body = { samples: null };
    const tables = [{ pointer: '/samples', keys: ['a'], columns: [[1, 2]] }];
    decodeColumns(body, tables);
    expect(body).toEqual({ samples: null });
  });

  it('measures nesting without recursion: the cap’s depth is read, one level more is not, 100,000 levels do not throw', () => {
    const nested = (levels: number): unknown => {
      let value: unknown = 'leaf';
      for (let level = 0; level < levels; level++) value = level % 2 ? { a: value } : [value];
      return value;
    };
    expect(withinDepth(nested(MAX_READ_DEPTH))).toBe(true);
    expect(withinDepth(nested(MAX_READ_DEPTH + 1))).toBe(false);
    expect(withinDepth(nested(100_000))).toBe(false);
    expect(withinDepth('text')).toBe(true);
  });
});
