import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/**
 * The boot script's formatting warm-up waits for the first contentful paint (src/boot/boot.ts `warmFormatting`):
 * run before it, the warm-up's 65–140 ms on a phone came between the stylesheet's arrival and the first paint.
 * A stand-in for the browser's paint timing: `paint(name)` delivers a paint entry to every observer of paints.
 */
type Deliver = (list: { getEntriesByName: (name: string) => { name: string }[] }) => void;
let observers: { deliver: Deliver; disconnected: boolean }[] = [];

function paint(name: 'first-paint' | 'first-contentful-paint') {
  for (const observer of observers.filter((o) => !o.disconnected)) {
    observer.deliver({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

class FakePerformanceObserver {
  private readonly entry: { deliver: Deliver; disconnected: boolean };
  constructor(deliver: Deliver) {
    this.entry = { deliver, disconnected: false };
    observers.push(this.entry);
  }
  observe(options: { type: string }) {
    if (options.type !== 'paint') throw new Error(`observed ${options.type}`);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

beforeEach(() => {
  observers = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** With no contentful paint reported, `then` runs at 3 s, not a millisecond before. */
function expectRunAfterThreeSeconds() {
  const then = vi.fn();
  afterFirstPaint(then);
  vi.advanceTimersByTime(2999);
  expect(then).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(then).toHaveBeenCalledTimes(1);
}

describe('afterFirstPaint', () => {
  it('runs once the page has painted content, after that paint, and only once', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    const then = vi.fn();
    afterFirstPaint(then);

    paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();

    paint('first-contentful-paint');
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);

    // Neither the fallback nor another report runs it again.
    paint('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after 3 s when the page paints nothing contentful', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    expectRunAfterThreeSeconds();
  });

  it('runs after 3 s in a browser without paint timing', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('paint is not a supported entry type');
        }
      },
    );
    expectRunAfterThreeSeconds();
  });
});
