import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, configureApi } from '@/api/client';
import { operationEnvelope, type Operation } from '@/api/schemas/common';
import { defineCatalog, defineMessages, messageRef, setLocale } from '@/i18n';
import { createMockApp } from '@/mock/app';
import { OperationProgress } from './operation-progress';
import { OperationStatusBadge } from './operation-status';
import { OperationErrorText } from './operation-text';
import { OperationsProvider, useOperation, useOperationsStore, useTrackOperation } from './operations-provider';
import { createOperationsStore } from './operations-store';

// An area's words, as a feature's catalog.ts declares them: operation labels are kept as key and values.
const opsMessages = defineCatalog('ops', {
  en: () => Promise.resolve({ default: defineMessages({ 'ops.restart': 'Restart {name}' }) }),
  sv: () => Promise.resolve({ default: { 'ops.restart': 'Starta om {name}' } }),
});
const restartLabel = messageRef(opsMessages, 'ops.restart', { name: 'web-01' });

// The tracker runs against the real mock app in-process: the same job engine the e2e tests use.
const { app } = createMockApp();

async function control(path: string, body: unknown) {
  const response = await app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  return (await response.json()) as unknown;
}

let worldId = '';
let key = '';
beforeEach(async () => {
  const world = (await control('/__mock/worlds', { scenario: 'empty', jobDurationMs: 400 })) as {
    worldId: string;
    keys: { full: string };
  };
  worldId = world.worldId;
  key = world.keys.full;
  configureApi({
    baseUrl: 'http://mock.test',
    getKey: () => key,
    onUnauthorized: () => {},
    fetch: async (input, init) => app.fetch(new Request(String(input), init)),
  });
});

let refetches = 0;
function Resource() {
  useQuery({
    queryKey: ['things', 'detail', 'x'],
    queryFn: () => {
      refetches++;
      return Promise.resolve(refetches);
    },
  });
  return null;
}

function Harness({ outcome, extra = {} }: { outcome: 'completed' | 'failed'; extra?: Record<string, unknown> }) {
  const track = useTrackOperation();
  const store = useOperationsStore();
  const [op, setOp] = useState<Operation | null>(null);
  const tracked = useOperation(op?.jobId);
  return (
    <div>
      <Resource />
      <button
        type="button"
        onClick={async () => {
          const epoch = store.epoch();
          const started = await apiRequest(operationEnvelope, `/__mock/worlds/${worldId}/jobs`, {
            method: 'POST',
            body: { outcome, ...extra },
          });
          setOp(started.operation);
          track(started.operation, { label: restartLabel, invalidate: [['things']] }, epoch);
        }}
      >
        Start
      </button>
      {tracked && <OperationStatusBadge status={tracked.status} />}
      {tracked?.error && (
        <p>
          <OperationErrorText error={tracked.error} />
        </p>
      )}
    </div>
  );
}

function renderTracker(outcome: 'completed' | 'failed', extra?: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createOperationsStore(null);
  render(
    <QueryClientProvider client={queryClient}>
      <OperationsProvider store={store}>
        <Harness outcome={outcome} extra={extra} />
      </OperationsProvider>
    </QueryClientProvider>,
  );
  return store;
}

