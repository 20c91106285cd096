import type { Messages, TranslationCheck } from './message-types';

/**
 * An English catalog file: `export default defineMessages({ 'tickets.list.title': 'Support tickets' })`.
 * It keeps every message as its literal type, which is where placeholders are read from.
 */
export const defineMessages = <const M extends Messages>(messages: M): M => messages;

/**
 * A translation of an English catalog, checked against it key by key:
 * `export default defineTranslation<typeof en>()({ ... })`. A missing key, an extra key, or a message
 * whose placeholders differ from the English one is a type error at that line.
 */
export const defineTranslation =
  <E extends Messages>() =>
  <const S extends Messages>(messages: S & NoInfer<TranslationCheck<E, S>>): S =>
    messages;
