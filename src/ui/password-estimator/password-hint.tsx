import { useEffect } from 'react';
import { ensureCatalog, useLoadedMessages, useLocale } from '@/i18n';
import type { Translate } from '@/i18n';
import { passwordHintMessages } from './messages/catalog';
import type PasswordHintEnglish from './messages/en';
import english from './messages/en';

type HintKey = keyof typeof PasswordHintEnglish;

/** zxcvbn-ts's English sentence (as the estimator and the server send it) → our key for it. */
const keyOfText: ReadonlyMap<string, HintKey> = new Map(
  (Object.entries(english) as [HintKey, string][]).map(([key, text]) => [text, key]),
);

/** Our key for a hint the checker or the server sent, or null for one we do not know (shown as sent). */
export function passwordHintKey(text: string): HintKey | null {
  return keyOfText.get(text) ?? null;
}

/** A hint in the reader's words; one we do not know, as sent. */
export function passwordHintText(text: string, t: Translate<typeof PasswordHintEnglish> | null): string {
  const key = passwordHintKey(text);
  return key && t ? t(key) : text;
}

/** Starts loading the hints' words in the active language (a password field, when it shows). */
export function usePasswordHintWords(): Translate<typeof PasswordHintEnglish> | null {
  const locale = useLocale();
  useEffect(() => {
    ensureCatalog(passwordHintMessages, locale).catch(() => undefined);
  }, [locale]);
  return useLoadedMessages(passwordHintMessages);
}

/**
 * The password checker's hints (zxcvbn's feedback, from the form's estimator or the server's refusal) in the reader's
 * language: each known sentence by its key, an unknown one as sent (marked English).
 */
export function PasswordHints({ suggestions }: { suggestions: readonly string[] }) {
  const t = usePasswordHintWords();
  return (
    <ul>
      {suggestions.map((text) => {
        const known = t !== null && passwordHintKey(text) !== null;
        return (
          <li key={text} lang={known ? undefined : 'en'}>
            {passwordHintText(text, t)}
          </li>
        );
      })}
    </ul>
  );
}
