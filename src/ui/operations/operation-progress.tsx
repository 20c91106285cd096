import { Suspense } from 'react';
import { OperationStatusBadge } from './operation-status';
import { OperationErrorText, OperationLabel } from './operation-text';
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
            <span className="op-progress__label">
              {/* The screen that started it has loaded its words; this only waits in a rare race. */}
              <Suspense fallback={null}>
                <OperationLabel label={operation.label} />
              </Suspense>
            </span>
            <OperationStatusBadge status={operation.status} />
          </p>
          {operation.error && (
            <p className="op-progress__error">
              <OperationErrorText error={operation.error} withCode />
            </p>
          )}
        </>
      )}
    </div>
  );
}
