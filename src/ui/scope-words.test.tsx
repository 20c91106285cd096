import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vpsRoutes } from '@/api/endpoints/vps';
import { knownScopes } from '@/api/schemas/me';
import { scopeMessages } from '@/i18n';
import { loadedMessages } from '@/i18n/catalog';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES } from '@/test/scope-gates';
import { GatedButton } from './gated-button';
import { useScopeGate } from './key-scopes';
import { scopeAreas, scopeWordsNeeded } from './scope-areas';

/*
 * The scope gate's words are a catalog of their own (src/i18n/scope), not part of the core catalog every first screen
 * downloads: a key that may do everything never loads them; a key that lacks a scope has them before its first render.
 * This file's module registry starts with them not loaded (Vitest isolates each file), and its tests run in order.
 */

const wordsLoaded = () => loadedMessages(scopeMessages, 'en') !== undefined;

/** A bare router (no `_app` layout, so nothing loads the words first) rendering one gate for a server restart. */
async function renderRestartGate(scopes: string[] | null) {
  function Probe() {
    return <GatedButton gate={useScopeGate(vpsRoutes.restart)}>Restart</GatedButton>;
  }
  const session = { key: 'k', persist: false, customerName: null, scopes, demo: null };
  const router = createRouter({
    routeTree: createRootRoute({ component: Probe }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { session: { subscribe: () => () => {}, get: () => session } },
  });
  await router.load();
  cleanup();
  // Awaited act: React retries a suspended render in act's queue only when the act is awaited.
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return screen.findByRole('button', { name: 'Restart' });
}

describe('the scope areas', () => {
  it('hold every scope the API knows, each in exactly one area', () => {
    const inAreas = scopeAreas.flatMap((area) => [...area.read, ...area.write]);
    expect([...inAreas].sort()).toEqual([...knownScopes].sort());
    expect(new Set(inAreas).size).toBe(inAreas.length);
  });
});

describe('the scope words', () => {
  it('are needed only for a key whose scopes are known and lack one', () => {
    expect(scopeWordsNeeded(null)).toBe(false);
    expect(scopeWordsNeeded([...knownScopes])).toBe(false);
    expect(scopeWordsNeeded(READ_ONLY_SCOPES)).toBe(true);
    expect(scopeWordsNeeded(knownScopes.filter((scope) => scope !== 'write:keys'))).toBe(true);
  });

  it('are not loaded for a key that may do everything, on a signed-in screen or by a gate it passes', async () => {
    await renderRoute('/vps', { scopes: [...knownScopes] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Servers' })).toBeInTheDocument();
    expect(await renderRestartGate([...knownScopes])).not.toHaveAttribute('aria-disabled');
    expect(await renderRestartGate(null)).not.toHaveAttribute('aria-disabled');
    expect(wordsLoaded()).toBe(false);
  });

  it('are waited for by a gate that blocks before they are loaded, which then says why', async () => {
    const button = await renderRestartGate(READ_ONLY_SCOPES);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Your API key can only read servers, so it cannot start, stop or restart them.',
    );
  });
});
