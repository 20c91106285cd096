import type { HostingAccountSummary, HostingServiceStatus } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { hasRecurringCharge } from '@/ui/format/recurring-charge';
import { StatusBadge } from '@/ui/status-badge';
import { hostingStatusTones } from '@/features/hosting/hosting-labels';
import { hostingMessages } from '@/features/hosting/messages/catalog';

/** Status as words and a shape (the badge), never colour alone. */
export function HostingStatusBadge({ status }: { status: HostingServiceStatus }) {
  const t = useMessages(hostingMessages);
  return <StatusBadge tone={hostingStatusTones[status]}>{t('hosting.status', { status })}</StatusBadge>;
}

/** "149 kr per month"; a missing cycle says so; a cancelled or terminated account has no recurring charge. */
export function BillingText({
  billing,
  status,
}: {
  billing: HostingAccountSummary['billing'];
  status: HostingServiceStatus;
}) {
  const t = useMessages(hostingMessages);
  const price = usePrice();
  if (!hasRecurringCharge(status)) return <>{t('hosting.billing.ended')}</>;
  return (
    <>
      {t('hosting.billing.amountPerCycle', {
        amount: price(billing.amount, billing.currencyCode),
        cycle: billing.billingCycle ?? 'none',
      })}
    </>
  );
}

/** "Pinned" as a word beside the name (never an icon alone). */
export function PinnedMark() {
  const t = useMessages(hostingMessages);
  return <span className="hosting-pinned">{t('hosting.pinned')}</span>;
}

export function TagList({ tags }: { tags: readonly string[] }) {
  const t = useMessages(hostingMessages);
  if (tags.length === 0) return <span className="muted">{t('hosting.tags.none')}</span>;
  return (
    <ul className="hosting-tags" aria-label={t('hosting.tags.label')}>
      {tags.map((tag) => (
        <li key={tag} className="hosting-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
