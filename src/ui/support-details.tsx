import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { CopyButton } from './copy-button';
import './support-details.css';

export interface SupportFacts {
  /** The problem's or the job error's `code`. */
  code?: string | null;
  /** HTTP status; 0 (no answer) is left out. */
  status?: number | null;
  requestId?: string | null;
  /** The job an operation ran as. */
  operationId?: string | null;
  /** The server's own title and detail (or a gate's reason), as sent. */
  serverText?: string | null;
  /** Scope names a 403 said the key lacks. */
  scopes?: readonly string[];
  /** Field errors: pointer and the server's detail. */
  fields?: readonly { pointer: string; detail: string }[];
  /** Anything else support may need (kept as given). */
  extra?: ReactNode;
}

/**
 * "Details for support": what a person quotes to support and never needs to read otherwise (codes, HTTP status,
 * request and operation ids with a copy button, the server's own text, scope names, field pointers). A native
 * disclosure, closed by default, reached and opened by keyboard; renders nothing when there is nothing to tell.
 */
export function SupportDetails({
  code,
  status,
  requestId,
  operationId,
  serverText,
  scopes = [],
  fields = [],
  extra,
  className,
}: SupportFacts & { className?: string }) {
  const t = useMessages();
  const hasStatus = typeof status === 'number' && status > 0;
  if (!code && !hasStatus && !requestId && !operationId && !serverText && !scopes.length && !fields.length && !extra) {
    return null;
  }
  return (
    <details className={['support-details', className].filter(Boolean).join(' ')}>
      <summary>{t('problem.support.summary')}</summary>
      <dl className="support-details__list">
        {code && (
          <div>
            <dt>{t('problem.code')}</dt>
            <dd>
              <code>{code}</code>
            </dd>
          </div>
        )}
        {hasStatus && (
          <div>
            <dt>{t('problem.support.status')}</dt>
            <dd>{status}</dd>
          </div>
        )}
        {requestId !== undefined && (
          <div>
            <dt>{t('problem.requestId')}</dt>
            <dd>
              {requestId ? (
                <>
                  <code>{requestId}</code> <CopyButton value={requestId} label={t('problem.copyRequestId')} />
                </>
              ) : (
                t('problem.noRequestId')
              )}
            </dd>
          </div>
        )}
        {operationId && (
          <div>
            <dt>{t('problem.support.operation')}</dt>
            <dd>
              <code>{operationId}</code>
            </dd>
          </div>
        )}
        {serverText && (
          <div>
            <dt>{t('problem.support.server')}</dt>
            <dd lang="en">{serverText}</dd>
          </div>
        )}
        {scopes.length > 0 && (
          <div>
            <dt>{t('problem.support.scopes')}</dt>
            <dd>
              {scopes.map((scope, i) => (
                <span key={scope}>
                  {i > 0 && ', '}
                  <code>{scope}</code>
                </span>
              ))}
            </dd>
          </div>
        )}
        {fields.length > 0 && (
          <div>
            <dt>{t('problem.support.fields')}</dt>
            <dd>
              <ul className="support-details__fields">
                {fields.map((field) => (
                  <li key={`${field.pointer}:${field.detail}`} lang="en">
                    {field.pointer ? <code>{field.pointer}</code> : null} {field.detail}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {extra}
      </dl>
    </details>
  );
}
