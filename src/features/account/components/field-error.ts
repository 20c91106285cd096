import type { FieldError } from 'react-hook-form';
import { useMessages } from '@/i18n';
import { accountMessages } from '@/features/account/messages/catalog';

/** The server's field codes this page says in its own words (both languages), not in the server's English. */
const OWN_CODES = new Set([
  'password_too_short',
  'password_breached',
  'password_too_weak',
  'password_unchanged',
  'wrong_password',
  'email_unchanged',
  'invalid_code',
]);

/**
 * A field's error in the reader's words: a form check's message key, a server field code this page knows (the
 * error's `type`, set by `useServerFieldErrors`), else the server's own text for that value.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const t = useMessages(accountMessages);
  return (error) => {
    if (!error?.message) return undefined;
    if (OWN_CODES.has(error.type)) return t('account.refused', { code: error.type });
    return t.keyOrText(error.message);
  };
}
