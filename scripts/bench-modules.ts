/**
 * Where a screen's JavaScript comes from: `npm run bench -- --modules`. Reads the hidden source maps of the
 * built chunks, gives each stretch of minified code to the source file it was mapped from, and reports per
 * package (node_modules) and per app file:
 * - raw: minified bytes;
 * - share: its part of the chunk's gzip size, in proportion to raw;
 * - saved: how much the chunk's gzip shrinks with that code taken out, i.e. what removing it from the first
 *   screen would save (gzip is not additive, so these do not sum to the total).
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment's fields (VLQ, relative to the previous segment as the source map format says). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Bad source map character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** A run of generated code and the source it was mapped from (null: code with no source, e.g. glue). */
interface Span {
  start: number;
  end: number;
  source: string | null;
}

function spans(code: string, map: SourceMap): Span[] {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
  const points: { offset: number; source: string | null }[] = [];
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [dColumn = 0, dSource] = decodeSegment(segment);
      column += dColumn;
      if (dSource !== undefined) sourceIndex += dSource;
      const offset = (lineStarts[lineIndex] ?? code.length) + column;
      points.push({ offset, source: dSource === undefined ? null : (map.sources[sourceIndex] ?? null) });
    }
  });
  points.sort((a, b) => a.offset - b.offset);
  const result: Span[] = [];
  let previous = { offset: 0, source: null as string | null };
  for (const point of [...points, { offset: code.length, source: null }]) {
    if (point.offset > previous.offset)
      result.push({ start: previous.offset, end: point.offset, source: previous.source });
    previous = point;
  }
  return result;
}

/** node_modules code by package (pnpm, npm and symlinked layouts alike), app code by its path under src/. */
function packageOf(source: string | null): string {
  if (source === null) return '(unmapped: bundler glue)';
  const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const inSrc = /(?:^|\/)(src\/.*)$/.exec(source);
  return inSrc?.[1] ?? source.replace(/^(\.\.\/)+/, '');
}
function fileOf(source: string | null): string {
  if (source === null) return '(unmapped: bundler glue)';
  const inModules = /.*node_modules\/(.*)$/.exec(source);
  return inModules?.[1] ?? packageOf(source);
}

interface Row {
  name: string;
  raw: number;
  share: number;
  saved: number;
}

const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

function attribute(files: string[], keyOf: (source: string | null) => string): { rows: Row[]; total: number } {
  const rows = new Map<string, Row>();
  let total = 0;
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    // Chunks made of bundler glue alone (the runtime) get no map.
    const map = existsSync(`${file}.map`)
      ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap)
      : { sources: [], mappings: '' };
    const whole = gzip(code);
    total += whole;
    const groups = new Map<string, Span[]>();
    for (const span of spans(code, map)) {
      const key = keyOf(span.source);
      const list = groups.get(key);
      if (list) list.push(span);
      else groups.set(key, [span]);
    }
    for (const [name, list] of groups) {
      const raw = list.reduce((n, s) => n + Buffer.byteLength(code.slice(s.start, s.end)), 0);
      let without = '';
      let at = 0;
      for (const s of list) {
        without += code.slice(at, s.start);
        at = s.end;
      }
      without += code.slice(at);
      const row = rows.get(name) ?? { name, raw: 0, share: 0, saved: 0 };
      row.raw += raw;
      row.share += (whole * raw) / Buffer.byteLength(code);
      row.saved += whole - gzip(without);
      rows.set(name, row);
    }
  }
  return { rows: [...rows.values()].sort((a, b) => b.saved - a.saved), total };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

function printTable(title: string, rows: Row[], limit: number) {
  console.log(`  ${title}`);
  console.log(`  ${'raw'.padStart(9)}  ${'share'.padStart(9)}  ${'saved'.padStart(9)}`);
  for (const r of rows.slice(0, limit)) console.log(`  ${kb(r.raw)}  ${kb(r.share)}  ${kb(r.saved)}  ${r.name}`);
  const rest = rows.slice(limit);
  if (rest.length) {
    const share = rest.reduce((n, r) => n + r.share, 0);
    console.log(`  ${''.padStart(9)}  ${kb(share)}  ${''.padStart(9)}  (${rest.length} more)`);
  }
}

/** Prints where the given built chunks' bytes come from (their `.map` files must sit beside them). */
export function printModuleReport(title: string, files: string[]) {
  const byPackage = attribute(files, packageOf);
  console.log(`\nModules of ${title}: ${files.length} chunks, ${kb(byPackage.total).trim()} gzip`);
  printTable('by package or app file', byPackage.rows, Number(process.env.BENCH_ROWS ?? 25));
  printTable('by file', attribute(files, fileOf).rows, Number(process.env.BENCH_ROWS ?? 25));
}
