import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type FocusEvent } from 'react';
import type { DomainSummary } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { DomainRow, HeaderCheckbox } from './domain-list-row';
import type { DomainListLayoutProps, VirtualRows } from './domain-list-virtual-layout';

/**
 * The virtualizer is most of the list's code: the first screen draws the first rows without it (in the page's flow,
 * as many as a tall window shows), and the virtualizer takes over their placement when its chunk is here, a moment
 * later. The chunk is asked for once the first rows are painted, so it never delays them. The table draws the rows
 * either way, so the ones on the screen stay the same elements when it takes over.
 */
const FIRST_ROWS = 30;
let virtualLayout: Promise<ComponentType<DomainListLayoutProps>> | null = null;
/** Once here, later lists (another visit, another filter's empty state and back) start virtualized. */
let loadedLayout: ComponentType<DomainListLayoutProps> | null = null;
const loadVirtualLayout = () =>
  (virtualLayout ??= import('./domain-list-virtual-layout').then((module) => (loadedLayout = module.default)));

export interface DomainListTableProps {
  caption: string;
  rows: readonly DomainSummary[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  isSelected: (id: string) => boolean;
  onToggle: (ref: DomainRef, selected: boolean) => void;
  /** All rows matching the filter when the server said (aria-rowcount); null: not known. */
  total: number | null;
  /** Rows of the previous filter are shown while the new ones load. */
  busy: boolean;
  loadedState: 'all' | 'some' | 'none';
  onToggleLoaded: () => void;
}

/**
 * The domains as a table (role table; rows with aria-rowindex out of aria-rowcount, of which only those near the
 * window are in the page: a reseller has 10,000). Each row is a real row for screen readers, its cells labelled by
 * the column headers; under 640 px each row is a card with every cell labelled.
 */
export function DomainListTable(props: DomainListTableProps) {
  const { caption, total, busy, loadedState, onToggleLoaded, rows, hasNextPage } = props;
  const t = useMessages(domainsMessages);
  const rowCount = total ?? (hasNextPage ? -1 : rows.length);
  const [VirtualLayout, setVirtualLayout] = useState<ComponentType<DomainListLayoutProps> | null>(() => loadedLayout);
  const [virtual, setVirtual] = useState<VirtualRows | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusedIndex = useRef<number | null>(null);
  const rowKeys = useMemo(() => rows.map((row) => row.id), [rows]);
  const onLayout = useCallback((layout: VirtualRows) => setVirtual(layout), []);
  useEffect(() => {
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next paint (a frame, then a task): the first rows are on the screen before the chunk is asked for.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void loadVirtualLayout().then((component) => {
          if (mounted) setVirtualLayout(() => component);
        });
      }, 0);
    });
    return () => {
      mounted = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    focusedIndex.current = row ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedIndex.current = null;
  };
  const drawn = virtual
    ? virtual.items.flatMap((item) => {
        const domain = rows[item.index];
        return domain ? [{ domain, index: item.index, top: item.top as number | undefined }] : [];
      })
    : rows.slice(0, FIRST_ROWS).map((domain, index) => ({ domain, index, top: undefined }));

  return (
    <div
      className="domain-table"
      role="table"
      aria-label={caption}
      aria-rowcount={rowCount === -1 ? -1 : rowCount + 1}
      aria-busy={busy || undefined}
    >
      <div role="rowgroup" className="domain-table__head">
        <div role="row" aria-rowindex={1} className="domain-table__row">
          <div role="columnheader" className="domain-table__select">
            <HeaderCheckbox
              label={t('domains.list.selectLoaded', { count: rows.length })}
              state={loadedState}
              disabled={rows.length === 0}
              onToggle={onToggleLoaded}
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
        style={virtual ? { height: virtual.totalSize } : undefined}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {drawn.map(({ domain, index, top }) => (
          <DomainRow
            key={domain.id}
            index={index}
            top={top}
            measure={virtual?.measure}
            domain={domain}
            selected={props.isSelected(domain.id)}
            onToggle={props.onToggle}
          />
        ))}
      </div>
      {VirtualLayout && (
        <VirtualLayout
          bodyRef={bodyRef}
          focusedIndex={focusedIndex}
          rowKeys={rowKeys}
          hasNextPage={hasNextPage}
          isFetchingNextPage={props.isFetchingNextPage}
          fetchNextPage={props.fetchNextPage}
          onLayout={onLayout}
        />
      )}
    </div>
  );
}
