import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMessages } from '@/i18n';
import { ProblemAlert, toApiError } from './problem-alert';

/** Route-level failure: what failed, the request id, and a retry that refetches. */
export function RouteError({ error }: ErrorComponentProps) {
  const t = useMessages();
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  const problem = toApiError(error);
  const heading =
    problem.status === 403
      ? t('route.error.forbidden')
      : problem.status === 404
        ? t('route.error.notFound')
        : t('route.error.failed');
  return (
    <section className="page" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">{heading}</h1>
      <ProblemAlert error={problem} onRetry={() => void router.invalidate()} />
    </section>
  );
}
