import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { vpsRoutes } from '@/api/endpoints/vps';
import { knownScopes } from '@/api/schemas/me';
import { scopeMessages } from '@/i18n';
import { loadedMessages } from '@/i18n/catalog';
import { renderGate } from '@/test/render-gate';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES } from '@/test/scope-gates';
import { scopeAreas, scopeWordsNeeded } from './scope-areas';

/*
 * The scope gate's words are a catalog of their own (src/i18n/scope), not part of the core catalog every first screen
 * downloads: a key that may do everything never loads them; a key that lacks a scope has them before its first render.
 * This file's module registry starts with them not loaded (Vitest isolates each file), and its tests run in order.
 */

const wordsLoaded = () => loadedMessages(scopeMessages, 'en') !== undefined;

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
    expect(await renderGate([...knownScopes], vpsRoutes.restart)).not.toHaveAttribute('aria-disabled');
    expect(await renderGate(null, vpsRoutes.restart)).not.toHaveAttribute('aria-disabled');
    expect(wordsLoaded()).toBe(false);
  });

  it('are waited for by a gate that blocks before they are loaded, which then says why, and lets go when allowed', async () => {
    const errors = vi.spyOn(console, 'error');
    const button = await renderGate(READ_ONLY_SCOPES, vpsRoutes.restart);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Your API key can only read servers, so it cannot start, stop or restart them.',
    );
    // The same gate, which waited, once its key may restart: a render without the words, and React says nothing.
    await button.setScopes([...knownScopes]);
    const allowed = await screen.findByRole('button', { name: 'Act' });
    expect(allowed).not.toHaveAttribute('aria-disabled');
    expect(allowed).not.toHaveAccessibleDescription(/Your API key/);
    expect(errors).not.toHaveBeenCalled();
  });
});
