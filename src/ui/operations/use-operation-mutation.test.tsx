import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, getApiConfig } from '@/api/client';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { defineCatalog, defineMessages, messageRef } from '@/i18n';
import { createWorld, mockControl, routeApiToMock, type RequestLog } from '@/test/render-route';
import { ProblemAlert } from '@/ui/problem-alert';
import { OperationProgress } from './operation-progress';
import { OperationsProvider } from './operations-provider';
import { createOperationsStore } from './operations-store';
import { useOperationMutation } from './use-operation-mutation';

// The helper against the mock's job engine in-process: `POST /__mock/worlds/{id}/jobs` starts a job that
// changes nothing and answers with its envelope (202 running, 200 when `durationMs: 0`).
const vps = areaKeys(queryRoots.vps);
// A catalog of the test's own (the real `vps` catalog owns the `vps.` keys; labels find their catalog by prefix).
const opsTestMessages = defineCatalog('opstest', {
  en: () => Promise.resolve({ default: defineMessages({ 'opstest.restart': 'Restart {name}' }) }),
  sv: () => Promise.resolve({ default: { 'opstest.restart': 'Starta om {name}' } }),
});
const restartLabel = messageRef(opsTestMessages, 'opstest.restart', { name: 'web-01' });
let worldId = '';
let requests: RequestLog = [];
let networkFetches = 0;

beforeEach(async () => {
  const world = await createWorld({ scenario: 'empty' });
  worldId = world.worldId;
  requests = routeApiToMock({ getKey: () => world.keys.full });
  networkFetches = 0;
});

/** A tab of the resource: its key nests under the VPS detail key the operation invalidates. */
function NetworkTab() {
  useQuery({
    queryKey: [...vps.detail('vps_1'), 'network'],
    queryFn: () => Promise.resolve(++networkFetches),
  });
  return null;
}

function RestartButton({
  job,
  path,
}: {
  job: { outcome?: 'completed' | 'failed'; durationMs?: number };
  path?: string;
}) {
  const restart = useOperationMutation({
    // The mock's control plane makes a job of any outcome: an endpoint of the test's own (no table has it).
    request: () => ({
      endpoint: { method: 'POST', path: path ?? `/__mock/worlds/${worldId}/jobs`, scopes: null, summary: 'A job' },
      body: job,
    }),
    track: () => ({ label: restartLabel, href: '/vps/vps_1', invalidate: [vps.detail('vps_1')] }),
  });
  return (
    <div>
      <NetworkTab />
      <button
        type="button"
        aria-disabled={restart.isBusy || undefined}
        onClick={() => {
          // A double click that lands before React re-renders.
          restart.mutate();
          restart.mutate();
        }}
      >
        Restart
      </button>
      <OperationProgress operation={restart.operation} />
      {restart.error ? <ProblemAlert error={restart.error} /> : null}
    </div>
  );
}

function renderButton(job: { outcome?: 'completed' | 'failed'; durationMs?: number }, path?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createOperationsStore(null);
  render(
    <QueryClientProvider client={queryClient}>
      <OperationsProvider store={store}>
        <RestartButton job={job} path={path} />
      </OperationsProvider>
    </QueryClientProvider>,
  );
  return store;
}

const starts = () => requests.filter((r) => r.startsWith('POST /__mock/worlds/')).length;
const polls = () => requests.filter((r) => r.startsWith('GET /api/jobs/')).length;
const advanceClock = (ms: number) => mockControl(`/__mock/worlds/${worldId}/clock`, { advanceMs: ms });

