import { Suspense, useEffect, useState } from 'react';
import { TrackedOperationBadge } from './operation-status';
import { OperationErrorText, OperationLabel } from './operation-text';
import { isFollowed, isUntracked, type TrackedOperation } from './operations-store';
import './operation-progress.css';

/** How long "Completed" stays in place before only the operations drawer (Recent) keeps it. */
export const COMPLETED_SHOWN_MS = 6000;

/**
 * An operation's progress in place, on the resource's own screen (the drawer lists it too). A live region:
 * "In progress", then "Completed" or the failure (or "Accepted" with why it cannot be followed), are read out as
 * they happen. Its row is reserved (one line, even empty), so starting and ending an operation never moves the
 * buttons around it; a completed one leaves after `COMPLETED_SHOWN_MS` (the drawer keeps it), a failure stays.
 */
export function OperationProgress({ operation }: { operation: TrackedOperation | null }) {
  // The job whose "Completed" has had its moment (by id: the store may hand over a fresh copy of the same job).
  const [gone, setGone] = useState<string | null>(null);
  const completed = operation !== null && operation.status === 'completed' && operation.error === null;
  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => setGone(operation.jobId), COMPLETED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [completed, operation]);
  const shown = operation !== null && !(completed && operation.jobId === gone) ? operation : null;
  return (
    <div className="op-progress" role="status">
      {shown && (
        <>
          <p className="op-progress__row">
            {isFollowed(shown) && <span className="spinner" aria-hidden="true" />}
            <span className="op-progress__label">
              {/* The screen that started it has loaded its words; this only waits in a rare race. */}
              <Suspense fallback={null}>
                <OperationLabel label={shown.label} />
              </Suspense>
            </span>
            <TrackedOperationBadge operation={shown} />
          </p>
          {shown.error && (
            // Accepted without a way to follow it is news, not a failure.
            <div className={isUntracked(shown) ? 'op-progress__note' : 'op-progress__error'}>
              <OperationErrorText error={shown.error} withCode operationId={shown.jobId} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
