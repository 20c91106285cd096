import type { ReactNode } from 'react';
import type { Locale } from './locale';

/**
 * The types behind the catalogs. Placeholders are read from the English string literal itself, so a
 * message and its call sites can never disagree:
 *
 *   'Close ticket #{number}?'                                  → { number: string | number }
 *   '{count, plural, one {# message} other {# messages}}'     → { count: number }
 *   '{status, select, open {Open} closed {Closed}}'           → { status: 'open' | 'closed' }
 *   '{type, select, vps {VPS} other {{type}}}'                → { type: string } (any string, because of `other`)
 *
 * Only this ICU subset exists: `{name}`, `{n, plural, =0 {…} one {…} other {…}}` (with `#`) and
 * `{k, select, a {…} other {…}}`, nested freely. Apostrophes are ordinary text (no ICU quoting), and a
 * literal `{` or `}` cannot be written.
 */

/** A catalog file's content: key → message. */
export type Messages = { readonly [key: string]: string };

type Space = ' ' | '\n' | '\t' | '\r';
type TrimStart<S extends string> = S extends `${Space}${infer R}` ? TrimStart<R> : S;
type TrimEnd<S extends string> = S extends `${infer R}${Space}` ? TrimEnd<R> : S;
type Trim<S extends string> = TrimEnd<TrimStart<S>>;

/** One placeholder found in a message: its name, its kind and (for select) its option keys. */
type Entry =
  [name: string, kind: 'text'] | [name: string, kind: 'plural'] | [name: string, kind: 'select', keys: string];

/**
 * Reads text up to the `}` that closes the enclosing option (or to the end). Returns the placeholders
 * found and what follows that `}`.
 */
type ParseText<S extends string, Found extends Entry = never> = S extends `${infer Before}{${infer After}`
  ? Before extends `${string}}${infer Rest}`
    ? [Found, `${Rest}{${After}`]
    : ParseArgument<After> extends [infer E extends Entry, infer Rest extends string]
      ? ParseText<Rest, Found | E>
      : [Found, '']
  : S extends `${string}}${infer Rest}`
    ? [Found, Rest]
    : [Found, ''];

/** After a `{`: either `name}` or `name, plural|select, options}`. */
type ParseArgument<S extends string> = S extends `${infer Name}}${infer Rest}`
  ? Name extends `${string}${',' | '{'}${string}`
    ? ParseComplex<S>
    : [[Trim<Name>, 'text'], Rest]
  : ParseComplex<S>;

type ParseComplex<S extends string> = S extends `${infer Name},${infer Rest}`
  ? TrimStart<Rest> extends `${infer Kind},${infer Body}`
    ? Trim<Kind> extends 'plural'
      ? ParseOptions<Body> extends [infer E extends Entry, string, infer After extends string]
        ? [E | [Trim<Name>, 'plural'], After]
        : never
      : Trim<Kind> extends 'select'
        ? ParseOptions<Body> extends [infer E extends Entry, infer Keys extends string, infer After extends string]
          ? [E | [Trim<Name>, 'select', Keys], After]
          : never
        : [never, Rest]
    : [never, Rest]
  : [never, S];

/** `sel1 {content} sel2 {content} }`: the placeholders inside, the selectors, what follows the final `}`. */
type ParseOptions<S extends string, Found extends Entry = never, Keys extends string = never> =
  TrimStart<S> extends `}${infer After}`
    ? [Found, Keys, After]
    : TrimStart<S> extends `${infer Selector}{${infer Content}`
      ? ParseText<Content> extends [infer E extends Entry, infer Rest extends string]
        ? ParseOptions<Rest, Found | E, Keys | Trim<Selector>>
        : [Found, Keys, '']
      : [Found, Keys, ''];

type ValueOf<E extends Entry, Text> = E extends [string, 'text']
  ? Text
  : E extends [string, 'plural']
    ? number
    : E extends [string, 'select', infer Keys extends string]
      ? 'other' extends Keys
        ? Exclude<Keys, 'other'> | (string & {})
        : Keys
      : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The values a message needs. `Text` is what a plain `{name}` accepts: strings and numbers for `t()`,
 * any React node for `t.rich()`. Numbers are formatted in the active locale.
 */
export type MessageParams<S extends string, Text = string | number> = string extends S
  ? Record<string, unknown>
  : S extends `${string}{${string}`
    ? Simplify<{ [E in ParseText<S>[0] as E[0]]: ValueOf<E, Text> }>
    : Record<never, never>;

/** The rest arguments after the key: none for a message without placeholders, else the params object. */
export type MessageArgs<S extends string, Text = string | number> = [keyof MessageParams<S, Text>] extends [never]
  ? []
  : [params: MessageParams<S, Text>];

/** Every key of a catalog. */
export type MessageKey<M extends Messages> = keyof M & string;

/**
 * The keys whose messages need no values: what may stand where only a string fits, such as a validation
 * message in a form schema, translated at render time with `t.keyOrText(error.message)`.
 */
export type PlainMessageKey<M extends Messages> = {
  [K in keyof M & string]: MessageArgs<M[K]> extends [] ? K : never;
}[keyof M & string];

/** A translate function for catalog `M` (an area's messages merged with the core ones). */
export interface Translate<M extends Messages> {
  /** The message as plain text: for attributes, titles, labels, anything that must be a string. */
  <K extends keyof M & string>(key: K, ...args: MessageArgs<M[K]>): string;
  /** The message with React nodes as values: `t.rich('confirm.typeToConfirm', { name: <strong>…</strong> })`. */
  rich<K extends keyof M & string>(key: K, ...args: MessageArgs<M[K], ReactNode>): ReactNode;
  /**
   * For text that is either one of this catalog's keys (without placeholders) or text from elsewhere, such
   * as a form error that came from our schema (a key) or from the server (shown as sent).
   */
  keyOrText(value: string): string;
  /** The language these messages are in. */
  readonly locale: Locale;
}

/** The placeholders a message has (name, kind, select options): none without a `{`, so most messages skip the parse. */
type Placeholders<S extends string> = S extends `${string}{${string}` ? ParseText<S>[0] : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * What a translation must look like, given the English messages `E` and the translation `S` as written:
 * every English key, no other key, and for each message the same placeholders (same names, same kinds,
 * the same select options) as in English.
 */
export type TranslationCheck<E extends Messages, S> = {
  readonly [K in keyof E]: K extends keyof S
    ? S[K] extends string
      ? Same<Placeholders<E[K]>, Placeholders<S[K]>> extends true
        ? unknown
        : { 'placeholders differ from English, which needs': MessageParams<E[K]> }
      : unknown
    : unknown;
} & { readonly [K in Exclude<keyof S, keyof E>]: { 'this key is not in the English catalog': K } };

/** The shape every translation of `E` has: one string per English key. */
export type Translation<E extends Messages> = { readonly [K in keyof E]: string };
