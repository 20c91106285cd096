/**
 * The compact form of a view bundle's read bodies (bundle version 2, ledger "View bundles", Size): a long array of
 * objects that all have the same members in the same order (a year of metrics samples, a page of domains) is written
 * once as its member names and one array of values per member, instead of repeating every name in every item. The
 * array's place in the body holds `null`; the read's `tables` say where each array goes (a JSON Pointer, RFC 6901)
 * and what it held. Decoding gives back the exact body as sent (same members, order and values).
 *
 * Shared by the app (which writes the file and reads it) and the mock (which reads it in `POST /__mock/worlds`), so
 * it lives beside the bundle's schema and imports nothing.
 */

/** An array shorter than this is left as it is: the names would cost little, and the file stays easy to read. */
export const MIN_TABLE_ROWS = 8;
/** More tables than this in one read is not something the panel writes: the read is refused. */
export const MAX_TABLES_PER_READ = 200;
/**
 * Deeper nesting than this in a read's body or tables is not an API answer (the deepest the contract has is under 10
 * levels: a ticket's messages' attachments): the read is refused before anything walks it, as copying or printing a
 * value thousands of levels deep overflows the stack (`structuredClone`, `JSON.stringify`).
 */
export const MAX_READ_DEPTH = 64;

/** Whether `value` nests at most `max` arrays or objects deep (a scalar is 0), found without recursion. */
export function withinDepth(value: unknown, max: number = MAX_READ_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return false;
    for (const member of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof member === 'object' && member !== null) stack.push([member, depth + 1]);
    }
  }
  return true;
}

/** One array of same-shaped objects, by column. */
export interface ColumnTable {
  /** Where the array goes in the body (RFC 6901); the body holds `null` there. `''` is the body itself. */
  pointer: string;
  /** The objects' member names, in their order. */
  keys: string[];
  /** One array per key, each as long as the array was: `columns[k][i]` is item i's member `keys[k]`. */
  columns: unknown[][];
  /**
   * The keys whose column is a run of times (every value an ISO time as `Date.prototype.toISOString` writes it): the
   * column holds the first as milliseconds since the epoch, then each one's distance from the one before (a year of
   * hourly samples is `3600000` again and again, a third of the text).
   */
  times?: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeToken = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapeToken = (token: string) => token.replaceAll('~1', '/').replaceAll('~0', '~');

/** The shared member names of `items`, when it is long enough and every item is an object with exactly those. */
function sharedKeys(items: readonly unknown[]): string[] | null {
  if (items.length < MIN_TABLE_ROWS) return null;
  const first = items[0];
  if (!isPlainObject(first)) return null;
  const keys = Object.keys(first);
  if (keys.length === 0) return null;
  for (const item of items) {
    if (!isPlainObject(item)) return null;
    const own = Object.keys(item);
    if (own.length !== keys.length || own.some((key, i) => key !== keys[i])) return null;
  }
  return keys;
}

const MAX_TIME_MS = 8.64e15;

/** A column of ISO times as the first time's milliseconds then distances, or null when any value is not one. */
function timeColumn(values: readonly unknown[]): number[] | null {
  const out: number[] = [];
  let previous = 0;
  for (const value of values) {
    if (typeof value !== 'string') return null;
    const ms = Date.parse(value);
    if (!Number.isFinite(ms) || new Date(ms).toISOString() !== value) return null;
    out.push(ms - previous);
    previous = ms;
  }
  return out;
}

/** The ISO times a time column stands for, or null when it is not one. */
function timesOf(column: readonly unknown[]): string[] | null {
  const out: string[] = [];
  let ms = 0;
  for (const step of column) {
    if (typeof step !== 'number' || !Number.isInteger(step)) return null;
    ms += step;
    if (Math.abs(ms) > MAX_TIME_MS) return null;
    out.push(new Date(ms).toISOString());
  }
  return out;
}

/** Sets an own, enumerable data member (never a prototype, whatever the name: `__proto__` is a name like any). */
function define(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** The compact form of a body: a copy with each long array of same-shaped objects moved into `tables`. */
export function encodeColumns(body: unknown): { body: unknown; tables: ColumnTable[] } {
  const tables: ColumnTable[] = [];
  const walk = (value: unknown, pointer: string): unknown => {
    if (Array.isArray(value)) {
      const keys = sharedKeys(value);
      if (keys) {
        const rows = value as Record<string, unknown>[];
        const times: string[] = [];
        const columns = keys.map((key) => {
          const column = rows.map((row) => row[key]);
          const asTimes = timeColumn(column);
          if (!asTimes) return column;
          times.push(key);
          return asTimes;
        });
        tables.push(times.length > 0 ? { pointer, keys, columns, times } : { pointer, keys, columns });
        return null;
      }
      return value.map((item, i) => walk(item, `${pointer}/${i}`));
    }
    if (!isPlainObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value))
      define(copy, key, walk(member, `${pointer}/${escapeToken(key)}`));
    return copy;
  };
  return { body: walk(body, ''), tables };
}

/** The items a table describes, or null when it is not a well-formed table. */
function rowsOf(table: unknown): { pointer: string; rows: Record<string, unknown>[] } | null {
  if (!isPlainObject(table)) return null;
  const { pointer, keys, columns, times = [] } = table;
  if (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))) return null;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === 'string')) return null;
  if (new Set(keys).size !== keys.length) return null;
  if (!Array.isArray(columns) || columns.length !== keys.length) return null;
  const length = Array.isArray(columns[0]) ? columns[0].length : -1;
  if (length < 1 || !columns.every((column) => Array.isArray(column) && column.length === length)) return null;
  if (!Array.isArray(times) || !times.every((key) => typeof key === 'string' && keys.includes(key))) return null;
  const cells: unknown[][] = [];
  for (const [k, column] of (columns as unknown[][]).entries()) {
    const decoded = times.includes(keys[k]) ? timesOf(column) : column;
    if (!decoded) return null;
    cells.push(decoded);
  }
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < length; i++) {
    const row: Record<string, unknown> = {};
    keys.forEach((key: string, k) => define(row, key, cells[k]?.[i]));
    rows.push(row);
  }
  return { pointer, rows };
}

