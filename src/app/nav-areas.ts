import type { Scope } from '@/api/schemas/me';
import type { CoreMessages, PlainMessageKey } from '@/i18n';
import type { FileRoutesByTo } from '@/routeTree.gen';

/**
 * The areas of the panel, in the order customers scan them (their servers first, billing and support last).
 * An area is listed here when its screens exist; the main navigation and the landing redirect both follow
 * this list. It imports nothing at run time, so scripts (the bench) can read it too.
 */
/** Routes a navigation entry can point at: any screen without path params. */
type ParamFreeRoute = Exclude<keyof FileRoutesByTo, `${string}$${string}`>;

export interface NavArea {
  /** The area's first screen. */
  to: ParamFreeRoute;
  /** Navigation label: a core message (`shell.nav.*`), so the shell needs no area's catalog to show it. */
  label: PlainMessageKey<CoreMessages> & `shell.nav.${string}`;
  /**
   * The read scope a key needs to see anything in the area, or several of which any one will do (orders:
   * `read:orders` or `read:billing`). `null`: a public area (the plan catalog), shown to every key but never
   * the landing page.
   */
  scope: Scope | readonly Scope[] | null;
  /** Screens under another area's path that belong to this one (the order form, reached from the plan catalog). */
  also?: readonly ParamFreeRoute[];
}

export const navAreas = [
  { to: '/vps', label: 'shell.nav.vps', scope: 'read:vm' },
  { to: '/hosting', label: 'shell.nav.hosting', scope: 'read:hosting' },
  { to: '/domains', label: 'shell.nav.domains', scope: 'read:domains' },
  { to: '/orders', label: 'shell.nav.orders', scope: ['read:orders', 'read:billing'] },
  // Invoices first; credit, cards and the history are its sections (every screen under /billing).
  { to: '/billing/invoices', label: 'shell.nav.billing', scope: 'read:billing', also: ['/billing'] },
  { to: '/catalog', label: 'shell.nav.catalog', scope: null, also: ['/orders/new'] },
  { to: '/support/tickets', label: 'shell.nav.support', scope: 'read:support' },
] as const satisfies readonly NavArea[];

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The area a screen belongs to, for the navigation's highlight: one that claims the screen (`also`) first, else the
 * one whose path it is under; null for none (a page not found).
 */
export function activeNavArea(pathname: string, areas: readonly NavArea[] = navAreas): NavArea | null {
  return (
    areas.find((area) => area.also?.some((path) => isUnder(pathname, path))) ??
    areas.find((area) => isUnder(pathname, area.to)) ??
    null
  );
}

/** The scopes any one of which opens the area (empty for a public area). */
export function areaScopes(area: NavArea): readonly Scope[] {
  if (area.scope === null) return [];
  return typeof area.scope === 'string' ? [area.scope] : area.scope;
}

function canRead(area: NavArea, scopes: readonly string[]): boolean {
  return area.scope === null || areaScopes(area).some((scope) => scopes.includes(scope));
}

/**
 * The areas a key can read. Unknown scopes (`null`: the server has no `/me`, see the ledger) show every
 * area; a screen the key cannot read then explains the missing scope itself.
 */
export function visibleNavAreas(scopes: readonly string[] | null): NavArea[] {
  if (scopes === null) return [...navAreas];
  return navAreas.filter((area) => canRead(area, scopes));
}

/** Where `/` sends a signed-in user: the first area the key can read (public ones aside), or null for none. */
export function landingArea(scopes: readonly string[] | null): NavArea | null {
  return visibleNavAreas(scopes).find((area) => area.scope !== null) ?? null;
}
