import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApi } from '@/api/client';
import { untrackedRefreshAfterMs } from '@/api/operations';
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

describe('polling that tells the truth and stops', () => {
  /** Every request the tracker sent, with the (fake) time it left. */
  let sent: { url: string; at: number }[] = [];
  let answerPoll: (url: URL) => Response = () => new Response(null, { status: 500 });
  const problem = (status: number, code: string, requestId: string) =>
    new Response(JSON.stringify({ type: `https://errors.example/${code}`, title: code, status, code, requestId }), {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    });
  const pollsOf = (jobId: string) => sent.filter((r) => r.url.includes(jobId));
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    refetches = 0;
    configureApi({
      baseUrl: 'https://api.example',
      getKey: () => 'hpk_test',
      onUnauthorized: () => {},
      fetch: (input) => {
        const url = new URL(String(input));
        sent.push({ url: url.href, at: Date.now() });
        return Promise.resolve(answerPoll(url));
      },
    });
  });
  afterEach(() => vi.useRealTimers());

  async function renderWithTracker() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const store = createOperationsStore(null);
    let track: ReturnType<typeof useTrackOperation> | null = null;
    function Grab() {
      track = useTrackOperation();
      return <Resource />;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <OperationsProvider store={store}>
          <Grab />
        </OperationsProvider>
      </QueryClientProvider>,
    );
    await advance(10);
    expect(refetches).toBe(1);
    return {
      store,
      track: async (operation: Operation) => {
        act(() => {
          track?.(operation, { label: restartLabel, invalidate: [['things']] }, store.epoch());
        });
        await advance(10);
      },
    };
  }

  it('polls a job that answers 403 once, then never again: "could not follow", resource refreshed', async () => {
    answerPoll = () => problem(403, 'forbidden', 'req_403');
    const { store, track } = await renderWithTracker();
    await track({ status: 'pending', jobId: 'job_403', pollUrl: '/api/jobs/job_403' });
    await advance(16 * 60_000);

    expect(pollsOf('job_403')).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({
      // Its last known state, not "failed": nobody said it failed.
      status: 'pending',
      pollUrl: null,
      error: { reason: 'lost', support: { status: 403, code: 'forbidden', requestId: 'req_403' } },
    });
    expect(refetches).toBe(2);
    const { container } = await act(async () =>
      render(<OperationProgress operation={store.getSnapshot()[0] ?? null} />),
    );
    const progress = container.querySelector<HTMLElement>('.op-progress');
    if (!progress) throw new Error('no progress');
    expect(progress).toHaveRole('status');
    expect(progress).toHaveTextContent('Could not follow this operation: The server no longer answers');
    // Support details under "Details for support" (closed), never in the message.
    const details = progress.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Codeforbidden');
    expect(details).toHaveTextContent('HTTP status403');
    expect(details).toHaveTextContent('Request IDreq_403');
    expect(details).toHaveTextContent('Operation IDjob_403');
    expect(progress.querySelector('.spinner')).toBeNull();
  });

  it('ends a job whose poll answers 404 the same way (gone, not failed)', async () => {
    answerPoll = () => problem(404, 'not_found', 'req_404');
    const { store, track } = await renderWithTracker();
    await track({ status: 'in_progress', jobId: 'job_404', pollUrl: '/api/jobs/job_404' });
    await advance(60_000);
    expect(pollsOf('job_404')).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ status: 'in_progress', error: { reason: 'lost' } });
    expect(refetches).toBe(2);
  });

  it('keeps polling a job that answers 500, with growing gaps, until the cap', async () => {
    answerPoll = () => problem(500, 'internal_error', 'req_500');
    const { store, track } = await renderWithTracker();
    await track({ status: 'in_progress', jobId: 'job_500', pollUrl: '/api/jobs/job_500' });
    await advance(3 * 60_000);

    const times = pollsOf('job_500').map((r) => r.at);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    // 1.5 s, 2.25 s, 3.4 s, 5.1 s, 7.6 s, then every 10 s: one request a poll, never a burst of retries.
    expect(gaps.length).toBeGreaterThan(8);
    for (let i = 1; i < 6; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] ?? 0);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1500);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(10_000);
    expect(store.getSnapshot()[0]).toMatchObject({ pollUrl: '/api/jobs/job_500', error: null });

    // Still capped at 15 minutes: then it stops and says so.
    await advance(13 * 60_000);
    expect(store.getSnapshot()[0]?.error).toEqual({ reason: 'stopped' });
    const polled = pollsOf('job_500').length;
    await advance(10 * 60_000);
    expect(pollsOf('job_500')).toHaveLength(polled);
  });

  it('recovers from a failing poll and follows the job to its end', async () => {
    let failures = 2;
    answerPoll = () =>
      failures-- > 0
        ? problem(503, 'service_unavailable', 'req_503')
        : Response.json({ operation: { status: 'completed', jobId: 'job_flaky', pollUrl: null } });
    const { store, track } = await renderWithTracker();
    await track({ status: 'queued', jobId: 'job_flaky', pollUrl: '/api/jobs/job_flaky' });
    await advance(30_000);
    expect(pollsOf('job_flaky')).toHaveLength(3);
    expect(store.getSnapshot()[0]).toMatchObject({ status: 'completed', error: null });
    expect(refetches).toBe(2);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['off-origin', 'https://evil.example/api/jobs/job_x'],
    ['not a jobs path', '/api/v2/vps/vps_1/actions/stop'],
  ])(
    'shows a 202 whose pollUrl is %s as accepted, never fetches it, and refreshes the resource a few times',
    async (_, pollUrl) => {
      const { store, track } = await renderWithTracker();
      const envelope = operationEnvelope.parse({ operation: { status: 'pending', jobId: 'job_x', pollUrl } });
      await track(envelope.operation);

      expect(sent).toEqual([]);
      expect(store.getSnapshot()[0]).toMatchObject({
        status: 'pending',
        pollUrl: null,
        error: { reason: 'refreshing' },
      });
      // Refreshed at once, then after each step of the schedule.
      expect(refetches).toBe(2);
      await act(async () => {
        render(<OperationProgress operation={store.getSnapshot()[0] ?? null} />);
      });
      const progress = screen.getByRole('status');
      expect(within(progress).getByText('Accepted')).toBeInTheDocument();
      expect(progress).toHaveTextContent('Accepted. Its progress cannot be followed here, so the page will refresh');
      expect(progress).not.toHaveTextContent(/Completed|Pending/);

      const startedAt = store.getSnapshot()[0]?.startedAt ?? 0;
      for (const [i, after] of untrackedRefreshAfterMs.entries()) {
        await advance(startedAt + after - Date.now());
        expect(refetches).toBe(3 + i);
      }
      // Then it rests: no longer "running", still not "completed".
      expect(store.getSnapshot()[0]).toMatchObject({ status: 'pending', error: { reason: 'untracked' } });
      await advance(30 * 60_000);
      expect(refetches).toBe(2 + untrackedRefreshAfterMs.length);
      expect(sent).toEqual([]);
    },
  );

  it('still takes a terminal envelope without pollUrl as done inline', async () => {
    const { store, track } = await renderWithTracker();
    await track({ status: 'completed', jobId: 'job_done', pollUrl: null });
    expect(store.getSnapshot()[0]).toMatchObject({ status: 'completed', error: null });
    expect(refetches).toBe(2);
    expect(sent).toEqual([]);
  });

  it('never fetches an off-origin pollUrl kept by an earlier version of the panel', async () => {
    const store = createOperationsStore(null);
    store.add({
      jobId: 'job_kept',
      pollUrl: 'https://evil.example/api/jobs/job_kept',
      label: 'Kept restart',
      status: 'in_progress',
      startedAt: Date.now(),
      finishedAt: null,
      invalidate: [['things']],
      href: null,
      error: null,
      result: null,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <OperationsProvider store={store}>
          <Resource />
        </OperationsProvider>
      </QueryClientProvider>,
    );
    await advance(5 * 60_000);
    expect(sent).toEqual([]);
    expect(store.getSnapshot()[0]).toMatchObject({ pollUrl: null, error: { reason: 'untracked' } });
  });

  it('drops an answer that arrives after a sign-out (clearAll) instead of adding it to the next session', async () => {
    const { store, track } = await renderWithTracker();
    const startedIn = store.epoch();
    act(() => store.clearAll());
    expect(store.add({ ...stoppedEntry(), jobId: 'job_late' }, startedIn)).toBe(false);
    await track({ status: 'pending', jobId: 'job_now', pollUrl: '/api/jobs/job_now' });
    expect(store.getSnapshot().map((o) => o.jobId)).toEqual(['job_now']);
  });
});

function stoppedEntry() {
  return {
    jobId: 'job_old',
    pollUrl: null,
    label: 'Old restart',
    status: 'in_progress' as const,
    startedAt: 1,
    finishedAt: 2,
    invalidate: [],
    href: null,
    error: { reason: 'stopped' as const },
    result: null,
  };
}

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
