import type { Mailbox } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { quotaState } from '@/features/hosting/hosting-labels';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/**
 * How full a mailbox is: the words first (over quota, nearly full, usage unknown, no limit), the numbers, and a
 * bar that only repeats them. Unknown usage draws no bar at all (null is never shown as empty).
 */
export function MailboxQuotaBar({ quota }: { quota: Mailbox['quota'] }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const state = quotaState(quota);
  const gb = (value: number | null) =>
    value === null ? t('value.missing') : format.number(value, { maximumFractionDigits: 1 });
  const percent = quota.usagePercent;
  return (
    <div className={`hosting-quota hosting-quota--${state}`}>
      <span className="hosting-quota__state">{t('hostingDetail.mailboxes.usage.state', { state })}</span>
      <span className="hosting-quota__numbers">
        {state === 'unknown' && quota.limitGb !== null
          ? t('hostingDetail.mailboxes.usage.limitOnly', { limit: gb(quota.limitGb) })
          : state === 'unlimited'
            ? t('hostingDetail.mailboxes.usage.usedOnly', { used: gb(quota.usedGb) })
            : state === 'unknown'
              ? ''
              : t('hostingDetail.mailboxes.usage.numbers', {
                  used: gb(quota.usedGb),
                  limit: gb(quota.limitGb),
                  percent: format.percent(percent, 1),
                })}
      </span>
      {percent !== null && (
        <span className="hosting-quota__bar" aria-hidden="true">
          <span className="hosting-quota__fill" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
        </span>
      )}
    </div>
  );
}
