import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import type { SessionStore } from './features/session/session-store';
import type { OperationsStore } from './ui/operations/operations-store';
import { RoutePending } from './ui/route-pending';
import { AppNotFound, AppRouteError } from './app/way-back';

/** Made once per app (and per route test): loaders, the shell and sign-out read everything from here. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
  operations: OperationsStore;
}

export function createAppRouter(context: RouterContext, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context,
    history: options.history,
    defaultPreload: 'intent',
    // React Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // "Loading…" only for a load slower than 300 ms, and then for at least 200 ms so it does not flash. (The
    // router's default minimum is 500 ms: a list ready after 260 ms was held behind the spinner until ~800 ms,
    // `npm run bench`, domain list.)
    defaultPendingMs: 300,
    defaultPendingMinMs: 200,
    defaultErrorComponent: AppRouteError,
    defaultNotFoundComponent: AppNotFound,
    scrollRestoration: true,
  });
}
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
