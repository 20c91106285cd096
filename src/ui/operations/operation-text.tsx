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
 * Why an operation failed or is not followed the usual way: the server's title and detail as sent (with its code,
 * for support, when `withCode`), or the panel's own reason in the active language (with what a poll that ended
 * following the job got, for support, when `withCode`). Codes never stand in the main message.
 */
export function OperationErrorText({ error, withCode = false }: { error: OperationError; withCode?: boolean }) {
  const t = useMessages();
  if ('reason' in error) {
    switch (error.reason) {
      case 'stopped':
        return t('operation.error', { title: t('activity.stopped.title'), detail: t('activity.stopped.detail') });
      case 'failed_inline':
        return t('operation.error', {
          title: t('operation.failedInline.title'),
          detail: t('operation.failedInline.detail'),
        });
      case 'refreshing':
        return t('operation.untracked.refreshing');
      case 'untracked':
        return t('operation.untracked.rested');
      case 'lost':
        return (
          <>
            {t('operation.error', { title: t('operation.lost.title'), detail: t('operation.lost.detail') })}
            {withCode && error.support ? (
              <>
                {' '}
                <span className="op-support">
                  {t('problem.code')} <code>{error.support.code}</code>{' '}
                  {t('problem.httpStatus', { status: String(error.support.status) })}
                  {error.support.requestId ? (
                    <>
                      {' · '}
                      {t('problem.requestId')} <code>{error.support.requestId}</code>
                    </>
                  ) : null}
                </span>
              </>
            ) : null}
          </>
        );
    }
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
