import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isApiError } from '@/api/client';
import { OperationsProvider } from '@/ui/operations/operations-provider';
import type { AppRouter } from '@/router';

/**
 * Providers around the router, all taken from the router's context so the app and route tests build the
 * same tree. The operations tracker sits above the router: polling goes on across navigation.
 */
export function AppRoot({ router }: { router: AppRouter }) {
  const { queryClient, operations } = router.options.context;
  return (
    <QueryClientProvider client={queryClient}>
      <OperationsProvider store={operations}>
        <RouterProvider router={router} />
      </OperationsProvider>
    </QueryClientProvider>
  );
}

/**
 * API failures caught by a route's error boundary are shown in full on screen (problem alert with the request id);
 * React 18's production build also logs each error a boundary caught, as `console.error(error)`: for an API failure
 * that is noise (and the e2e fixture fails on console errors). This drops exactly that line, one argument that is an
 * API error; anything else is a bug and stays loud. (React 19's `onCaughtError` did this: docs in the ledger,
 * "React 18".)
 */
export function quietCaughtApiErrors(target: Pick<Console, 'error'> = console): void {
  const log = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (args.length === 1 && isApiError(args[0])) return;
    log(...args);
  };
}
