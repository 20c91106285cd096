import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useMessages } from '@/i18n';
import { DateTime } from '@/ui/format/date-time';
import { SupportDetails } from '@/ui/support-details';
import { TrackedOperationBadge } from './operation-status';
import { OperationErrorText, OperationLabel } from './operation-text';
import { useOperations, useOperationsStore } from './operations-provider';
import { isFollowed, isUntracked, type TrackedOperation } from './operations-store';
import '@/ui/dialog.css';
import './operations-panel.css';

/**
 * The operations drawer's panel, loaded when the header's button is first used (see operations-drawer.tsx).
 * Mounted only while open; closing unmounts it and the button takes the focus back.
 */
export default function OperationsPanel({ onClose, showLog }: { onClose: () => void; showLog: boolean }) {
  const t = useMessages();
  const operations = useOperations();
  const store = useOperationsStore();
  const running = operations.filter(isFollowed);
  const finished = operations.filter((op) => !isFollowed(op));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="drawer"
          aria-describedby={undefined}
          // The button takes the focus back by hand once this panel unmounts.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className="drawer__header">
            <Dialog.Title className="dialog__title">{t('operations.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="button button--ghost button--small">
                {t('operations.close')}
              </button>
            </Dialog.Close>
          </div>
          <section aria-labelledby="operations-running">
            <h3 id="operations-running" className="drawer__section">
              {t('operations.running.heading', { count: running.length })}
            </h3>
            {running.length === 0 ? (
              <p className="muted">{t('operations.running.empty')}</p>
            ) : (
              <OperationList operations={running} />
            )}
          </section>
          <section aria-labelledby="operations-recent">
            <h3 id="operations-recent" className="drawer__section">
              {t('operations.recent.heading', { count: finished.length })}
            </h3>
            {finished.length === 0 ? (
              <p className="muted">{t('operations.recent.empty')}</p>
            ) : (
              <OperationList operations={finished} />
            )}
            {finished.length > 0 && (
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => store.clearFinished()}
              >
                {t('operations.clearFinished')}
              </button>
            )}
            {/* The older history: the account log (a route path: the kit knows no feature). */}
            {showLog && (
              <p className="drawer__more">
                <Link to="/account-log" onClick={onClose}>
                  {t('operations.accountLog')}
                </Link>
              </p>
            )}
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OperationList({ operations }: { operations: TrackedOperation[] }) {
  const t = useMessages();
  return (
    <ul className="op-list">
      {operations.map((op) => (
        <li key={op.jobId} className="op-list__item">
          <div className="op-list__row">
            <span className="op-list__label">
              {/* A label from an area whose words are not loaded yet (kept from another page) waits for them. */}
              <Suspense fallback={<span className="muted">{t('common.loading')}</span>}>
                {op.href ? (
                  <Link to={op.href}>
                    <OperationLabel label={op.label} />
                  </Link>
                ) : (
                  <OperationLabel label={op.label} />
                )}
              </Suspense>
            </span>
            <TrackedOperationBadge operation={op} />
          </div>
          <div className="op-list__meta">
            <span>
              {t.rich('operations.started', {
                time: <DateTime value={new Date(op.startedAt).toISOString()} mode="relative" />,
              })}
            </span>
          </div>
          {op.error ? (
            <div className={isUntracked(op) ? 'op-list__note' : 'op-list__error'}>
              {/* With "Details for support" (the job id, codes, request id) a failure or a lost job comes with. */}
              <OperationErrorText error={op.error} withCode operationId={op.jobId} />
            </div>
          ) : (
            // The job id is for support only, never in the main text.
            <SupportDetails operationId={op.jobId} />
          )}
        </li>
      ))}
    </ul>
  );
}
