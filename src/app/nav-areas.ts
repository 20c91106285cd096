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
  /** The read scope a key needs to see anything in the area. */
  scope: Scope;
}

export const navAreas = [
  { to: '/vps', label: 'shell.nav.vps', scope: 'read:vm' },
  { to: '/hosting', label: 'shell.nav.hosting', scope: 'read:hosting' },
  { to: '/support/tickets', label: 'shell.nav.support', scope: 'read:support' },
] as const satisfies readonly NavArea[];

/**
 * The areas a key can read. Unknown scopes (`null`: the server has no `/me`, see the ledger) show every
 * area; a screen the key cannot read then explains the missing scope itself.
 */
export function visibleNavAreas(scopes: readonly string[] | null): NavArea[] {
  if (scopes === null) return [...navAreas];
  return navAreas.filter((area) => scopes.includes(area.scope));
}

/** Where `/` sends a signed-in user: the first area the key can read, or null when it can read none. */
export function landingArea(scopes: readonly string[] | null): NavArea | null {
  return visibleNavAreas(scopes)[0] ?? null;
}
