import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Button } from '@/ui/button';
import { ProblemAlert } from '@/ui/problem-alert';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { apiRequest, configureApi, isApiError } from './client';
import { useGuardedMutation } from './guarded-mutation';

// The helper against a fetch of the test's own: each test decides what the server answers, and when.
const thing = z.object({ id: z.string(), name: z.string() });
type Thing = z.infer<typeof thing>;
const thingKey = ['tickets', 'detail', 't1'] as const;
const READ_PATH = '/api/things/t1';
const SAVE_PATH = '/api/things/t1/actions/save';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers },
  });
const problem = (status: number, code: string) => ({
  type: `https://errors.example/${code}`,
  title: code,
  status,
  code,
  requestId: `req_${code}`,
});

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let requests: string[] = [];
let key: string | null = 'key_a';
let answerRead: () => Promise<Response> = () => Promise.resolve(json(200, { id: 't1', name: 'as first read' }));
let answerSave: () => Promise<Response> = () => Promise.resolve(json(200, { id: 't1', name: 'saved' }));

interface Calls {
  /** The hook's `onSuccess` (cache updates). */
  success: Thing[];
  error: unknown[];
  /** The sending screen's own callbacks. */
  sendSuccess: Thing[];
  sendError: unknown[];
}
let calls: Calls;

beforeEach(() => {
  requests = [];
  key = 'key_a';
  answerRead = () => Promise.resolve(json(200, { id: 't1', name: 'as first read' }));
  answerSave = () => Promise.resolve(json(200, { id: 't1', name: 'saved' }));
  calls = { success: [], error: [], sendSuccess: [], sendError: [] };
  configureApi({
    baseUrl: '',
    getKey: () => key,
    onUnauthorized: () => {},
    fetch: (input, init) => {
      const method = init?.method ?? 'GET';
      const path = new URL(String(input), 'http://test.example').pathname;
      requests.push(`${method} ${path}`);
      return method === 'GET' ? answerRead() : answerSave();
    },
  });
});

function Harness() {
  const read = useQuery({ queryKey: thingKey, queryFn: ({ signal }) => apiRequest(thing, READ_PATH, { signal }) });
  const save = useGuardedMutation({
    mutationFn: () => apiRequest(thing, SAVE_PATH, { method: 'POST' }),
    touches: () => [thingKey],
    onSuccess: (data) => calls.success.push(data),
    onError: (error) => calls.error.push(error),
  });
  const [dropped, setDropped] = useState(0);
  return (
    <div>
      <p>Server has: {read.data?.name ?? 'nothing yet'}</p>
      <Button
        guard={save}
        onClick={() =>
          save.mutate(undefined, {
            onSuccess: (data) => calls.sendSuccess.push(data),
            onError: (error) => calls.sendError.push(error),
          })
        }
      >
        Save
      </Button>
      {/* A control that does not look at the guard: only the hook can refuse it. */}
      <button type="button" onClick={() => !save.mutate() && setDropped((n) => n + 1)}>
        Save regardless
      </button>
      <p>Dropped: {dropped}</p>
      {save.isPending && <p role="status">Saving…</p>}
      {save.isSuccess && <p>Saved</p>}
      {save.retryAt !== null && <p>Retry at: {save.retryAt}</p>}
      {save.error ? <ProblemAlert error={save.error} /> : null}
    </div>
  );
}

async function renderHarness() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  await screen.findByText('Server has: as first read');
  return { save: screen.getByRole('button', { name: 'Save' }), user: userEvent.setup() };
}

const saves = () => sentRequests(requests, 'POST', SAVE_PATH);
const reads = () => sentRequests(requests, 'GET', READ_PATH);

