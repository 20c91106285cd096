import { ApiError, isApiError } from '../api/client';
import { CopyButton } from './copy-button';
import './problem-alert.css';

/** Turns anything thrown into something a person can read and quote to support. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({
    status: 0,
    code: 'client_error',
    title: 'Something went wrong in the panel',
    detail: error instanceof Error ? error.message : 'An unexpected error occurred.',
  });
}

/**
 * A failure, in full: the Problem Details title and detail, the scope the key lacks, and the request id
 * with a copy button. Field errors are listed when the form has nowhere better to put them.
 */
export function ProblemAlert({
  error,
  onRetry,
  showFieldErrors = false,
}: {
  error: unknown;
  onRetry?: () => void;
  showFieldErrors?: boolean;
}) {
  const problem = toApiError(error);
  const missing = problem.missingScopes;
  return (
    <div role="alert" className="alert alert--error">
      <p className="alert__title">
        <span aria-hidden="true" className="alert__icon">
          !
        </span>
        {problem.title}
      </p>
      {problem.detail && <p className="alert__detail">{problem.detail}</p>}
      {missing.length > 0 && (
        <p className="alert__detail">
          Missing scope{missing.length > 1 ? 's' : ''}:{' '}
          {missing.map((scope, i) => (
            <span key={scope}>
              {i > 0 && ', '}
              <code>{scope}</code>
            </span>
          ))}
          . Ask the account owner for an API key that includes {missing.length > 1 ? 'them' : 'it'}.
        </p>
      )}
      {showFieldErrors && problem.errors.length > 0 && (
        <ul className="alert__list">
          {problem.errors.map((e) => (
            <li key={`${e.pointer}:${e.code}`}>
              {e.pointer ? <code>{e.pointer}</code> : null} {e.detail}
            </li>
          ))}
        </ul>
      )}
      <dl className="alert__meta">
        <div>
          <dt>Code</dt>
          <dd>
            <code>{problem.code}</code>
            {problem.status > 0 && <> (HTTP {problem.status})</>}
          </dd>
        </div>
        <div>
          <dt>Request ID</dt>
          <dd>
            {problem.requestId ? (
              <>
                <code>{problem.requestId}</code> <CopyButton value={problem.requestId} label="Copy request ID" />
              </>
            ) : (
              'none (the request did not reach the server)'
            )}
          </dd>
        </div>
      </dl>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
