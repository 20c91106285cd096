import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { StatusBadge, type Tone } from '@/ui/status-badge';
import type { AttentionItem, URGENCY } from '@/features/home/home-attention';
import { homeMessages } from '@/features/home/messages/catalog';
import { AttentionItemBody } from './attention-item';

type UrgencyName = keyof typeof URGENCY;
const urgencyNames: readonly UrgencyName[] = ['down', 'soon', 'due', 'look', 'running'];
const tones: Record<UrgencyName, Tone> = {
  down: 'danger',
  soon: 'warning',
  due: 'warning',
  look: 'info',
  running: 'progress',
};

/**
 * The list of what needs the customer, most urgent first. Its room is kept while the reads are on their way (the
 * summary below does not jump when it arrives). The status line comes first, under the heading, and stays:
 * "Checking your services…" while the reads are on their way, then when they were checked. What the answers bring
 * (the items, that a read failed, whose error is in its area's summary below) comes under it, so nothing on screen
 * moves down when they arrive (with the line under the list, the list pushed it down; with items shown as each read
 * answered, a more urgent one pushed the others: CLS 0.59 on Home at 10,000 domains, `npm run bench`).
 */
export function AttentionList({
  items,
  settled,
  checkedAt,
  failed,
}: {
  items: readonly AttentionItem[];
  settled: boolean;
  /** When the last of the reads was answered (ms), once they all have. */
  checkedAt: number | null;
  failed: boolean;
}) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  return (
    <section className="home-attention" aria-labelledby="home-attention-heading" aria-busy={!settled}>
      <h2 id="home-attention-heading">
        {t('home.attention.heading')}
        {settled && items.length > 0 && (
          <span className="home-attention__count"> · {t('home.attention.count', { count: items.length })}</span>
        )}
      </h2>
      <p className="home-attention__loading" role="status">
        {!settled || checkedAt === null ? (
          <>
            <span className="spinner" aria-hidden="true" /> {t('home.attention.loading')}
          </>
        ) : (
          t('home.attention.checked', { time: format.dateTime(new Date(checkedAt).toISOString()) })
        )}
      </p>
      {failed && <p className="home-attention__partial">{t('home.attention.partial')}</p>}
      {items.length > 0 ? (
        <ul className="home-attention__list">
          {items.map((item) => {
            const urgency = urgencyNames[item.urgency] ?? 'look';
            return (
              <li key={item.id} className={`home-item home-item--${urgency}`}>
                <StatusBadge tone={tones[urgency]}>{t('home.urgency', { urgency })}</StatusBadge>
                <AttentionItemBody item={item} />
              </li>
            );
          })}
        </ul>
      ) : settled ? (
        <div className="home-attention__none">
          <p className="home-attention__none-title">{t('home.attention.none')}</p>
          <p>{t('home.attention.noneDetail')}</p>
        </div>
      ) : null}
    </section>
  );
}
