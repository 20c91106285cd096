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
 * The part of a long list that is drawn (a virtualised list: `rows` are only these): where it starts among all rows,
 * how many there are (`aria-rowcount`, each drawn row its `aria-rowindex`) and the space of the rows above and below.
 */
export interface TableWindow {
  /** Index of the first drawn row among all rows. */
  first: number;
  /** All rows of the list. */
  total: number;
  /** Height in px of the rows not drawn above and below. */
  before: number;
  after: number;
  /** Measures each drawn row (its `data-index` says which). */
  measure?: ((element: HTMLTableRowElement | null) => void) | undefined;
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
  drawn,
}: {
  /** Names the table for assistive technology (visually hidden: the page heading names it for sighted users). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  empty: ReactNode;
  /** Only some rows are drawn (a virtualised list): which, and how many there are. */
  drawn?: TableWindow | undefined;
}) {
  if (rows.length === 0 && (drawn?.total ?? 0) === 0) return <>{empty}</>;
  return (
    <div className="data-table">
      <table className="data-table__table" role="table" aria-rowcount={drawn ? drawn.total + 1 : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row" aria-rowindex={drawn ? 1 : undefined}>
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
          {drawn && drawn.before > 0 && <Spacer height={drawn.before} />}
          {rows.map((row, i) => (
            <tr
              key={rowKey(row)}
              role="row"
              ref={drawn?.measure}
              data-index={drawn ? drawn.first + i : undefined}
              aria-rowindex={drawn ? drawn.first + i + 2 : undefined}
            >
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
          {drawn && drawn.after > 0 && <Spacer height={drawn.after} />}
        </tbody>
      </table>
    </div>
  );
}

/** The room of rows not drawn: no row for assistive technology (aria-rowcount and aria-rowindex say they exist). */
function Spacer({ height }: { height: number }) {
  return <tr aria-hidden="true" role="presentation" className="data-table__spacer" style={{ height }} />;
}

function cellClass(column: Pick<Column<never>, 'primary' | 'align'>): string | undefined {
  const classes = [column.primary ? 'data-table__primary' : '', column.align === 'end' ? 'data-table__end' : ''].filter(
    Boolean,
  );
  return classes.length ? classes.join(' ') : undefined;
}
