import { useId } from 'react';
import { previewAllowsCommit, type BillingCycleChangeResponse, type BillingCycleOption } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { usePrice, VatBesideNote } from '@/ui/format/price';
import { Notice } from '@/ui/notice';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { FirstPaymentNote } from './hosting-billing-cycles';

export type BillingPreviewResult = Extract<BillingCycleChangeResponse, { kind: 'preview' }>;

/** What a change would do (a dry run): the new amount, and the commit when nothing blocks it. */
export function BillingPreviewSummary({
  previewed,
  option,
  onCommit,
}: {
  previewed: BillingPreviewResult;
  /** The chosen cycle's option: its first payment, when it differs, is explained beside the amount. */
  option: BillingCycleOption | undefined;
  onCommit: () => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const price = usePrice();
  const id = useId();
  return (
    <section className="hosting-section hosting-card" aria-labelledby={`${id}-preview`} aria-live="polite">
      <h2 id={`${id}-preview`}>{t('hostingDetail.billing.preview.heading')}</h2>
      {!previewed.changed ? (
        <p>{t('hostingDetail.billing.preview.unchanged')}</p>
      ) : (
        <>
          <p>
            {t('hostingDetail.billing.preview.summary', {
              from: previewed.currentBillingCycle,
              to: previewed.targetBillingCycle,
              amount: price(previewed.targetAmount, previewed.currencyCode),
            })}
          </p>
          {option && option.billingCycle === previewed.targetBillingCycle && (
            <p>
              <FirstPaymentNote option={option} firstPayment={previewed.targetAmount} credit={previewed.credit} />
            </p>
          )}
          {/* A business sees the VAT beside what the switch charges first (the first payment when it differs). */}
          <VatBesideNote
            amount={
              option && option.billingCycle === previewed.targetBillingCycle && option.initialAmount !== undefined
                ? option.initialAmount
                : previewed.targetAmount
            }
            currencyCode={previewed.currencyCode}
          />
          {previewed.wouldBlock === null && (
            <Notice tone="warning">{t('hostingDetail.billing.preview.unknownBlock')}</Notice>
          )}
          {previewAllowsCommit(previewed) && (
            <Button variant="primary" onClick={onCommit}>
              {t('hostingDetail.billing.commit.button', { cycle: previewed.targetBillingCycle })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
