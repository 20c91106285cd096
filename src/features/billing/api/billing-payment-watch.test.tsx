import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/client';
import { usePaymentWatch } from './billing-payment-watch';

/** An API that answers the invoice read with the statuses given, one per read (the last one from then on). */
function serveInvoice(statuses: string[]) {
  const reads: string[] = [];
  configureApi({
    baseUrl: '',
    getKey: () => 'key',
    onUnauthorized: () => {},
    fetch: (input) => {
      reads.push(String(input));
      const status = statuses[Math.min(reads.length - 1, statuses.length - 1)];
      return Promise.resolve(
        new Response(JSON.stringify({ id: 'inv_1', status }), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  });
  return reads;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => configureApi({ fetch: undefined }));

describe('usePaymentWatch', () => {
  it('does nothing until started', async () => {
    const reads = serveInvoice(['unpaid']);
    const { result } = renderHook(() => usePaymentWatch('inv_1', { pollMs: 20, watchMs: 200 }), { wrapper });
    await waitFor(() => expect(reads).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads).toHaveLength(1);
    expect(result.current.state).toBe('idle');
  });

  it('reads until the invoice is paid, then stops', async () => {
    const reads = serveInvoice(['unpaid', 'unpaid', 'unpaid', 'paid']);
    const { result } = renderHook(() => usePaymentWatch('inv_1', { pollMs: 20, watchMs: 5000 }), { wrapper });
    await waitFor(() => expect(reads).toHaveLength(1));
    act(() => result.current.start());
    await waitFor(() => expect(result.current.state).toBe('paid'));
    const count = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads).toHaveLength(count);
  });

  it('stops after the cap and offers to start again ("Check again")', async () => {
    const reads = serveInvoice(['unpaid']);
    const { result } = renderHook(() => usePaymentWatch('inv_1', { pollMs: 20, watchMs: 150 }), { wrapper });
    await waitFor(() => expect(reads).toHaveLength(1));
    act(() => result.current.start());
    expect(result.current.state).toBe('watching');
    await waitFor(() => expect(result.current.state).toBe('stopped'));
    expect(reads.length).toBeGreaterThan(2);
    const count = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(reads.length).toBeLessThanOrEqual(count + 1);
    act(() => result.current.start());
    expect(result.current.state).toBe('watching');
    await waitFor(() => expect(reads.length).toBeGreaterThan(count + 1));
  });
});