describe('operations tracker', () => {
  it('polls a job to completion and refreshes the affected queries', async () => {
    refetches = 0;
    const store = renderTracker('completed');
    await waitFor(() => expect(refetches).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(/Pending|Queued|In progress/)).toBeInTheDocument();
    expect(store.getSnapshot()[0]?.label).toEqual({ key: 'ops.restart', values: { name: 'web-01' } });
    await control(`/__mock/worlds/${worldId}/clock`, { advanceMs: 5000 });
    expect(await screen.findByText('Completed', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(refetches).toBe(2));
    expect(store.getSnapshot()[0]?.pollUrl).toBeNull();
  });

  it('keeps what a terminal poll body carried beside operation (bulk auto-renew) for the area to read', async () => {
    const pollExtras = { pendingOrdersFound: true, pendingOrders: [{ orderId: 'ord_1' }] };
    const store = renderTracker('completed', { idPrefix: 'dbj', pollExtras });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await control(`/__mock/worlds/${worldId}/clock`, { advanceMs: 5000 });
    expect(await screen.findByText('Completed', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(store.getSnapshot()[0]?.extras).toEqual(pollExtras);
  });

  it('shows a failed job with its error', async () => {
    renderTracker('failed');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await control(`/__mock/worlds/${worldId}/clock`, { advanceMs: 5000 });
    expect(await screen.findByText('Failed', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('survives a reload of the tab through sessionStorage, dropping the oldest finished entries first', () => {
    const first = createOperationsStore(window.sessionStorage);
    first.clearAll();
    const base = {
      pollUrl: null,
      status: 'completed' as const,
      startedAt: 1,
      finishedAt: 2,
      invalidate: [],
      href: null,
      error: null,
      result: null,
    };
    for (let i = 0; i < 30; i++) first.add({ ...base, jobId: `job_${i}`, label: `Op ${i}` });
    first.add({
      ...base,
      jobId: 'job_running',
      label: 'Running',
      status: 'in_progress',
      pollUrl: '/api/jobs/job_running',
      finishedAt: null,
    });
    const afterReload = createOperationsStore(window.sessionStorage);
    const ids = afterReload.getSnapshot().map((o) => o.jobId);
    expect(ids).toHaveLength(25);
    expect(ids[0]).toBe('job_running');
    expect(ids).toContain('job_29');
    expect(ids).not.toContain('job_0');
    afterReload.clearFinished();
    expect(
      createOperationsStore(window.sessionStorage)
        .getSnapshot()
        .map((o) => o.jobId),
    ).toEqual(['job_running']);
  });
});

describe('operations tracker limits', () => {
  it('stops following a job after the polling cap and says so', async () => {
    const store = createOperationsStore(null);
    store.add({
      jobId: 'job_old',
      pollUrl: '/api/jobs/job_old',
      label: 'Old restart',
      status: 'in_progress',
      startedAt: Date.now() - 16 * 60 * 1000,
      finishedAt: null,
      invalidate: [],
      href: null,
      error: null,
      result: null,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <OperationsProvider store={store}>{null}</OperationsProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(store.getSnapshot()[0]?.pollUrl).toBeNull());
    expect(store.getSnapshot()[0]?.status).toBe('in_progress');
    // Kept as a reason, not as English: it is said in the language of whoever reads it.
    expect(store.getSnapshot()[0]?.error).toEqual({ reason: 'stopped' });
    render(<OperationProgress operation={store.getSnapshot()[0] ?? null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Stopped following this operation: It ran for more than 15');
  });
});

describe('operation labels', () => {
  const stored = {
    jobId: 'job_1',
    pollUrl: null,
    status: 'completed' as const,
    startedAt: 1,
    finishedAt: 2,
    invalidate: [],
    href: null,
    error: { reason: 'failed_inline' as const },
    result: null,
  };

  it('are kept as a message key and values, and shown in the language chosen since', async () => {
    const before = createOperationsStore(window.sessionStorage);
    before.clearAll();
    before.add({ ...stored, label: restartLabel });
    expect(JSON.parse(window.sessionStorage.getItem('hosting-panel.operations') ?? '[]')).toMatchObject([
      { label: { key: 'ops.restart', values: { name: 'web-01' } }, error: { reason: 'failed_inline' } },
    ]);

    await setLocale('sv', null);
    try {
      const afterReload = createOperationsStore(window.sessionStorage);
      // The area's words were never loaded in this tab: the label waits for them (an awaited act lets React
      // retry the suspended render).
      await act(async () => {
        render(<OperationProgress operation={afterReload.getSnapshot()[0] ?? null} />);
      });
      const progress = screen.getByRole('status');
      expect(await within(progress).findByText('Starta om web-01')).toBeInTheDocument();
      expect(progress).toHaveTextContent('Klar');
      expect(progress).toHaveTextContent('Åtgärden misslyckades: Servern angav ingen orsak.');
      afterReload.clearAll();
    } finally {
      await setLocale('en', null);
    }
  });

  it('shows a label an earlier version kept as text as it was kept', () => {
    render(<OperationProgress operation={{ ...stored, label: 'Restart web-01', error: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Restart web-01');
  });
});
