import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { ProblemAlert, toApiError } from './problem-alert';

/**
 * Route-level failure: what failed, the request id, and a retry that refetches. A 404 or a 403 gets no retry (asking
 * again finds nothing more): `wayBack`, a link to a screen that exists, instead.
 */
export function RouteError({ error, wayBack }: ErrorComponentProps & { wayBack?: ReactNode }) {
  const t = useMessages();
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  const problem = toApiError(error);
  const final = problem.status === 404 || problem.status === 403;
  const heading =
    problem.status === 403
      ? t('route.error.forbidden')
      : problem.status === 404
        ? t('route.error.notFound')
        : t('route.error.failed');
  return (
    <section className="page" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">{heading}</h1>
      {final ? (
        <>
          <ProblemAlert error={problem} />
          {wayBack && <p>{wayBack}</p>}
        </>
      ) : (
        <ProblemAlert error={problem} onRetry={() => void router.invalidate()} />
      )}
    </section>
  );
}
