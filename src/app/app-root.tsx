import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ErrorInfo } from 'react';
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
 * For `createRoot`: API failures caught by a route's error boundary are shown in full on screen (problem alert
 * with the request id); logging them again is noise (and the e2e fixture fails on console errors). Anything else
 * is a bug and stays loud.
 */
export function onCaughtError(error: unknown, info: ErrorInfo) {
  if (isApiError(error)) return;
  console.error(error, info.componentStack);
}
