import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { TableWindow } from '@/ui/data-table';

/** A record row's first guess (one line); rows are measured as drawn (a long TXT wraps, a phone's card is taller). */
const ROW_ESTIMATE = 49;
/**
 * Rows drawn beyond the window at each end: Tab always finds the next row already in the page (and the focused row
 * scrolled into view moves the window with it).
 */
const OVERSCAN = 10;

export interface RecordWindow {
  /** The indexes of the rows to draw: [start, end). */
  start: number;
  end: number;
  drawn: TableWindow;
}

/**
 * Which of a zone's records (up to 10,000) are in the page: those near the window, the rest as room above and below,
 * so a 5,000-record zone draws a few dozen rows and a filter keystroke draws the new few dozen. `anchor` is the
 * element the table starts at (its offset in the page is measured, the filter above it can change height).
 */
export function useRecordWindow(keys: readonly string[], anchor: RefObject<HTMLElement | null>): RecordWindow {
  const [scrollMargin, setScrollMargin] = useState(0);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [anchor]);

  const virtualizer = useWindowVirtualizer({
    count: keys.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => keys[index] ?? index,
    // The window's size from the start: the first render draws the first rows, not none until it is measured.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // A row with no height (not laid out: hidden, or a DOM without layout) keeps its estimate: measured as 0 it would
  // draw every row after it.
  const measureElement = virtualizer.measureElement;
  const measure = useCallback(
    (element: HTMLTableRowElement | null) => {
      if (element === null || element.getBoundingClientRect().height > 0) measureElement(element);
    },
    [measureElement],
  );
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const first = items[0];
  const last = items[items.length - 1];
  const start = first?.index ?? 0;
  const end = last ? last.index + 1 : 0;
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? Math.max(total - (last.end - scrollMargin), 0) : 0;

  return {
    start,
    end,
    drawn: { first: start, total: keys.length, before, after, measure },
  };
}
