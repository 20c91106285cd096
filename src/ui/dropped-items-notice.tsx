import { useMessages } from '@/i18n';
import { Notice } from './notice';
import './dropped-items-notice.css';

/**
 * Says that a list is missing items: the server sent `count` of them in a form the panel could not read, so they
 * were left out (per-item tolerance, `countedArray`/`listPage` in api/schemas/common.ts) and the rest is shown. In
 * production too: a half-empty page must never look complete. Nothing when `count` is 0.
 */
export function DroppedItemsNotice({ count }: { count: number }) {
  const t = useMessages();
  if (count <= 0) return null;
  return (
    <Notice tone="warning" role="status" className="dropped-items" title={t('list.dropped.title', { count })}>
      <p>{t('list.dropped.hint', { count })}</p>
    </Notice>
  );
}
