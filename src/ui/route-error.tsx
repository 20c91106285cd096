import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ProblemAlert, toApiError } from './problem-alert';

/** Route-level failure: what failed, the request id, and a retry that refetches. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  const problem = toApiError(error);
  const heading =
    problem.status === 403
      ? 'You do not have access to this'
      : problem.status === 404
        ? 'Not found'
        : 'This page could not be loaded';
  return (
    <section className="page" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">{heading}</h1>
      <ProblemAlert error={problem} onRetry={() => void router.invalidate()} />
    </section>
  );
}
