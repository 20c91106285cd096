import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
  // The root route is never code-split: load the shell-wrapped not-found page only when it is needed.
  notFoundComponent: lazyRouteComponent(() => import('@/app/root-not-found'), 'RootNotFound'),
});
