import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { DateTime } from '@/ui/format/date-time';
import { OperationStatusBadge } from './operation-status';
import { useOperations, useOperationsStore } from './operations-provider';
import { isFollowed } from './operations-store';
import '@/ui/dialog.css';
import './activity-drawer.css';

/** Running and recent operations from any page, in a side panel opened from the header. */
export function ActivityDrawer() {
  const operations = useOperations();
  const store = useOperationsStore();
  const running = operations.filter(isFollowed);
  const finished = operations.filter((op) => !isFollowed(op));

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--ghost header__activity">
          Activity
          {running.length > 0 && (
            <span className="counter">
              {running.length}
              <span className="visually-hidden"> running</span>
            </span>
          )}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer__header">
            <Dialog.Title className="dialog__title">Activity</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="button button--ghost button--small">
                Close
              </button>
            </Dialog.Close>
          </div>
          <section aria-labelledby="activity-running">
            <h3 id="activity-running" className="drawer__section">
              Running ({running.length})
            </h3>
            {running.length === 0 ? (
              <p className="muted">
                Nothing is running. Operations you start (restarts, snapshots, bulk changes) appear here.
              </p>
            ) : (
              <OperationList operations={running} />
            )}
          </section>
          <section aria-labelledby="activity-recent">
            <h3 id="activity-recent" className="drawer__section">
              Recent ({finished.length})
            </h3>
            {finished.length === 0 ? (
              <p className="muted">No finished operations in this session.</p>
            ) : (
              <OperationList operations={finished} />
            )}
            {finished.length > 0 && (
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => store.clearFinished()}
              >
                Clear finished
              </button>
            )}
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OperationList({ operations }: { operations: ReturnType<typeof useOperations> }) {
  return (
    <ul className="op-list">
      {operations.map((op) => (
        <li key={op.jobId} className="op-list__item">
          <div className="op-list__row">
            <span className="op-list__label">{op.href ? <Link to={op.href}>{op.label}</Link> : op.label}</span>
            <OperationStatusBadge status={op.status} />
          </div>
          <div className="op-list__meta">
            <span>
              Started <DateTime value={new Date(op.startedAt).toISOString()} mode="relative" />
            </span>
            <code>{op.jobId}</code>
          </div>
          {op.error && (
            <p className="op-list__error">
              {op.error.title}
              {op.error.detail ? `: ${op.error.detail}` : ''}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
