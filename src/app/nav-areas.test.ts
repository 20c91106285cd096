import { describe, expect, it } from 'vitest';
import { landingArea, navAreas, visibleNavAreas } from './nav-areas';

describe('nav areas', () => {
  it('lists an area only for a key with its scope, and every area while scopes are unknown', () => {
    expect(visibleNavAreas(null)).toEqual([...navAreas]);
    expect(visibleNavAreas([])).toEqual([]);
    for (const area of navAreas) expect(visibleNavAreas([area.scope])).toEqual([area]);
  });

  it('lands on the first readable area, or nowhere', () => {
    expect(landingArea(null)).toEqual(navAreas[0]);
    expect(landingArea(['read:billing'])).toBeNull();
    const last = navAreas[navAreas.length - 1]!;
    expect(landingArea([last.scope])).toEqual(last);
  });
});
