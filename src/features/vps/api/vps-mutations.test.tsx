import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/client';
import { OperationsProvider } from '@/ui/operations/operations-provider';
import { createOperationsStore } from '@/ui/operations/operations-store';
import { MAX_BUSY_RETRIES, useNetworkAction } from './vps-mutations';

const busy = () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Busy', status: 409, code: 'vps_busy', detail: 'Busy.' }), {
    status: 409,
    headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '1' },
  });

let sent = 0;
beforeEach(() => {
  vi.useFakeTimers();
  sent = 0;
  configureApi({
    baseUrl: '',
    getKey: () => 'hpk_test',
    onUnauthorized: () => {},
    fetch: () => {
      sent++;
      return Promise.resolve(busy());
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <OperationsProvider store={createOperationsStore(null)}>{children}</OperationsProvider>
    </QueryClientProvider>
  );
}

const label = { key: 'vpsSections.rdns.operation', values: {} };

describe('useNetworkAction on a server that stays busy (409)', () => {
  it(`sends the same request again at most ${MAX_BUSY_RETRIES} times, then stops and says so`, async () => {
    const { result } = renderHook(
      () =>
        useNetworkAction<void>('vps_1', {
          body: () => ({ action: 'update_rdns', ip: '203.0.113.31', rdns: '' }),
          label: () => label,
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    // Each busy answer waits its Retry-After (1 s) before the same request goes again.
    for (let i = 0; i < MAX_BUSY_RETRIES + 3; i++) {
      await act(() => vi.advanceTimersByTimeAsync(1500));
    }
    expect(sent).toBe(1 + MAX_BUSY_RETRIES);
    expect(result.current.busy.gaveUp).toBe(true);
    expect(result.current.busy.secondsLeft).toBeNull();
    expect(result.current.isBusy).toBe(false);

    // The user's own new send starts a fresh round.
    act(() => result.current.mutate());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(sent).toBe(2 + MAX_BUSY_RETRIES);
    expect(result.current.busy.gaveUp).toBe(false);
    expect(result.current.busy.secondsLeft).not.toBeNull();
  });
});
