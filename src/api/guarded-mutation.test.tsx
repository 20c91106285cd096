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
/** The `Idempotency-Key` of each write sent (null: none). */
let sentKeys: (string | null)[] = [];
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
  sentKeys = [];
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
      if (method !== 'GET') sentKeys.push(new Headers(init?.headers).get('Idempotency-Key'));
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

/** A money write's form: what is typed is the submission's input; the helper's key goes out as `Idempotency-Key`. */
function KeyedHarness() {
  const [amount, setAmount] = useState('100');
  const save = useGuardedMutation({
    mutationFn: (body: { amount: string }, { idempotencyKey }) =>
      apiRequest(thing, SAVE_PATH, { method: 'POST', body, idempotencyKey }),
    touches: () => [thingKey],
  });
  return (
    <div>
      <label>
        Amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <Button guard={save} onClick={() => save.mutate({ amount })}>
        Add funds
      </Button>
      {save.isSuccess && <p>Saved</p>}
      {save.error ? <ProblemAlert error={save.error} /> : null}
    </div>
  );
}

describe('useGuardedMutation: one idempotency key per submission', () => {
  async function renderKeyed() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <KeyedHarness />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Add funds' });
    /** Presses the button and waits until the answer is in (the button is back). */
    const press = async (answer: () => Promise<Response>) => {
      answerSave = answer;
      const before = sentKeys.length;
      await user.click(button);
      await waitFor(() => expect(sentKeys).toHaveLength(before + 1));
      await waitFor(() => expect(button).toBeEnabled());
    };
    const retype = async (value: string) => {
      const field = screen.getByRole('textbox', { name: 'Amount' });
      await user.clear(field);
      await user.type(field, value);
    };
    return { press, retype };
  }
  const lost = () => Promise.reject(new TypeError('fetch'));
  const ok = () => Promise.resolve(json(200, { id: 't1', name: 'saved' }));

  it('sends the same key again for the same inputs after an unknown outcome, a new one after the answer', async () => {
    const { press } = await renderKeyed();
    await press(lost);
    expect(await screen.findByText('We could not confirm that this went through')).toBeInTheDocument();
    await press(ok);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await press(ok);
    const [first, resent, next] = sentKeys;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(resent).toBe(first);
    // Settled: pressing again with the same amount is a new submission (adding funds twice on purpose).
    expect(next).not.toBe(first);
  });

  it('makes a new key when the inputs changed after an unknown outcome', async () => {
    const { press, retype } = await renderKeyed();
    await press(lost);
    await retype('200');
    await press(ok);
    expect(sentKeys[1]).not.toBe(sentKeys[0]);
  });

  it('keeps the key after a 5xx or a duplicate in progress, and drops it after a refusal', async () => {
    const { press } = await renderKeyed();
    await press(() => Promise.resolve(json(503, problem(503, 'service_unavailable'))));
    await press(() => Promise.resolve(json(409, problem(409, 'idempotency_request_in_progress'))));
    await press(() => Promise.resolve(json(409, problem(409, 'existing_invoice_blocking'))));
    await press(ok);
    const [first, afterFailure, afterInProgress, afterRefusal] = sentKeys;
    expect(afterFailure).toBe(first);
    expect(afterInProgress).toBe(first);
    expect(afterRefusal).not.toBe(first);
  });

  it('sends no key for a write that names none', async () => {
    const { save } = await renderHarness();
    clickTwiceInOneTick(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sentKeys).toEqual([null]);
  });
});
