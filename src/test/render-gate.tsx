import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Gate } from '@/ui/gated-button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate, type GatedWrite } from '@/ui/key-scopes';

/**
 * One gated button ("Act") for `write` under a bare router whose session holds `scopes` (null: unknown): no `_app`
 * layout, so nothing loads the scope words first. `setScopes` changes the session's scopes, as a sign-in with another
 * key in another tab would.
 */
export async function renderGate(
  scopes: string[] | null,
  write: GatedWrite,
  options: { serverGate?: Gate; onClick?: () => void } = {},
) {
  function Probe() {
    const gate = useScopeGate(write, options.serverGate);
    return (
      <GatedButton gate={gate} onClick={options.onClick}>
        Act
      </GatedButton>
    );
  }
  let session = { key: 'k', persist: false, customerName: null, scopes, demo: null };
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const router = createRouter({
    routeTree: createRootRoute({ component: Probe }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { session: { subscribe, get: () => session } },
  });
  await router.load();
  cleanup();
  // Awaited act: a blocked gate waits for the scope words when nothing loaded them first, and React retries a
  // suspended render in act's queue only when the act is awaited.
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  const button = await screen.findByRole('button', { name: 'Act' });
  const setScopes = (next: string[] | null) =>
    act(() => {
      session = { ...session, scopes: next };
      listeners.forEach((listener) => listener());
    });
  return Object.assign(button, { setScopes });
}
