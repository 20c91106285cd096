import { useEffect, useState, type ComponentType } from 'react';
import { useMessages } from '@/i18n';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { DomainRow, HeaderCheckbox } from './domain-list-row';
import type { DomainListBodyProps } from './domain-list-virtual-body';

/**
 * The virtualizer is most of the list's code: the first screen draws the first rows without it (in the page's flow,
 * as many as a tall window shows), and the virtualized body takes over when its chunk is here, a moment later. The
 * chunk is asked for once the first rows are painted, so it never delays them.
 */
const FIRST_ROWS = 30;
let virtualBody: Promise<ComponentType<DomainListBodyProps>> | null = null;
/** Once here, later lists (another visit, another filter's empty state and back) start virtualized. */
let loadedBody: ComponentType<DomainListBodyProps> | null = null;
const loadVirtualBody = () =>
  (virtualBody ??= import('./domain-list-virtual-body').then((module) => (loadedBody = module.default)));

export interface DomainListTableProps extends DomainListBodyProps {
  caption: string;
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
export function DomainListTable({ caption, total, busy, loadedState, onToggleLoaded, ...body }: DomainListTableProps) {
  const t = useMessages(domainsMessages);
  const { rows, hasNextPage } = body;
  const rowCount = total ?? (hasNextPage ? -1 : rows.length);
  const [VirtualBody, setVirtualBody] = useState<ComponentType<DomainListBodyProps> | null>(() => loadedBody);
  useEffect(() => {
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next paint (a frame, then a task): the first rows are on the screen before the chunk is asked for.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void loadVirtualBody().then((component) => {
          if (mounted) setVirtualBody(() => component);
        });
      }, 0);
    });
    return () => {
      mounted = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
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
      {VirtualBody ? (
        <VirtualBody {...body} />
      ) : (
        <div role="rowgroup" className="domain-table__body">
          {rows.slice(0, FIRST_ROWS).map((domain, index) => (
            <DomainRow
              key={domain.id}
              index={index}
              domain={domain}
              selected={body.isSelected(domain.id)}
              onToggle={body.onToggle}
            />
          ))}
        </div>
      )}
    </div>
  );
}
