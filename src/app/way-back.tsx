import { Link, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { NotFound } from '@/ui/not-found';
import { RouteError } from '@/ui/route-error';
import { activeNavArea, visibleNavAreas } from './nav-areas';
import { useSession } from './session';

/**
 * A way out of a page that is not there, to a screen that is: the list of the area the address was under (a
 * server's id that does not exist → Servers) when the key can read it, else the start page; sign-in when signed out.
 */
export function WayBack() {
  const t = useMessages();
  const { session } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!session) return <Link to="/sign-in">{t('notFound.signIn')}</Link>;
  const area = activeNavArea(pathname, visibleNavAreas(session.scopes));
  if (area && area.to !== pathname) {
    return <Link to={area.to}>{t('notFound.backTo', { area: t(area.label) })}</Link>;
  }
  return <Link to="/">{t('notFound.home')}</Link>;
}

/** A route's own "not found" (an id that cannot exist), inside the shell it already has. */
export function AppNotFound() {
  return <NotFound wayBack={<WayBack />} />;
}

/** A route's failure; a 404 or 403 offers the way back instead of "Try again". */
export function AppRouteError(props: ErrorComponentProps) {
  return <RouteError {...props} wayBack={<WayBack />} />;
}
