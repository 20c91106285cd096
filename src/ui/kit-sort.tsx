import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { Column } from './data-table';
import type { KitColumn } from './kit-list';
import { nextSort, sortDirection } from './kit-sort-rules';
import { ClearFiltersLink } from './list-toolbar';
import './kit-sort.css';

/**
 * The kit list's sort and "Clear filters" for a list whose body the kit does not draw (issue 40): the plan catalog's
 * cards, a DNS zone's windowed table. The same behaviour as `KitList`: a click on a sort control sorts ascending, the
 * next descending; the choice is the URL's `sort` (absent: `defaultValue`), and the sorted control carries `aria-sort`.
 */
export interface KitSort {
  value: string;
  defaultValue: string;
}

/** The param named from a variable: the route, not the kit, types its values. */
const sortParam: string = 'sort';

function useSortTo() {
  const navigate = useNavigate();
  return useCallback(
    (sort: KitSort, key: string) => {
      const next = nextSort(sort.value, key);
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          [sortParam]: next === sort.defaultValue ? undefined : next,
        }),
      });
    },
    [navigate],
  );
}

function SortButton({ label, direction, onClick }: { label: string; direction: string; onClick: () => void }) {
  return (
    <button type="button" className="kit-sort" onClick={onClick}>
      {label}
      <span aria-hidden="true" className="kit-sort__arrow">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/** A table's columns with the kit's sort buttons in the headers of those with a `sortKey` (and their `aria-sort`). */
export function useKitSortColumns<Row>(columns: readonly KitColumn<Row>[], sort: KitSort): Column<Row>[] {
  const sortTo = useSortTo();
  const { value, defaultValue } = sort;
  return useMemo(
    () =>
      columns.map((column): Column<Row> => {
        const key = column.sortKey;
        if (!key) return column;
        const direction = sortDirection(value, key);
        return {
          ...column,
          ariaSort: direction,
          headerContent: (
            <SortButton
              label={column.header}
              direction={direction}
              onClick={() => sortTo({ value, defaultValue }, key)}
            />
          ),
        };
      }),
    [columns, value, defaultValue, sortTo],
  );
}

/**
 * The sort of a list drawn as cards (no column headers to click): the sort keys as one header row, so each carries
 * `aria-sort` as a table's column header would, with the kit's buttons ("Price ▲").
 */
export function KitSortHeaders({
  label,
  sort,
  keys,
}: {
  /** Names the control: "Sort plans". */
  label: string;
  sort: KitSort;
  keys: readonly { key: string; label: string }[];
}) {
  const sortTo = useSortTo();
  return (
    <div className="kit-sort-headers">
      <span className="kit-sort-headers__label" aria-hidden="true">
        {label}
      </span>
      <div role="table" aria-label={label} className="kit-sort-headers__table">
        <div role="rowgroup">
          <div role="row" className="kit-sort-headers__row">
            {keys.map(({ key, label: words }) => {
              const direction = sortDirection(sort.value, key);
              return (
                <div key={key} role="columnheader" aria-sort={direction} className="kit-sort-headers__key">
                  <SortButton label={words} direction={direction} onClick={() => sortTo(sort, key)} />
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

/** "Clear filters" beside a list's count while a filter is in force: keeps only `keep` (the sort, a tab) of the URL. */
export function KitClearFilters({ keep = [] }: { keep?: readonly string[] }) {
  return <ClearFiltersLink keep={keep} size="small" variant="ghost" />;
}
