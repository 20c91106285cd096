import { useMessages, useMessageText, type MessageRef } from '@/i18n';
import type { OperationError } from './operations-store';
import { useProblemWords } from '../problem-words';
import { SupportDetails, type SupportFacts } from '../support-details';

/** An operation's name in the active language (a stored message key), or a label kept as text by an earlier version. */
export function OperationLabel({ label }: { label: MessageRef | string }) {
  return typeof label === 'string' ? label : <LabelText label={label} />;
}

function LabelText({ label }: { label: MessageRef }) {
  return useMessageText(label);
}

/**
 * Why an operation failed or is not followed the usual way, in customer words: the words of the job error's code
 * (the problem words), the server's title and detail as sent only for a code they do not know, or the panel's own
 * reason in the active language. With `withCode`, what support needs (the code, the server's own text, what a poll
 * that ended following the job got) follows under "Details for support", closed. Codes never stand in the message.
 */
export function OperationErrorText({
  error,
  withCode = false,
  operationId,
}: {
  error: OperationError;
  withCode?: boolean;
  /** The job's id, for support (under "Details for support" with `withCode`). */
  operationId?: string | null;
}) {
  const t = useMessages();
  const words = useProblemWords();
  const details = (facts: SupportFacts) =>
    withCode ? <SupportDetails className="op-support" operationId={operationId} {...facts} /> : null;
  if ('reason' in error) {
    switch (error.reason) {
      case 'stopped':
        return (
          <>
            {t('operation.error', { title: t('operations.stopped.title'), detail: t('operations.stopped.detail') })}
            {details({})}
          </>
        );
      case 'failed_inline':
        return (
          <>
            {t('operation.error', {
              title: t('operation.failedInline.title'),
              detail: t('operation.failedInline.detail'),
            })}
            {details({})}
          </>
        );
      case 'refreshing':
        return t('operation.untracked.refreshing');
      case 'untracked':
        return t('operation.untracked.rested');
      case 'lost':
        return (
          <>
            {t('operation.error', { title: t('operation.lost.title'), detail: t('operation.lost.detail') })}
            {details(error.support ?? {})}
          </>
        );
    }
  }
  const known = words?.code(error.code);
  const serverText = error.detail ? t('operation.error', { title: error.title, detail: error.detail }) : error.title;
  // While the words load, a failure with a code says only that it failed; its words follow in a moment.
  const message = known ?? (error.code && !words ? t('operation.failedInline.title') : serverText);
  return (
    <>
      {message}
      {details({ code: error.code, serverText: known || !words ? serverText : null })}
    </>
  );
}
