import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { DomainSummary } from '@/api/schemas/domains';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { DomainRow } from './domain-list-row';

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

export interface DomainListBodyProps {
  rows: readonly DomainSummary[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  isSelected: (id: string) => boolean;
  onToggle: (ref: DomainRef, selected: boolean) => void;
}

/**
 * The table's body, virtualized (its own chunk: the first rows are drawn without it, see domain-list-table.tsx): only
 * the rows near the window are in the page, the body keeps the full height, and the next page is asked for as the
 * end comes near. A focused row stays drawn when it scrolls away, so focus is never lost.
 */
export default function DomainListVirtualBody(props: DomainListBodyProps) {
  const { rows, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [narrow, setNarrow] = useState(() => window.matchMedia(PHONE).matches);
  const focused = useRef<number | null>(null);

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
  }, []);

  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
    return [...indexes, keep].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (narrow ? CARD_ESTIMATE : ROW_HEIGHT),
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastDrawn = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastDrawn >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastDrawn, rows.length, fetchNextPage]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    focused.current = row ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  };

  return (
    <div
      role="rowgroup"
      ref={bodyRef}
      className="domain-table__body"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {items.map((item) => {
        const domain = rows[item.index];
        if (!domain) return null;
        return (
          <DomainRow
            key={item.key}
            index={item.index}
            top={item.start - scrollMargin}
            measure={narrow ? virtualizer.measureElement : undefined}
            domain={domain}
            selected={props.isSelected(domain.id)}
            onToggle={props.onToggle}
          />
        );
      })}
    </div>
  );
}
