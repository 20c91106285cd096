import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import './list-controls.css';

/**
 * Cursor pages are forward-only: "Next page" follows the server's cursor, "First page" goes back to the start.
 * Both are links that change only `cursor` in the current URL (other search params such as filters stay), so a
 * page can be bookmarked, shared and reached with the back button. Matched exactly, so "First page" is never
 * marked current while a later page is shown.
 */
export function CursorPager({
  cursor,
  nextCursor,
  label,
}: {
  /** The cursor of the page shown; none on the first page. */
  cursor: string | undefined;
  /** The server's `nextCursor` when `hasMore`, else null. */
  nextCursor: string | null;
  /** Names the pager landmark; "Pages" by default. */
  label?: string;
}) {
  const t = useMessages();
  if (!cursor && !nextCursor) return null;
  return (
    <nav aria-label={label ?? t('pager.label')} className="pager">
      {cursor && (
        <Link
          to="."
          search={(prev) => ({ ...prev, cursor: undefined })}
          activeOptions={{ exact: true }}
          className="button button--ghost"
        >
          {t('pager.first')}
        </Link>
      )}
      {nextCursor && (
        <Link
          to="."
          search={(prev) => ({ ...prev, cursor: nextCursor })}
          activeOptions={{ exact: true }}
          className="button"
        >
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
