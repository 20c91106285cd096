import type { Key, ReactNode } from 'react';
import './data-table.css';

export interface Column<Row> {
  /** Stable id of the column (React key). */
  id: string;
  /** Column header; on narrow screens it also labels each cell of a row's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row: it heads the card on narrow screens, without a label. */
  primary?: boolean;
  /** Numbers and amounts line up at the end. */
  align?: 'start' | 'end';
  /** What the header cell holds when it is more than its words (the kit list's sort button); `header` labels cards. */
  headerContent?: ReactNode;
  /** The header's `aria-sort`, on the column the rows are ordered by (the kit list). */
  ariaSort?: 'ascending' | 'descending' | 'none';
}

/**
 * A list of resources as a real table (caption, column headers) at wide widths. In a narrow container (a
 * phone, a side panel) each row becomes a card: the primary cell on top, then every other cell labelled by its
 * column header. The explicit table roles keep the table's semantics for screen readers when CSS changes the
 * display of its parts. An empty list shows `empty` instead of a table with no rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  /** Names the table for assistive technology (visually hidden: the page heading names it for sighted users). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  empty: ReactNode;
}) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <div className="data-table">
      <table className="data-table__table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                role="columnheader"
                aria-sort={column.ariaSort}
                className={cellClass(column)}
              >
                {column.headerContent ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td
                  key={column.id}
                  role="cell"
                  data-label={column.primary ? undefined : column.header}
                  className={cellClass(column)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass(column: Pick<Column<never>, 'primary' | 'align'>): string | undefined {
  const classes = [column.primary ? 'data-table__primary' : '', column.align === 'end' ? 'data-table__end' : ''].filter(
    Boolean,
  );
  return classes.length ? classes.join(' ') : undefined;
}
