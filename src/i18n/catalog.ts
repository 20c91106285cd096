import type { Locale } from './locale';
import type { Messages, Translation } from './message-types';

type Loader<M> = () => Promise<{ default: M }>;

/**
 * A set of messages in every language, each language loaded on demand (its own chunk). `M` is the English
 * catalog's type, from which every call's keys and placeholders are checked.
 */
export interface Catalog<M extends Messages = Messages> {
  readonly name: string;
  /** Type only: never set at run time. */
  readonly messagesType?: M;
}

interface CatalogState {
  loaders: Record<Locale, Loader<Messages>>;
  loaded: Partial<Record<Locale, Messages>>;
  loading: Partial<Record<Locale, Promise<Messages>>>;
}

const registry = new Map<Catalog, CatalogState>();

/**
 * Declares a catalog next to its feature:
 *
 *   export const ticketMessages = defineCatalog('tickets', {
 *     en: () => import('./en'),
 *     sv: () => import('./sv'),
 *   });
 *
 * The English file sets the keys; the Swedish one must translate exactly those keys.
 */
export function defineCatalog<M extends Messages>(
  name: string,
  loaders: { en: Loader<M>; sv: Loader<Translation<NoInfer<M>>> },
): Catalog<M> {
  const catalog: Catalog<M> = { name };
  registry.set(catalog, { loaders, loaded: {}, loading: {} });
  return catalog;
}

function state(catalog: Catalog): CatalogState {
  const found = registry.get(catalog);
  if (!found) throw new Error(`Catalog "${catalog.name}" was not made by defineCatalog`);
  return found;
}

export const registeredCatalogs = (): Catalog[] => [...registry.keys()];

export const loadedMessages = (catalog: Catalog, locale: Locale): Messages | undefined => state(catalog).loaded[locale];

/** Loaded, or being loaded, in some language: such a catalog must be ready before the language changes. */
export const isInUse = (catalog: Catalog): boolean => {
  const { loaded, loading } = state(catalog);
  return Object.keys(loaded).length + Object.keys(loading).length > 0;
};

/** Loads one language of a catalog once; a failed load is forgotten so that the next call tries again. */
export function loadCatalog(catalog: Catalog, locale: Locale): Promise<Messages> {
  const s = state(catalog);
  const done = s.loaded[locale];
  if (done) return Promise.resolve(done);
  return (s.loading[locale] ??= s.loaders[locale]().then(
    (module) => {
      delete s.loading[locale];
      return (s.loaded[locale] = module.default);
    },
    (error: unknown) => {
      delete s.loading[locale];
      throw error;
    },
  ));
}
