import { useMessages } from '@/i18n';
import { parseIso } from './dates';
import { useFormat } from './use-format';

/** A timestamp in the active language and the user's zone, with the exact instant on hover and for assistive tech. */
export function DateTime({
  value,
  mode = 'datetime',
}: {
  value: string | null | undefined;
  mode?: 'datetime' | 'date' | 'relative';
}) {
  const format = useFormat();
  const date = parseIso(value);
  if (!date) return <NoDate />;
  const text =
    mode === 'date' ? format.date(value) : mode === 'relative' ? format.relative(value) : format.dateTime(value);
  return (
    <time dateTime={date.toISOString()} title={format.exact(value)}>
      {text}
    </time>
  );
}

/** A dash that is read out as words. Its own component: only this rare case needs the catalog. */
function NoDate() {
  const t = useMessages();
  return (
    <span>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('date.none')}</span>
    </span>
  );
}
