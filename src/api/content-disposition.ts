/**
 * The file name a `Content-Disposition` header gives (RFC 6266), read as the RFC says rather than by a pattern:
 * - `filename*` (RFC 8187: `UTF-8''r%C3%A4kning.pdf`, or `ISO-8859-1'…'…`) wins when it is there and decodes;
 * - else `filename`, a token or a quoted string taken as it stands: a `;` inside the quotes is part of the name
 *   (`"invoice.html;.txt"`), a `%` is a percent sign (`"50% off.txt"`), never decoded;
 * - null when neither is usable: a malformed parameter and whatever follows it are ignored, the parameters before it
 *   kept. Names are case-insensitive; a parameter given twice counts once (the first).
 * Written for the browser (no Node `Buffer`): the `content-disposition` package reads `filename*` with Node's APIs.
 */

/** RFC 9110 `token`. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/;
/** RFC 8187 `ext-value`: charset, language, value-chars (`attr-char` or `%XX`). */
const EXT_VALUE = /^([!#$%&+^_`{}~0-9A-Za-z-]+)'([0-9A-Za-z-]*)'((?:%[0-9A-Fa-f]{2}|[!#$&+.^_`|~0-9A-Za-z-])*)$/;

/** The header's parameters, names in lower case, each value as written (quotes and escapes undone). */
export function dispositionParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let at = 0;
  const skipSpace = () => {
    while (header[at] === ' ' || header[at] === '\t') at++;
  };
  const token = (): string | null => {
    const match = TOKEN.exec(header.slice(at));
    if (!match) return null;
    at += match[0].length;
    return match[0];
  };
  const quoted = (): string | null => {
    let value = '';
    for (at++; at < header.length; at++) {
      const char = header[at];
      if (char === '"') {
        at++;
        return value;
      }
      if (char === '\\' && at + 1 < header.length) at++;
      value += header[at];
    }
    return null;
  };

  skipSpace();
  if (token() === null) return params;
  for (;;) {
    skipSpace();
    if (at >= header.length || header[at] !== ';') return params;
    at++;
    skipSpace();
    if (at >= header.length) return params;
    const name = token();
    if (name === null) return params;
    skipSpace();
    if (header[at] !== '=') return params;
    at++;
    skipSpace();
    const isQuoted = header[at] === '"';
    const value = isQuoted ? quoted() : token();
    if (value === null) return params;
    skipSpace();
    // A value must end at the next parameter or the header's end: `filename=50% off.txt` is not a name.
    if (at < header.length && header[at] !== ';') return params;
    const key = name.toLowerCase();
    // An extended parameter (`filename*`) is never quoted (RFC 8187): a quoted one is not taken.
    if (!params.has(key) && !(isQuoted && key.endsWith('*'))) params.set(key, value);
  }
}

/** An RFC 8187 `ext-value` decoded (UTF-8 or ISO-8859-1); null when malformed or of another charset. */
export function decodeExtValue(value: string): string | null {
  const match = EXT_VALUE.exec(value);
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const chars = match[3] ?? '';
  const bytes: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '%') {
      bytes.push(Number.parseInt(chars.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(chars.charCodeAt(i));
    }
  }
  if (charset === 'iso-8859-1') return String.fromCharCode(...bytes);
  if (charset !== 'utf-8') return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

/** The file name of a `Content-Disposition` header (see above), or null. */
export function contentDispositionFilename(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = dispositionParameters(header);
  const extended = params.get('filename*');
  const decoded = extended === undefined ? null : decodeExtValue(extended);
  if (decoded) return decoded;
  const plain = params.get('filename');
  return plain ? plain : null;
}
