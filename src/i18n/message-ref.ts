import { registeredCatalogs, type Catalog } from './catalog';
import { coreCatalog, type CoreMessages } from './core/catalog';
import type { MessageArgs, MessageKey, Messages } from './message-types';

/**
 * A message to show later, kept as its key and values rather than as text: what a store that outlives the
 * language (sessionStorage, a queue) holds, so the words follow a switch and a reload in the other language.
 * Plain JSON: `{ key: 'vps.operation.restart', values: { name: 'web-01' } }`.
 */
export interface MessageRef {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * Builds a `MessageRef`, checked like `t`: `messageRef(vpsMessages, 'vps.operation.restart', { name })`.
 * Values are plain strings and numbers (no React nodes: they are stored).
 */
export function messageRef<M extends Messages, K extends MessageKey<M & CoreMessages>>(
  _catalog: Catalog<M>,
  key: K,
  ...args: MessageArgs<(M & CoreMessages)[K]>
): MessageRef {
  const [values] = args as [Record<string, string | number>?];
  return values ? { key, values } : { key };
}

/**
 * The catalog a key belongs to: an area's keys start with its catalog's name (`tickets.…`), which
 * the catalogs test requires; any other key is a core one. An area's `catalog.ts` is imported by its routes,
 * so it is registered before any of its messages can be shown.
 */
export function catalogOfKey(key: string): Catalog {
  const name = key.slice(0, key.indexOf('.'));
  return registeredCatalogs().find((catalog) => catalog !== coreCatalog && catalog.name === name) ?? coreCatalog;
}
