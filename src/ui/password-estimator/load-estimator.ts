import type { MailboxPasswordContext, MailboxPasswordStrength } from '@/api/schemas/mailbox-password-strength';
import type { EstimatorReply, EstimatorRequest } from './protocol';

/** The mailbox password estimator as the form uses it: every answer arrives later, never during a keystroke. */
export interface MailboxPasswordEstimator {
  estimate: (password: string, context: MailboxPasswordContext) => Promise<MailboxPasswordStrength>;
}

/** Why the estimator is not there; the form works on without it (the server checks the password). */
export class EstimatorUnavailableError extends Error {
  override name = 'EstimatorUnavailableError';
}

type Waiting = { resolve: (reply: EstimatorReply) => void; reject: (error: Error) => void };

/**
 * The estimator in a module Web Worker (estimator-worker.ts, a file of its own in the build): resolves when the
 * worker has built its dictionaries, rejects if it cannot be started or loaded (a network or Content-Security-Policy
 * failure: the worker's `error` event). Under the app's policy a same-origin worker is allowed by `script-src
 * 'self'`, which `worker-src` falls back to.
 */
function inWorker(): Promise<MailboxPasswordEstimator> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./estimator-worker.ts', import.meta.url), {
      type: 'module',
      name: 'mailbox-password-estimator',
    });
    const waiting = new Map<number, Waiting>();
    let nextId = 1;
    const fail = (error: Error) => {
      worker.terminate();
      reject(error);
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
      loading = null;
    };
    const ask = (request: EstimatorRequest) =>
      new Promise<EstimatorReply>((resolveReply, rejectReply) => {
        waiting.set(request.id, { resolve: resolveReply, reject: rejectReply });
        worker.postMessage(request);
      });
    const estimator: MailboxPasswordEstimator = {
      estimate: async (password, context) => {
        const reply = await ask({ id: nextId++, kind: 'estimate', password, context });
        if (reply.kind !== 'estimate') throw new EstimatorUnavailableError('The estimator gave no score.');
        return reply.strength;
      },
    };
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(new EstimatorUnavailableError(event.message || 'The password estimator could not be loaded.'));
    });
    worker.addEventListener('messageerror', () => fail(new EstimatorUnavailableError('Unreadable estimator reply.')));
    worker.addEventListener('message', (event: MessageEvent<EstimatorReply>) => {
      const reply = event.data;
      if (reply.kind === 'ready') {
        resolve(estimator);
        return;
      }
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.kind === 'failed') entry?.reject(new EstimatorUnavailableError(reply.message));
      else entry?.resolve(reply);
    });
  });
}

/** Where there is no Worker (an old browser, or jsdom in tests): the same module, loaded on this thread. */
function inThread(): Promise<MailboxPasswordEstimator> {
  return import('@/api/schemas/mailbox-password-strength').then(({ estimateMailboxPassword }) => ({
    estimate: (password, context) => Promise.resolve(estimateMailboxPassword(password, context)),
  }));
}

let loading: Promise<MailboxPasswordEstimator> | null = null;

/**
 * The estimator, started on first use and shared by every form after (one worker for the page). A failed load is
 * forgotten, so the next form to open tries again.
 */
export function loadMailboxPasswordEstimator(): Promise<MailboxPasswordEstimator> {
  if (!loading) {
    const started = typeof Worker === 'function' ? inWorker() : inThread();
    loading = started.catch((error: unknown) => {
      loading = null;
      throw error instanceof Error ? error : new EstimatorUnavailableError(String(error));
    });
  }
  return loading;
}
