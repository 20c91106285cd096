/**
 * The ICU subset at run time: `{name}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`, and
 * `{k, select, a {…} other {…}}`, nested. Each message is parsed once, on first use.
 */

/** A piece of a parsed message: text, `#`, a value, or a plural/select with its options. */
export type Part = string | 0 | { n: string; k?: 'plural' | 'select'; o?: Record<string, Part[]> };

const parsed = new Map<string, Part[]>();

export function parseMessage(source: string): Part[] {
  let at = 0;
  // One error text for every mistake (unclosed or unmatched brace, empty name, unknown kind, plural
  // without `other`): the position says which. Catalogs are parsed by a test, so users never meet it.
  const fail = (): never => {
    throw new SyntaxError(`Bad message at ${at}: ${source}`);
  };
  const readUntil = (stops: string) => {
    const start = at;
    while (at < source.length && !stops.includes(source.charAt(at))) at++;
    if (at >= source.length) fail();
    return source.slice(start, at).trim();
  };

  function text(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let buffer = '';
    for (; at < source.length; at++) {
      const char = source.charAt(at);
      if (char === '}') break;
      if (char === '{' || (char === '#' && inPlural)) {
        if (buffer) parts.push(buffer);
        buffer = '';
        if (char === '#') parts.push(0);
        else {
          at++;
          parts.push(argument(inPlural));
        }
      } else buffer += char;
    }
    if (buffer) parts.push(buffer);
    return parts;
  }

  // Called just after `{`; leaves `at` on the argument's closing `}`.
  function argument(inPlural: boolean): Part {
    const name = readUntil(',}');
    if (!name) fail();
    if (source.charAt(at) === '}') return { n: name };
    at++;
    const kind = readUntil(',}');
    if (kind !== 'plural' && kind !== 'select') fail();
    at++;
    const options: Record<string, Part[]> = {};
    for (;;) {
      const selector = readUntil('{}');
      if (source.charAt(at) === '}') break;
      if (!selector) fail();
      at++;
      options[selector] = text(inPlural || kind === 'plural');
      if (source.charAt(at) !== '}') fail();
      at++;
    }
    if (!('other' in options) && kind === 'plural') fail();
    return { n: name, k: kind as 'plural' | 'select', o: options };
  }

  const parts = text(false);
  if (at < source.length) fail();
  return parts;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T>(map: Map<string, T>, locale: string, make: () => T): T => {
  let value = map.get(locale);
  if (!value) map.set(locale, (value = make()));
  return value;
};
const formatNumber = (locale: string, value: number) =>
  cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);

function render(parts: Part[], values: Record<string, unknown>, locale: string, count: number, out: unknown[]) {
  for (const part of parts) {
    if (typeof part === 'string') out.push(part);
    else if (part === 0) out.push(formatNumber(locale, count));
    else {
      const value = values[part.n];
      if (!part.o) out.push(typeof value === 'number' ? formatNumber(locale, value) : (value ?? `{${part.n}}`));
      else if (part.k === 'plural') {
        const n = Number(value);
        const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n);
        render(part.o[`=${n}`] ?? part.o[category] ?? part.o['other'] ?? [], values, locale, n, out);
      } else render(part.o[String(value)] ?? part.o['other'] ?? [], values, locale, count, out);
    }
  }
}

/**
 * The message's pieces with values filled in: strings, plus the values themselves where a `{name}`
 * received something that is not a string or number (a React node from `t.rich`). Adjacent strings are
 * joined.
 */
export function formatMessageParts(source: string, values: Record<string, unknown>, locale: string): unknown[] {
  let parts = parsed.get(source);
  if (!parts) parsed.set(source, (parts = parseMessage(source)));
  const out: unknown[] = [];
  render(parts, values, locale, 0, out);
  return out.reduce<unknown[]>((joined, piece) => {
    const last = joined.length - 1;
    if (typeof piece === 'string' && typeof joined[last] === 'string') joined[last] += piece;
    else joined.push(piece);
    return joined;
  }, []);
}

export function formatMessage(source: string, values: Record<string, unknown>, locale: string): string {
  return formatMessageParts(source, values, locale).join('');
}
