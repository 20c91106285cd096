import { Link } from '@tanstack/react-router';
import './list-controls.css';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A segmented filter of a list, as links that set one search param (and drop the cursor: a filter starts at
 * the first page). The current one carries aria-current, so the choice is in the URL and read out.
 */
export function FilterTabs<V extends string>({
  label,
  param,
  options,
  value,
}: {
  /** Names the group, e.g. "Filter tickets by status". */
  label: string;
  /** The search param the filter lives in. */
  param: string;
  options: readonly FilterOption<V>[];
  value: V;
}) {
  return (
    <nav aria-label={label} className="segmented">
      {options.map((option) => (
        <Link
          key={option.value}
          to="."
          search={(prev) => ({ ...prev, [param]: option.value, cursor: undefined })}
          className="segmented__item"
          // Active when this value is in the URL, on any page of it (the router then sets aria-current too).
          activeOptions={{ includeSearch: true }}
          activeProps={{ className: 'segmented__item' }}
          aria-current={option.value === value ? 'page' : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