describe('useOperationMutation', () => {
  it('tracks a 202 job in place until it completes, then refreshes the resource and its tabs', async () => {
    const store = renderButton({ durationMs: 60_000 });
    await waitFor(() => expect(networkFetches).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));

    const progress = screen.getByRole('status');
    await waitFor(() => expect(progress).toHaveTextContent(/Restart web-01\s*(Pending|Queued|In progress)/));
    expect(starts()).toBe(1);
    expect(screen.getByRole('button', { name: 'Restart' })).toHaveAttribute('aria-disabled', 'true');
    // Running: another click starts nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(starts()).toBe(1);
    expect(store.getSnapshot()[0]).toMatchObject({ label: restartLabel, href: '/vps/vps_1' });
    expect(networkFetches).toBe(1);

    await advanceClock(120_000);
    await waitFor(() => expect(progress).toHaveTextContent('Completed'), { timeout: 5000 });
    await waitFor(() => expect(networkFetches).toBe(2));
    expect(screen.getByRole('button', { name: 'Restart' })).not.toHaveAttribute('aria-disabled');
  });

  it('takes a 200 (done inline) as finished: refreshes at once and never polls', async () => {
    renderButton({ durationMs: 0 });
    await waitFor(() => expect(networkFetches).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Completed'));
    await waitFor(() => expect(networkFetches).toBe(2));
    expect(starts()).toBe(1);
    expect(polls()).toBe(0);
  });

  it('shows why a job failed', async () => {
    renderButton({ outcome: 'failed', durationMs: 60_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Pending|Queued|In progress/));
    await advanceClock(120_000);
    const progress = screen.getByRole('status');
    await waitFor(() => expect(progress).toHaveTextContent('Failed'), { timeout: 5000 });
    // The error's code in customer words; the code and the server's own text for support, under the disclosure.
    await waitFor(() =>
      expect(progress).toHaveTextContent('The operation could not be completed. Nothing was changed.'),
    );
    expect(progress.querySelector('details')).toHaveTextContent('job_failed');
    expect(progress.querySelector('details')).toHaveTextContent('The job could not be completed.');
  });

  it('says so when a job fails inline (200 with a failed status)', async () => {
    renderButton({ outcome: 'failed', durationMs: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    const progress = screen.getByRole('status');
    await waitFor(() => expect(progress).toHaveTextContent('Failed'));
    expect(progress).toHaveTextContent('The operation failed: The server did not say why.');
  });

  it('shows a refused request as a problem and tracks nothing', async () => {
    const store = renderButton({}, '/__mock/worlds/wld_gone/jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('We could not find this.'));
    expect(alert.querySelector('details')).toHaveTextContent('HTTP status404');
    expect(store.getSnapshot()).toEqual([]);
    expect(starts()).toBe(1);
  });

  describe('an accepted operation without a poll URL we may fetch', () => {
    /** Answers the start request with `answer`, everything else from the mock; logs every URL fetched. */
    function answerStart(answer: () => Promise<Response>) {
      const toMock = getApiConfig().fetch;
      const fetched: string[] = [];
      configureApi({
        fetch: (input, init) => {
          fetched.push(String(input));
          if (String(input).endsWith('/api/v2/test/start')) return answer();
          if (!toMock) throw new Error('no mock');
          return toMock(input, init);
        },
      });
      return fetched;
    }
    const accepted = (pollUrl: unknown) => () =>
      Promise.resolve(Response.json({ operation: { status: 'pending', jobId: 'job_x', pollUrl } }, { status: 202 }));

    it.each([
      ['missing', undefined],
      ['off-origin', 'https://evil.example/api/jobs/job_x'],
    ])(
      'shows a 202 whose pollUrl is %s as accepted (no error), never fetches it, refreshes, and sends nothing twice',
      async (_, pollUrl) => {
        const fetched = answerStart(accepted(pollUrl));
        const store = renderButton({}, '/api/v2/test/start');
        await waitFor(() => expect(networkFetches).toBe(1));
        await userEvent.click(screen.getByRole('button', { name: 'Restart' }));

        const progress = screen.getByRole('status');
        await waitFor(() => expect(progress).toHaveTextContent('Restart web-01Accepted'));
        expect(progress).toHaveTextContent('Its progress cannot be followed here, so the page will refresh');
        expect(screen.queryByRole('alert')).toBeNull();
        await waitFor(() => expect(networkFetches).toBe(2));
        expect(store.getSnapshot()[0]).toMatchObject({ jobId: 'job_x', status: 'pending', pollUrl: null });
        // While its resource is being refreshed it counts as running: another click starts nothing.
        expect(screen.getByRole('button', { name: 'Restart' })).toHaveAttribute('aria-disabled', 'true');
        await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
        expect(fetched.filter((url) => url.endsWith('/api/v2/test/start'))).toHaveLength(1);
        expect(fetched.filter((url) => url.includes('/jobs/'))).toEqual([]);
      },
    );

    it('drops the answer of a request still on its way at sign-out: the next session sees nothing', async () => {
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      let settled = false;
      answerStart(async () => {
        await answered;
        settled = true;
        return Response.json(
          { operation: { status: 'pending', jobId: 'job_late', pollUrl: '/api/jobs/job_late' } },
          { status: 202 },
        );
      });
      const store = renderButton({}, '/api/v2/test/start');
      await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
      // What signOut does once the key is forgotten and the page left.
      act(() => store.clearAll());
      await act(async () => {
        release();
        await answered;
      });
      await waitFor(() => expect(settled).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(store.getSnapshot()).toEqual([]);
      expect(polls()).toBe(0);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });
});

describe('useOperationMutation: one idempotency key per request', () => {
  /** A plan change: its inputs carry the option as last read (with its gate), the request only the plan. */
  function PlanChange() {
    const [readAt, setReadAt] = useState('first read');
    const change = useOperationMutation<{ plan: string; readAt: string }>({
      request: ({ plan }) => ({
        endpoint: {
          method: 'POST',
          path: '/api/things/t1/actions/upgrade',
          scopes: [],
          summary: 'A money write',
          idempotent: true,
        },
        body: { plan },
      }),
      track: () => ({ label: restartLabel, href: '/vps/vps_1', invalidate: [vps.detail('vps_1')] }),
    });
    return (
      <div>
        <button type="button" onClick={() => change.mutate({ plan: 'vps-xl', readAt })}>
          Change plan
        </button>
        <button type="button" onClick={() => setReadAt('read again')}>
          Read again
        </button>
        {change.operation ? <p>Accepted</p> : null}
        {change.error ? <ProblemAlert error={change.error} /> : null}
      </div>
    );
  }

  it('sends the same Idempotency-Key for the same request after an unknown outcome, though its inputs were read again', async () => {
    const keys: (string | null)[] = [];
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    configureApi({
      baseUrl: '',
      getKey: () => 'key_a',
      onUnauthorized: () => {},
      fetch: (_input, init) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return answer();
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <OperationsProvider store={createOperationsStore(null)}>
          <PlanChange />
        </OperationsProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('We could not confirm that this went through')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read again' }));
    answer = () =>
      Promise.resolve(
        new Response(JSON.stringify({ operation: { status: 'completed', jobId: 'job_1', pollUrl: null } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBeNull();
    expect(keys[1]).toBe(keys[0]);
  });
});
