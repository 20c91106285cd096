import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { OrderCreateInput, OrderPreview } from '@/api/schemas/orders';
import { vatBasisOf } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Price, usePrice } from '@/ui/format/price';
import { Notice } from '@/ui/notice';
import type { usePlaceDomainOrder } from '@/features/domains/registration/api/registration-mutations';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';
import { TermsBox } from './terms-box';

/** The priced lines and the total, each with its VAT words; what happens after payment. */
export function OrderSummary({ preview }: { preview: OrderPreview }) {
  const t = useMessages(domainRegistrationMessages);
  const basis = vatBasisOf(preview.amountsIncludeVat);
  return (
    <>
      <dl className="domains-reg-summary">
        {preview.items.map((item) => (
          <div key={item.index}>
            <dt>
              {t('domainRegistration.summary.line', {
                name: item.primaryDomain ?? '—',
                years: item.periodYears ?? 1,
                premium: item.premium ? 'yes' : 'no',
              })}
            </dt>
            <dd>
              <Price amount={item.dueNow} currencyCode={item.currencyCode} basis={basis} />
            </dd>
          </div>
        ))}
        <div className="domains-reg-summary__total">
          <dt>{t('domainRegistration.summary.total')}</dt>
          <dd>
            <Price
              lines={preview.items.map((item) => item.dueNow)}
              currencyCode={preview.currencyCode}
              basis={basis}
              moves
            />
          </dd>
        </div>
      </dl>
      <p className="muted">{t('domainRegistration.summary.after')}</p>
    </>
  );
}

/**
 * The order's last step, one for registrations and transfers: the summary, the terms and the order button with the
 * total (the order is sent only with the terms accepted, else the box says so and takes the focus), then the
 * order's screen. `stale`: what the form holds now differs from what was priced, so it says to review again.
 */
export function DomainOrderSummary({
  headingId,
  preview,
  stale = false,
  kind,
  items,
  place,
}: {
  headingId: string;
  preview: OrderPreview;
  stale?: boolean;
  kind: 'register' | 'transfer';
  /** The items to order, read when the button is pressed. */
  items: () => OrderCreateInput['items'];
  place: ReturnType<typeof usePlaceDomainOrder>;
}) {
  const t = useMessages(domainRegistrationMessages);
  const navigate = useNavigate();
  const price = usePrice();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsRefused, setTermsRefused] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const amount = price(
    preview.items.map((item) => item.dueNow),
    preview.currencyCode,
    vatBasisOf(preview.amountsIncludeVat),
  );

  return (
    <section className="domains-reg-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('domainRegistration.summary.heading')}</h2>
      <OrderSummary preview={preview} />
      {stale ? (
        <Notice role="status">
          <p>{t('domainRegistration.summary.stale')}</p>
        </Notice>
      ) : (
        <div className="domains-reg-pay">
          <TermsBox
            ref={termsRef}
            accepted={termsAccepted}
            refused={termsRefused}
            onChange={(accepted) => {
              setTermsAccepted(accepted);
              if (accepted) setTermsRefused(false);
            }}
          />
          <Button
            variant="primary"
            guard={place}
            disabled={place.isSuccess}
            onClick={() => {
              if (place.isSuccess) return;
              if (!termsAccepted) {
                setTermsRefused(true);
                termsRef.current?.focus();
                return;
              }
              place.mutate(
                { items: items(), contractAccepted: true },
                {
                  onSuccess: (order) =>
                    void navigate({ to: '/orders/$orderId', params: { orderId: order.id }, search: { placed: 1 } }),
                },
              );
            }}
          >
            {place.isPending
              ? t('domainRegistration.ordering')
              : kind === 'register'
                ? t('domainRegistration.order', { amount })
                : t('domainRegistration.transfer.submit', { amount })}
          </Button>
        </div>
      )}
    </section>
  );
}
