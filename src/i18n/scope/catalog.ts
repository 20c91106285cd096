import { defineCatalog } from '../catalog';

/**
 * What a key's scopes do not allow (en.ts says what it holds). Never part of a first screen for a key that may do
 * everything: the `_app` layout loads it before its first render for a key that lacks a scope, and a blocked gate
 * waits for it (`useMessagesWhen`).
 */
export const scopeMessages = defineCatalog('scope', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

export type ScopeMessages = typeof import('./en').default;
