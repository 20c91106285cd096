import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Key, type RefObject } from 'react';

/** Rows drawn beyond the window at each end: enough that Tab always finds the next row already in the page. */
const OVERSCAN = 8;
/** The next page is asked for when the last drawn row is this close to the end of the loaded ones. */
const PREFETCH_ROWS = 30;
/**
 * A table row's height (fixed in domains.css: names too long for the column are cut with an ellipsis), so wide rows
 * are never measured: measuring forces a layout in the middle of each update. Cards (under 640 px) differ in height
 * and are measured; this is the first guess.
 */
const ROW_HEIGHT = 48;
const CARD_ESTIMATE = 150;
const PHONE = '(max-width: 40rem)';

/** Which rows are in the page and where (offsets from the top of the body), and the body's full height. */
export interface VirtualRows {
  items: readonly { key: Key; index: number; top: number }[];
  totalSize: number;
  /** Cards (phone) are measured; table rows have a fixed height. */
  measure: ((element: HTMLElement | null) => void) | undefined;
}

export interface DomainListLayoutProps {
  /** The table's body, drawn by the table itself: its rows stay the same elements when this takes over. */
  bodyRef: RefObject<HTMLDivElement | null>;
  /** The row that holds focus (null: none): kept drawn when it scrolls away, so focus is never lost. */
  focusedIndex: RefObject<number | null>;
  rowKeys: readonly string[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onLayout: (rows: VirtualRows) => void;
}

function sameRows(a: VirtualRows | null, b: VirtualRows): boolean {
  return (
    a !== null &&
    a.totalSize === b.totalSize &&
    a.measure === b.measure &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => item.key === b.items[i]?.key && item.top === b.items[i]?.top)
  );
}

/**
 * The virtualizer (its own chunk: the first rows are drawn without it, see domain-list-table.tsx). It draws nothing:
 * it tells the table which rows to draw and where, so the rows already on the screen are the same elements before
 * and after it arrives (a click or focus on them is never lost), and asks for the next page as the end comes near.
 */
export default function DomainListVirtualLayout(props: DomainListLayoutProps) {
  const { bodyRef, focusedIndex, rowKeys, hasNextPage, isFetchingNextPage, fetchNextPage, onLayout } = props;
  const [scrollMargin, setScrollMargin] = useState(0);
  const [narrow, setNarrow] = useState(() => window.matchMedia(PHONE).matches);

  // Where the body starts in the page (the filter above it can change height); the virtualizer counts from there.
  // Measured after the paint: until then a margin of 0 only draws a few rows more than needed (positions do not
  // depend on it), and measuring before the paint would force a layout of the whole page in the middle of it.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const measure = () => setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [bodyRef]);

  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = focusedIndex.current;
      if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowKeys.length,
    estimateSize: () => (narrow ? CARD_ESTIMATE : ROW_HEIGHT),
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    getItemKey: (index) => rowKeys[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const lastDrawn = items[items.length - 1]?.index ?? -1;

  // Before the paint, so the rows are never drawn in one place and then another.
  const told = useRef<VirtualRows | null>(null);
  useLayoutEffect(() => {
    // Its first render has no range yet (the window is measured in its own effect): the table keeps the rows it
    // drew until there is one, rather than drawing none for a moment and then new ones.
    if (told.current === null && items.length === 0 && rowKeys.length > 0) return;
    const rows: VirtualRows = {
      items: items.map((item) => ({ key: item.key, index: item.index, top: item.start - scrollMargin })),
      totalSize,
      measure: narrow ? virtualizer.measureElement : undefined,
    };
    if (sameRows(told.current, rows)) return;
    told.current = rows;
    onLayout(rows);
  });

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastDrawn >= rowKeys.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastDrawn, rowKeys.length, fetchNextPage]);

  return null;
}
