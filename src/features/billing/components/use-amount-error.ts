import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useMessages } from '@/i18n';
import { useProblemWords } from '@/ui/problem-words';
import { billingMessages } from '@/features/billing/messages/catalog';

/** Server field codes of an amount that the problem words say better than the server's English sentence. */
const SAID_BY_CODE = new Set(['amount_out_of_range', 'amount_too_large']);

/**
 * An amount field's error in words: ours are keys (`t.keyOrText`); the server's (`useServerFieldErrors`) are its
 * reason as sent, except the amount codes the problem words know, said in the reader's language.
 */
export function useAmountError(): (error: FieldError | undefined) => string | undefined {
  const t = useMessages(billingMessages);
  const words = useProblemWords();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const type = typeof error.type === 'string' ? error.type : null;
      const byCode = type && SAID_BY_CODE.has(type) ? words?.code(type) : null;
      if (byCode) return byCode;
      return error.message ? t.keyOrText(error.message) : undefined;
    },
    [t, words],
  );
}
