import { formatDate, formatDateTime, formatExact, formatRelative, parseIso } from './dates';

/** A timestamp in the user's locale, with the exact instant on hover and for assistive tech. */
export function DateTime({
  value,
  mode = 'datetime',
}: {
  value: string | null | undefined;
  mode?: 'datetime' | 'date' | 'relative';
}) {
  const date = parseIso(value);
  if (!date) return <span aria-label="No date">—</span>;
  const text =
    mode === 'date' ? formatDate(value) : mode === 'relative' ? formatRelative(value) : formatDateTime(value);
  return (
    <time dateTime={date.toISOString()} title={formatExact(value)}>
      {text}
    </time>
  );
}
