import { useEffect, useRef, useState } from 'react';

/**
 * When typed text is asked for: the first keystroke after a quiet moment at once (one keystroke to results stays
 * within the palette's budget), then, while typing goes on, only the text standing `quietMs` after the last
 * keystroke. So a burst of typing asks each area at most twice, never once per keystroke.
 */
export class Settler {
  private lastChange = Number.NEGATIVE_INFINITY;

  constructor(private readonly quietMs: number) {}

  /** A change at `now`: 'now' to ask at once, else the delay (ms) after which to ask, unless another change comes. */
  change(now: number): 'now' | number {
    const quiet = now - this.lastChange >= this.quietMs;
    this.lastChange = now;
    return quiet ? 'now' : this.quietMs;
  }
}

export const PALETTE_QUIET_MS = 150;

/** `value` as `Settler` lets it through. */
export function useSettledValue<T>(value: T, quietMs = PALETTE_QUIET_MS): T {
  const [settled, setSettled] = useState(value);
  const settler = useRef<Settler | null>(null);
  const first = useRef(value);
  useEffect(() => {
    // The value it starts with is no change: the first keystroke after opening is asked at once.
    if (settler.current === null && Object.is(value, first.current)) return;
    settler.current ??= new Settler(quietMs);
    const when = settler.current.change(performance.now());
    if (when === 'now') {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), when);
    return () => clearTimeout(timer);
  }, [value, quietMs]);
  return settled;
}
