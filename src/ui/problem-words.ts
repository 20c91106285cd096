import {
  hasMessage,
  problemMessages,
  useLoadedMessages,
  type CoreMessages,
  type MessageKey,
  type ProblemMessages,
  type Translate,
} from '@/i18n';

/**
 * Customer words for problem and gate codes (the `problems` catalog, src/i18n/problems/en.ts). The catalog loads
 * lazily: `useProblemWords()` is null until it is in (the caller says something generic meanwhile, never nothing).
 * A code the catalog does not know gets null from `code()`: only then may the server's own text be the message.
 */
export interface ProblemWords {
  /** The words for a code, or null when the catalog does not know it. */
  code(code: string | null | undefined): string | null;
  /** "Your API key is not allowed to start, stop and restart servers. …" for the scopes a 403 named. */
  missingScopes(scopes: readonly string[]): string;
  /** The contact sub-account may not place orders. */
  placeOrders(): string;
}

type ScopeKey = Extract<MessageKey<ProblemMessages>, `problems.scope.${string}`>;

/** What each scope lets a key do (verb phrases that complete "Your API key is not allowed to …"). */
const scopeWords: Readonly<Record<string, ScopeKey>> = {
  'read:vm': 'problems.scope.readVm',
  'write:vm': 'problems.scope.writeVm',
  'write:network': 'problems.scope.writeNetwork',
  'power:vm': 'problems.scope.powerVm',
  'backup:vm': 'problems.scope.backupVm',
  'read:orders': 'problems.scope.readOrders',
  'write:orders': 'problems.scope.writeOrders',
  'read:billing': 'problems.scope.readBilling',
  'write:billing': 'problems.scope.writeBilling',
  'read:hosting': 'problems.scope.readHosting',
  'write:hosting': 'problems.scope.writeHosting',
  'console:services': 'problems.scope.consoleServices',
  'read:domains': 'problems.scope.readDomains',
  'write:domains': 'problems.scope.writeDomains',
  'read:dns': 'problems.scope.readDns',
  'write:dns': 'problems.scope.writeDns',
  'read:support': 'problems.scope.readSupport',
  'write:support': 'problems.scope.writeSupport',
  'read:audit': 'problems.scope.readAudit',
  'read:keys': 'problems.scope.readKeys',
  'write:keys': 'problems.scope.writeKeys',
};

/** The catalog key of a code's words. */
export const problemCodeKey = (code: string): string => `problems.code.${code}`;

/** The words of a loaded catalog, bound to its translate function. */
export function problemWordsOf(t: Translate<ProblemMessages & CoreMessages>): ProblemWords {
  return {
    code(code) {
      if (!code) return null;
      const key = problemCodeKey(code);
      // Code messages take no values (the catalog test checks it): the key is enough.
      return hasMessage(problemMessages, t.locale, key) ? t.keyOrText(key) : null;
    },
    missingScopes(scopes) {
      const phrases = [...new Set(scopes.map((scope) => t(scopeWords[scope] ?? 'problems.scope.other')))];
      return t('problems.forbidden.scopes', { permissions: new Intl.ListFormat(t.locale).format(phrases) });
    },
    placeOrders: () => t('problems.forbidden.placeOrders'),
  };
}

const bound = new WeakMap<object, ProblemWords>();

/** The problem words in the active language, or null while the catalog loads (it starts loading here). */
export function useProblemWords(): ProblemWords | null {
  const t = useLoadedMessages(problemMessages);
  if (!t) return null;
  let words = bound.get(t);
  if (!words) bound.set(t, (words = problemWordsOf(t)));
  return words;
}
