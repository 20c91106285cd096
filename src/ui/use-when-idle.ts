import { useEffect, type DependencyList } from 'react';

/**
 * Runs `run` once the browser is idle after this render (what a screen fetches for later: words for errors, a
 * dialog's code), again when `deps` change; cancelled on unmount. Without `requestIdleCallback` (Safari), after a
 * second.
 */
export function useWhenIdle(run: () => void, deps: DependencyList): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(run, 1000);
    return () => window.clearTimeout(timer);
    // The caller's deps stand for what `run` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
