import type { ReactNode } from 'react';
import { ApiError, isApiError } from '../api/client';
import { useMessages, type CoreMessages, type Translate } from '@/i18n';
import { CopyButton } from './copy-button';
import './problem-alert.css';

/**
 * Turns anything thrown into something a person can read and quote to support. A failure in the panel
 * itself gets code `client_error` and no title: the alert says it in the active language.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({
    status: 0,
    code: 'client_error',
    title: '',
    detail: error instanceof Error && error.message ? error.message : null,
  });
}

/**
 * Title and detail as the server sent them; for the failures the client makes up itself (no answer, an
 * answer that breaks the contract, a bug), the words of the active language, keeping any technical detail.
 */
function describe(problem: ApiError, t: Translate<CoreMessages>): { title: string; detail: ReactNode } {
  // Never "try again" for a write that may have been applied (src/api/guarded-mutation.ts read it again first).
  if (problem.outcomeUnknown) {
    return { title: t('problem.outcomeUnknown.title'), detail: t('problem.outcomeUnknown.detail') };
  }
  if (problem.problem === null) {
    switch (problem.code) {
      case 'timeout':
        return { title: t('problem.timeout.title'), detail: t('problem.timeout.detail') };
      case 'client_error':
        return { title: t('problem.clientError.title'), detail: problem.detail ?? t('problem.clientError.detail') };
      case 'network_error':
        return { title: t('problem.network.title'), detail: t('problem.network.detail') };
      case 'invalid_response':
        return {
          title: t('problem.invalidResponse.title'),
          detail: (
            <>
              {t('problem.invalidResponse.detail')}
              {problem.detail ? (
                <>
                  {' '}
                  <code>{problem.detail}</code>
                </>
              ) : null}
            </>
          ),
        };
    }
  }
  return { title: problem.title, detail: problem.detail };
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
  const t = useMessages();
  const problem = toApiError(error);
  const { title, detail } = describe(problem, t);
  const missing = problem.missingScopes;
  return (
    <div role="alert" className="alert alert--error">
      <p className="alert__title">
        <span aria-hidden="true" className="alert__icon">
          !
        </span>
        {title}
      </p>
      {detail && <p className="alert__detail">{detail}</p>}
      {missing.length > 0 && (
        <p className="alert__detail">
          {t.rich('problem.missingScopes', {
            count: missing.length,
            // The scopes as code, joined the way the language lists things ("a, b and c", "a, b och c"). Not
            // useFormat(): this alert is in every first screen (route errors), the formatters are not.
            scopes: new Intl.ListFormat(t.locale)
              .formatToParts(missing)
              .map((part, i) => (part.type === 'element' ? <code key={i}>{part.value}</code> : part.value)),
          })}
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
          <dt>{t('problem.code')}</dt>
          <dd>
            <code>{problem.code}</code>
            {problem.status > 0 && <> {t('problem.httpStatus', { status: String(problem.status) })}</>}
          </dd>
        </div>
        <div>
          <dt>{t('problem.requestId')}</dt>
          <dd>
            {problem.requestId ? (
              <>
                <code>{problem.requestId}</code>{' '}
                <CopyButton value={problem.requestId} label={t('problem.copyRequestId')} />
              </>
            ) : (
              t('problem.noRequestId')
            )}
          </dd>
        </div>
      </dl>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('problem.retry')}
        </button>
      )}
    </div>
  );
}
