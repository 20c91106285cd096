import { Link } from '@tanstack/react-router';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { DomainSummary } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { StatusBadge } from '@/ui/status-badge';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { domainStatusTones } from '@/features/domains/domain-labels';
import { domainsMessages } from '@/features/domains/messages/catalog';

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

const onOff = (value: boolean | null) => (value === true ? 'on' : value === false ? 'off' : 'unknown');

export interface DomainListTableProps {
  caption: string;
  rows: readonly DomainSummary[];
  /** All rows matching the filter when the server said (aria-rowcount); null: not known. */
  total: number | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Rows of the previous filter are shown while the new ones load. */
  busy: boolean;
  isSelected: (id: string) => boolean;
  onToggle: (ref: DomainRef, selected: boolean) => void;
  loadedState: 'all' | 'some' | 'none';
  onToggleLoaded: () => void;
}

/**
 * The domains as a table (role table, rows with aria-rowindex out of aria-rowcount), of which only the rows near the
 * window are in the page (a reseller has 10,000): the window scrolls, the body keeps the full height, and the next
 * page is asked for as the end comes near. Each row is a real row for screen readers, its cells labelled by the
 * column headers; under 640 px each row is a card with every cell labelled. A focused row stays drawn when it
 * scrolls away, so focus is never lost.
 */
export function DomainListTable(props: DomainListTableProps) {
  const t = useMessages(domainsMessages);
  const { rows, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [narrow, setNarrow] = useState(() => window.matchMedia('(max-width: 40rem)').matches);
  const focused = useRef<number | null>(null);

  // Where the body starts in the page (the filter above it can change height); the virtualizer counts from there.
  // Measured after the first paint: until then a margin of 0 only draws a few rows more than needed (positions do not
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
    const query = window.matchMedia('(max-width: 40rem)');
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

  const rowCount = props.total ?? (hasNextPage ? -1 : rows.length);
  return (
    <div
      className="domain-table"
      role="table"
      aria-label={props.caption}
      aria-rowcount={rowCount === -1 ? -1 : rowCount + 1}
      aria-busy={props.busy || undefined}
    >
      <div role="rowgroup" className="domain-table__head">
        <div role="row" aria-rowindex={1} className="domain-table__row">
          <div role="columnheader" className="domain-table__select">
            <HeaderCheckbox
              label={t('domains.list.selectLoaded', { count: rows.length })}
              state={props.loadedState}
              disabled={rows.length === 0}
              onToggle={props.onToggleLoaded}
            />
          </div>
          <div role="columnheader">{t('domains.list.column.domain')}</div>
          <div role="columnheader">{t('domains.list.column.status')}</div>
          <div role="columnheader">{t('domains.list.column.expires')}</div>
          <div role="columnheader">{t('domains.list.column.autoRenew')}</div>
          <div role="columnheader">{t('domains.list.column.registrarLock')}</div>
        </div>
      </div>
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
    </div>
  );
}

function HeaderCheckbox({
  label,
  state,
  disabled,
  onToggle,
}: {
  label: string;
  state: 'all' | 'some' | 'none';
  disabled: boolean;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="domain-table__check">
      <input ref={ref} type="checkbox" checked={state === 'all'} disabled={disabled} onChange={onToggle} />
      <span className="domain-table__check-label">{label}</span>
    </label>
  );
}

const DomainRow = memo(function DomainRow({
  index,
  top,
  measure,
  domain,
  selected,
  onToggle,
}: {
  index: number;
  top: number;
  measure: ((element: HTMLElement | null) => void) | undefined;
  domain: DomainSummary;
  selected: boolean;
  onToggle: (ref: DomainRef, selected: boolean) => void;
}) {
  const t = useMessages(domainsMessages);
  const format = useFormat();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measure}
      className="domain-table__row"
      style={{ transform: `translateY(${top}px)` }}
    >
      <div role="cell" className="domain-table__select">
        <input
          type="checkbox"
          aria-label={t('domains.list.selectRow', { name: domain.name })}
          checked={selected}
          onChange={(event) => onToggle({ id: domain.id, name: domain.name }, event.target.checked)}
        />
      </div>
      <div role="cell" className="domain-table__name">
        <Link
          to="/domains/$domainId"
          params={{ domainId: domain.id }}
          className="domain-table__link"
          title={domain.name}
        >
          {domain.name}
        </Link>
      </div>
      <div role="cell" data-label={t('domains.list.column.status')}>
        <StatusBadge tone={domainStatusTones[domain.serviceStatus]}>
          {t('domains.status', { status: domain.serviceStatus })}
        </StatusBadge>
      </div>
      <div role="cell" data-label={t('domains.list.column.expires')}>
        {domain.expiresAt ? (
          <time dateTime={domain.expiresAt}>{format.date(domain.expiresAt)}</time>
        ) : (
          <span className="muted">{t('domains.expiry.none')}</span>
        )}
      </div>
      <div role="cell" data-label={t('domains.list.column.autoRenew')}>
        {t('domains.autoRenew', { state: onOff(domain.lifecycle.autoRenewEnabled) })}
      </div>
      <div role="cell" data-label={t('domains.list.column.registrarLock')}>
        {t('domains.registrarLock', { state: onOff(domain.lifecycle.registrarLockEnabled) })}
      </div>
    </div>
  );
});