type Slot = { container: Record<string, unknown> | unknown[]; key: string | number };

/** The place a pointer names in `body`, when it exists and holds `null` (where the encoder left an array). */
function slotOf(body: unknown, pointer: string): Slot | null {
  const tokens = pointer.split('/').slice(1).map(unescapeToken);
  let container: unknown = body;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] ?? '';
    let key: string | number;
    if (Array.isArray(container)) {
      if (!/^(0|[1-9]\d*)$/.test(token) || Number(token) >= container.length) return null;
      key = Number(token);
    } else if (isPlainObject(container)) {
      if (!Object.hasOwn(container, token)) return null;
      key = token;
    } else {
      return null;
    }
    const next: unknown = Array.isArray(container) ? container[key as number] : container[key];
    if (t === tokens.length - 1) return next === null ? { container, key } : null;
    container = next;
  }
  return null;
}

/**
 * The body as sent, from its compact form: each table's items put back where it says. Null when the tables are not
 * what the encoder writes (not an array, a column of another length, a place that does not exist or holds something
 * else, two tables for one place): the caller refuses that read alone. The input is never changed.
 */
export function decodeColumns(body: unknown, tables: unknown): { body: unknown } | null {
  if (!Array.isArray(tables) || tables.length > MAX_TABLES_PER_READ) return null;
  if (tables.length === 0) return { body };
  const decoded = tables.map(rowsOf);
  if (decoded.some((table) => table === null)) return null;
  const placed = decoded as { pointer: string; rows: Record<string, unknown>[] }[];
  if (new Set(placed.map((table) => table.pointer)).size !== placed.length) return null;
  const root = placed.find((table) => table.pointer === '');
  if (root) return placed.length === 1 && body === null ? { body: root.rows } : null;
  const copy: unknown = structuredClone(body);
  // Every place is found before any is filled, so no pointer can lead into another table's items.
  const slots = placed.map((table) => slotOf(copy, table.pointer));
  if (slots.some((slot) => slot === null)) return null;
  slots.forEach((slot, i) => {
    if (slot) define(slot.container, slot.key, placed[i]?.rows);
  });
  return { body: copy };
}
