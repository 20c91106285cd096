import { useMessages, useMessageText, type MessageRef } from '@/i18n';
import type { OperationError } from './operations-store';

/** An operation's name in the active language (a stored message key), or a label kept as text by an earlier version. */
export function OperationLabel({ label }: { label: MessageRef | string }) {
  return typeof label === 'string' ? label : <LabelText label={label} />;
}

function LabelText({ label }: { label: MessageRef }) {
  return useMessageText(label);
}

/**
 * Why an operation failed or is no longer followed: the server's title and detail as sent (with its code,
 * for support, when `withCode`), or the panel's own reason in the active language.
 */
export function OperationErrorText({ error, withCode = false }: { error: OperationError; withCode?: boolean }) {
  const t = useMessages();
  if ('reason' in error) {
    return error.reason === 'stopped'
      ? t('operation.error', { title: t('activity.stopped.title'), detail: t('activity.stopped.detail') })
      : t('operation.error', { title: t('operation.failedInline.title'), detail: t('operation.failedInline.detail') });
  }
  return (
    <>
      {error.detail ? t('operation.error', { title: error.title, detail: error.detail }) : error.title}
      {withCode && error.code ? (
        <>
          {' '}
          (<code>{error.code}</code>)
        </>
      ) : null}
    </>
  );
}