describe('useGuardedMutation', () => {
  it('sends once for two clicks inside one tick, before React re-renders with isPending', async () => {
    const { save } = await renderHarness();
    clickTwiceInOneTick(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(calls.success).toHaveLength(1);
    expect(calls.sendSuccess).toHaveLength(1);
    expect(save).toBeEnabled();
  });

  it('refuses a second call in the same handler: mutate says it was not sent', async () => {
    await renderHarness();
    const regardless = screen.getByRole('button', { name: 'Save regardless' });
    clickTwiceInOneTick(regardless);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Dropped: 1')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
  });

  it.each([
    { fault: 'the connection breaks after the request left', answer: () => Promise.reject(new TypeError('fetch')) },
    {
      fault: 'a 2xx body breaks the contract',
      answer: () => Promise.resolve(json(200, { id: 't1', name: 42 })),
    },
  ])(
    'when $fault: stays pending until what it touches was read again, then says it may have been applied',
    async ({ answer }) => {
      const { save } = await renderHarness();
      const reread = deferred<Response>();
      answerRead = () => reread.promise;
      answerSave = answer;

      clickTwiceInOneTick(save);
      // The write's answer is in (unreadable), the touched query is being read again: still busy, nothing said yet.
      await waitFor(() => expect(reads()).toHaveLength(2));
      expect(saves()).toHaveLength(1);
      expect(save).toBeDisabled();
      expect(save).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Saving…');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      reread.resolve(json(200, { id: 't1', name: 'changed on the server' }));
      const alert = await screen.findByRole('alert');
      // By the time the alert shows, the screen already shows what the server now has.
      expect(screen.getByText('Server has: changed on the server')).toBeInTheDocument();
      expect(within(alert).getByText('We could not confirm that this went through')).toBeInTheDocument();
      expect(alert).toHaveTextContent('may have been applied');
      // Not the advice of a plain failure ("Check your connection and try again"), and no retry button.
      expect(alert).not.toHaveTextContent(/Check your connection and try again/);
      expect(alert).not.toHaveTextContent('Cannot reach the server');
      expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(save).toBeEnabled();

      expect(calls.sendError).toHaveLength(1);
      const [error] = calls.sendError;
      expect(isApiError(error) && error.outcomeUnknown).toBe(true);
      expect(calls.error).toEqual(calls.sendError);
      expect(calls.success).toEqual([]);
      expect(saves()).toHaveLength(1);
    },
  );

  it('after a 429 waits out Retry-After: calls dropped, the button disabled and counting down, then enabled', async () => {
    const { save, user } = await renderHarness();
    let answered429 = false;
    answerSave = () => {
      if (answered429) return Promise.resolve(json(200, { id: 't1', name: 'saved' }));
      answered429 = true;
      return Promise.resolve(json(429, problem(429, 'rate_limited'), { 'Retry-After': '3' }));
    };

    const before = Date.now();
    await user.click(save);
    // Real timers on a busy machine: the first second may already be gone when the check runs.
    await waitFor(() => expect(save).toHaveTextContent(/^Save \(wait [1-3] s\)$/));
    const after = Date.now();
    const firstWait = Number(/wait (\d) s/.exec(save.textContent ?? '')?.[1]);
    expect(save).toBeDisabled();
    const retryAt = Number(/Retry at: (\d+)/.exec(screen.getByText(/^Retry at:/).textContent ?? '')?.[1]);
    expect(retryAt).toBeGreaterThanOrEqual(before + 3000);
    expect(retryAt).toBeLessThanOrEqual(after + 3000);
    expect(screen.getByRole('alert')).toHaveTextContent('rate_limited');

    // A send that does not look at the control is dropped by the hook while the wait lasts.
    await user.click(screen.getByRole('button', { name: 'Save regardless' }));
    expect(screen.getByText('Dropped: 1')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);

    if (firstWait > 1) {
      // It counts down on the control.
      await waitFor(() => expect(save).toHaveTextContent(`Save (wait ${firstWait - 1} s)`), { timeout: 2500 });
      expect(save).toBeDisabled();
    }
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 3500 });
    expect(save).toHaveTextContent(/^Save$/);
    expect(screen.queryByText(/^Retry at:/)).not.toBeInTheDocument();
    expect(Date.now()).toBeGreaterThanOrEqual(retryAt);

    await user.click(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(saves()).toHaveLength(2);
  });

  it.each([
    { change: 'signed out', nextKey: null, outcome: 'a success', answer: () => json(200, { id: 't1', name: 'saved' }) },
    {
      change: 'signed out',
      nextKey: null,
      outcome: 'a failure',
      answer: () => json(500, problem(500, 'internal_error')),
    },
    {
      change: 'another key signed in',
      nextKey: 'key_b',
      outcome: 'a success',
      answer: () => json(200, { id: 't1', name: 'saved' }),
    },
    {
      change: 'another key signed in',
      nextKey: 'key_b',
      outcome: 'a failure',
      answer: () => json(409, problem(409, 'conflict')),
    },
  ])(
    '$outcome that arrives after the session $change runs no callbacks and shows nothing',
    async ({ nextKey, answer }) => {
      const { save } = await renderHarness();
      const response = deferred<Response>();
      answerSave = () => response.promise;

      clickTwiceInOneTick(save);
      await waitFor(() => expect(saves()).toHaveLength(1));
      expect(save).toBeDisabled();
      key = nextKey;
      response.resolve(answer());

      await waitFor(() => expect(save).toBeEnabled());
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls).toEqual({ success: [], error: [], sendSuccess: [], sendError: [] });
      expect(saves()).toHaveLength(1);
    },
  );
});
