import { useId } from 'react';
import { previewAllowsCommit, type BillingCycleChangeResponse } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { Notice } from '@/ui/notice';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

export type BillingPreviewResult = Extract<BillingCycleChangeResponse, { kind: 'preview' }>;

/** What a change would do (a dry run): the new amount, and the commit when nothing blocks it. */
export function BillingPreviewSummary({
  previewed,
  onCommit,
}: {
  previewed: BillingPreviewResult;
  onCommit: () => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
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
              amount: format.money(previewed.targetAmount, previewed.currencyCode),
            })}
          </p>
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
