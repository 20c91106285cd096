/**
 * English and Swedish for the whole panel: typed message catalogs, loaded per language and per area.
 * How to use it: src/i18n/README.md. The language switch is imported from `@/i18n/language-switch`.
 */
export { defineCatalog, type Catalog } from './catalog';
export { coreCatalog, type CoreMessages } from './core/catalog';
export { defineMessages, defineTranslation } from './define';
export { ensureCatalog, getLocale, getMessages, setLocale, startI18n, subscribeLocale } from './i18n-store';
export { catalogOfKey, messageRef, type MessageRef } from './message-ref';
export { detectLocale, isLocale, localeNames, locales, type Locale } from './locale';
export type { MessageKey, MessageParams, Messages, PlainMessageKey, Translate, Translation } from './message-types';
export { hasMessage, useLoadedMessages, useLocale, useMessages, useMessagesWhen, useMessageText } from './use-messages';
export { problemMessages, type ProblemMessages } from './problems/catalog';
export { scopeMessages, type ScopeMessages } from './scope/catalog';
export { lineItemMessages, type LineItemMessages } from './line-items/catalog';
