import { OperationStatusBadge } from './operation-status';
import { isFollowed, type TrackedOperation } from './operations-store';
import './operation-progress.css';

/**
 * An operation's progress in place, on the resource's own screen (the drawer lists it too). A live region:
 * "In progress", then "Completed" or the failure, are read out as they happen.
 */
export function OperationProgress({ operation }: { operation: TrackedOperation | null }) {
  return (
    <div className="op-progress" role="status">
      {operation && (
        <>
          <p className="op-progress__row">
            {isFollowed(operation) && <span className="spinner" aria-hidden="true" />}
            <span className="op-progress__label">{operation.label}</span>
            <OperationStatusBadge status={operation.status} />
          </p>
          {operation.error && (
            <p className="op-progress__error">
              {operation.error.title}
              {operation.error.detail ? `: ${operation.error.detail}` : ''}
              {operation.error.code ? (
                <>
                  {' '}
                  (<code>{operation.error.code}</code>)
                </>
              ) : null}
            </p>
          )}
        </>
      )}
    </div>
  );
}
