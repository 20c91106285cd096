// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { answerEstimatorRequest, type EstimatorReply, type EstimatorRequest } from './protocol';

const context = { localPart: 'sales', domain: 'nordlicht.se' };
const estimator = { estimateMailboxPassword };

/**
 * A stand-in for the module worker (jsdom has none): it answers as estimator-worker.ts does, through
 * `answerEstimatorRequest`, a task later; or fails to load (`failing`), as a blocked or missing script does.
 */
class FakeWorker extends EventTarget {
  static failing = false;
  static started: FakeWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
    setTimeout(() => {
      if (FakeWorker.failing) this.dispatchEvent(new ErrorEvent('error', { message: 'blocked', cancelable: true }));
      else this.reply({ kind: 'ready' });
    });
  }
  postMessage(request: EstimatorRequest) {
    setTimeout(() => this.reply(answerEstimatorRequest(estimator, request)));
  }
  terminate() {
    this.terminated = true;
  }
  private reply(data: EstimatorReply) {
    if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

async function freshLoader() {
  vi.resetModules();
  return import('./load-estimator');
}

beforeEach(() => {
  FakeWorker.failing = false;
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker protocol', () => {
  it('answers with the very estimator the mock refuses with: the same score and suggestions', () => {
    for (const password of ['Password1', 'Nordlicht2026', 'Qwerty123', 'Vintergatan-Kaffe-73']) {
      expect(answerEstimatorRequest(estimator, { id: 7, kind: 'estimate', password, context })).toEqual({
        id: 7,
        kind: 'estimate',
        strength: estimateMailboxPassword(password, context),
      });
    }
  });

  it('answers `failed` instead of throwing when the estimator throws', () => {
    const broken = {
      ...estimator,
      estimateMailboxPassword: () => {
        throw new Error('no dictionaries');
      },
    };
    expect(answerEstimatorRequest(broken, { id: 1, kind: 'estimate', password: 'x', context })).toEqual({
      id: 1,
      kind: 'failed',
      message: 'no dictionaries',
    });
  });
});

describe('loadMailboxPasswordEstimator', () => {
  it('starts one module worker for the page and pairs each answer with its question', async () => {
    const { loadMailboxPasswordEstimator } = await freshLoader();
    const [first, second] = await Promise.all([loadMailboxPasswordEstimator(), loadMailboxPasswordEstimator()]);
    expect(first).toBe(second);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.options?.type).toBe('module');
    const [weak, strong] = await Promise.all([
      first.estimate('Password1', context),
      first.estimate('Vintergatan-Kaffe-73', context),
    ]);
    expect(weak.passes).toBe(false);
    expect(strong.passes).toBe(true);
  });

  it('rejects when the worker cannot be loaded, and tries a new one the next time', async () => {
    const { loadMailboxPasswordEstimator, EstimatorUnavailableError } = await freshLoader();
    FakeWorker.failing = true;
    await expect(loadMailboxPasswordEstimator()).rejects.toBeInstanceOf(EstimatorUnavailableError);
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    FakeWorker.failing = false;
    const estimator = await loadMailboxPasswordEstimator();
    expect(FakeWorker.started).toHaveLength(2);
    expect((await estimator.estimate('Qwerty123', context)).passes).toBe(false);
  });

  it('without Worker (an old browser), runs the same estimator on the page', async () => {
    vi.stubGlobal('Worker', undefined);
    const { loadMailboxPasswordEstimator } = await freshLoader();
    const estimator = await loadMailboxPasswordEstimator();
    expect(await estimator.estimate('Nordlicht2026', context)).toEqual(
      estimateMailboxPassword('Nordlicht2026', context),
    );
    expect(FakeWorker.started).toHaveLength(0);
  });
});
