import { describe, expect, it } from 'vitest';
import { activeNavArea, areaScopes, landingArea, navAreas, visibleNavAreas } from './nav-areas';

const publicAreas = navAreas.filter((area) => area.scope === null);
const scopedAreas = navAreas.filter((area) => area.scope !== null);

describe('nav areas', () => {
  it('lists an area for a key with any of its scopes, public areas always, every area while scopes are unknown', () => {
    expect(visibleNavAreas(null)).toEqual([...navAreas]);
    expect(visibleNavAreas([])).toEqual(publicAreas);
    for (const area of scopedAreas) {
      for (const scope of areaScopes(area)) {
        // Every area this one scope opens (read:billing opens billing and orders), and the public ones.
        expect(visibleNavAreas([scope])).toEqual(
          navAreas.filter((a) => a === area || a.scope === null || areaScopes(a).includes(scope)),
        );
      }
    }
  });

  it('shows orders for read:orders or read:billing, billing for read:billing only, and the catalog to every key', () => {
    const labels = (scopes: string[]) => visibleNavAreas(scopes).map((area) => area.label);
    expect(labels(['read:orders'])).toEqual(['shell.nav.orders', 'shell.nav.catalog']);
    expect(labels(['read:billing'])).toEqual(['shell.nav.orders', 'shell.nav.billing', 'shell.nav.catalog']);
    expect(labels(['write:support'])).toEqual(['shell.nav.catalog']);
  });

  it('lands on the first readable area that is not public, or nowhere', () => {
    expect(landingArea(null)).toEqual(scopedAreas[0]);
    expect(landingArea(['write:support'])).toBeNull();
    const last = scopedAreas[scopedAreas.length - 1]!;
    expect(landingArea([...areaScopes(last)])).toEqual(last);
  });

  it("highlights the area a screen belongs to: the order form is the catalog's, an order the orders'", () => {
    const active = (path: string) => activeNavArea(path)?.label ?? null;
    expect(active('/orders/new')).toBe('shell.nav.catalog');
    expect(active('/catalog')).toBe('shell.nav.catalog');
    expect(active('/orders')).toBe('shell.nav.orders');
    expect(active('/orders/ord_1a7c3e90')).toBe('shell.nav.orders');
    expect(active('/support/tickets/104201')).toBe('shell.nav.support');
    // Every billing section and an invoice are billing's, though its entry opens the invoices.
    for (const path of [
      '/billing',
      '/billing/invoices',
      '/billing/invoices/inv_7d41c2e9',
      '/billing/credit',
      '/billing/cards',
    ]) {
      expect(active(path), path).toBe('shell.nav.billing');
    }
    expect(active('/billingx')).toBeNull();
    expect(active('/vpsx')).toBeNull();
    expect(active('/nowhere')).toBeNull();
  });
});
