import { useId, useState } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { vpsMetricsMessages } from '@/features/vps/messages/catalog';
import type { ChartUnit } from './metrics-charts-config';
import type { MetricsRow, SeriesKey } from './metrics-series';

/** Rows per page: a year of hourly samples is 8,760 rows, too many to put in the page at once. */
export const TABLE_PAGE_SIZE = 100;

/**
 * A chart's data as a table, behind a disclosure (a native `<details>`: reachable and opened by keyboard): every
 * sample, newest page last, in pages of 100, values in the chart's unit, times local with the UTC instant.
 */
export function MetricsTable({
  title,
  rows,
  keys,
  labels,
  unit,
}: {
  title: string;
  rows: readonly MetricsRow[];
  keys: readonly SeriesKey[];
  labels: readonly string[];
  unit: ChartUnit;
}) {
  const t = useMessages(vpsMetricsMessages);
  const [open, setOpen] = useState(false);
  return (
    <details className="vps-metrics-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('vpsMetrics.table.show', { chart: title })}</summary>
      {open && <TablePages title={title} rows={rows} keys={keys} labels={labels} unit={unit} />}
    </details>
  );
}

function TablePages({
  title,
  rows,
  keys,
  labels,
  unit,
}: {
  title: string;
  rows: readonly MetricsRow[];
  keys: readonly SeriesKey[];
  labels: readonly string[];
  unit: ChartUnit;
}) {
  const t = useMessages(vpsMetricsMessages);
  const format = useFormat();
  const id = useId();
  const pages = Math.max(1, Math.ceil(rows.length / TABLE_PAGE_SIZE));
  // Starts at the latest samples, like the end of the chart.
  const [page, setPage] = useState(pages - 1);
  const first = page * TABLE_PAGE_SIZE;
  const shown = rows.slice(first, first + TABLE_PAGE_SIZE);
  const value = (v: number | null) =>
    v === null ? (
      <span>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('vpsMetrics.null.label')}</span>
      </span>
    ) : (
      format.number(v / unit.divisor, { maximumFractionDigits: 2 })
    );

  return (
    <>
      <div className="vps-metrics-table__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table>
          <caption id={`${id}-caption`}>
            {t('vpsMetrics.table.caption', {
              chart: title,
              from: format.number(first + 1),
              to: format.number(first + shown.length),
              total: format.number(rows.length),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('vpsMetrics.table.time')}</th>
              {labels.map((label) => (
                <th key={label} scope="col" className="vps-metrics-table__number">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const iso = new Date(row.t).toISOString();
              return (
                <tr key={row.t}>
                  <th scope="row">
                    <time dateTime={iso} title={format.exact(iso)}>
                      {format.dateTime(iso)}
                    </time>
                  </th>
                  {keys.map((key) => (
                    <td key={key} className="vps-metrics-table__number">
                      {value(row[key])}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="vps-metrics-table__pager" aria-label={t('vpsMetrics.table.pager')}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('vpsMetrics.table.earlier')}
          </Button>
          <Button disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {t('vpsMetrics.table.later')}
          </Button>
        </nav>
      )}
    </>
  );
}
