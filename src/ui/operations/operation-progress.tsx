import { Suspense } from 'react';
import { TrackedOperationBadge } from './operation-status';
import { OperationErrorText, OperationLabel } from './operation-text';
import { isFollowed, isUntracked, type TrackedOperation } from './operations-store';
import './operation-progress.css';

/**
 * An operation's progress in place, on the resource's own screen (the drawer lists it too). A live region:
 * "In progress", then "Completed" or the failure (or "Accepted" with why it cannot be followed), are read out as
 * they happen.
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
            <TrackedOperationBadge operation={operation} />
          </p>
          {operation.error && (
            // Accepted without a way to follow it is news, not a failure.
            <div className={isUntracked(operation) ? 'op-progress__note' : 'op-progress__error'}>
              <OperationErrorText error={operation.error} withCode operationId={operation.jobId} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
