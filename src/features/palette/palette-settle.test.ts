// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Settler, useSettledValue } from './palette-settle';

describe('when typed text is asked for', () => {
  it('lets the first change after a quiet moment through at once, and waits while typing goes on', () => {
    const settler = new Settler(150);
    expect(settler.change(1000)).toBe('now');
    expect(settler.change(1040)).toBe(150);
    expect(settler.change(1100)).toBe(150);
    // 150 ms after the last change: quiet again.
    expect(settler.change(1250)).toBe('now');
  });

  describe('in a component', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('settles a burst of keystrokes into its first and its last text, never one per keystroke', () => {
      const seen: string[] = [];
      const { rerender } = renderHook(
        ({ value }) => {
          const settled = useSettledValue(value, 150);
          if (seen.at(-1) !== settled) seen.push(settled);
          return settled;
        },
        { initialProps: { value: '' } },
      );
      act(() => vi.advanceTimersByTime(1000));
      for (const value of ['e', 'ex', 'exa', 'exam']) {
        rerender({ value });
        act(() => vi.advanceTimersByTime(40));
      }
      expect(seen).toEqual(['', 'e']);
      act(() => vi.advanceTimersByTime(150));
      expect(seen).toEqual(['', 'e', 'exam']);
    });
  });
});
