import type { DomainBilling } from '@/api/schemas/domains';
import { DateTime } from '@/ui/format/date-time';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

/** "189,00 kr every year", "995,00 kr every 5 years" (periods of 4-9 years have no cycle name). */
export function BillingText({ billing }: { billing: DomainBilling }) {
  const t = useMessages(domainsDetailMessages);
  const price = usePrice();
  const amount = price(billing.amount, billing.currencyCode);
  const years =
    billing.periodYears ??
    (billing.billingCycle === 'annually'
      ? 1
      : billing.billingCycle === 'biennially'
        ? 2
        : billing.billingCycle === 'triennially'
          ? 3
          : null);
  return <>{years === null ? amount : t('domainsDetail.billing.every', { amount, years })}</>;
}

/** The domain's expiry date, or that it is set when the registration completes. */
export function ExpiryText({ expiresAt }: { expiresAt: string | null }) {
  const t = useMessages(domainsDetailMessages);
  return expiresAt ? (
    <DateTime value={expiresAt} mode="date" />
  ) : (
    <span className="muted">{t('domainsDetail.facts.noExpiry')}</span>
  );
}
