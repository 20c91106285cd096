import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { FactList, type Fact } from '@/ui/fact-list';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { ProblemAlert } from '@/ui/problem-alert';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';

/**
 * How the server is paid for (`GET …/actions/billing-cycle`), beside its plan: prepaid for a fixed cycle (the price
 * a period and until when it is paid) and pay-as-you-go (the price an hour, billed afterwards) kept apart; an
 * unknown `isPayg` says it is not known, never either mode. Read only: no change of cycle is offered (none is named).
 */
export function VpsBillingFacts({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const billing = useQuery(vpsSectionQueries.billing(server.id));
  const data = billing.data;
  const missing = <span className="muted">{t('value.missing')}</span>;

  let facts: Fact[] = [];
  if (data?.isPayg === true) {
    facts = [
      { term: t('vpsDetail.billing.mode'), value: t('vpsDetail.billing.payg') },
      {
        term: t('vpsDetail.billing.price'),
        value:
          data.hourlyAmount === null
            ? missing
            : t('vpsDetail.billing.hourly', { price: price(data.hourlyAmount, data.currencyCode) }),
      },
      { term: t('vpsDetail.billing.billed'), value: t('vpsDetail.billing.inArrears') },
    ];
  } else if (data?.isPayg === false) {
    const others = data.options.filter((option) => !option.isCurrent && option.billingCycle !== 'unknown');
    facts = [
      {
        term: t('vpsDetail.billing.mode'),
        value: t('vpsDetail.billing.prepaid', { cycle: data.billingCycle ?? 'unknown' }),
      },
      {
        term: t('vpsDetail.billing.price'),
        value:
          data.monthlyAmount === null
            ? missing
            : t('vpsDetail.billing.monthly', { price: price(data.monthlyAmount, data.currencyCode) }),
      },
      {
        term: t('vpsDetail.billing.paidUntil'),
        value: data.nextDueAt ? format.date(data.nextDueAt) : missing,
      },
      ...(others.length > 0
        ? [
            {
              term: t('vpsDetail.billing.otherCycles'),
              value: (
                <ul className="vps-billing__cycles">
                  {others.map((option) => (
                    <li key={option.billingCycle}>
                      {t('vpsDetail.billing.cycleOption', {
                        cycle: option.billingCycle,
                        price: price(option.amount, option.currencyCode ?? data.currencyCode),
                      })}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]
        : []),
    ];
  } else if (data) {
    facts = [{ term: t('vpsDetail.billing.mode'), value: t('vpsDetail.billing.unknown') }];
  }

  return (
    <section className="vps-billing" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="vps-billing__heading">
        {t('vpsDetail.billing.heading')}
      </h3>
      {billing.isPending ? (
        <p className="muted">{t('vpsDetail.billing.loading')}</p>
      ) : billing.isError ? (
        <ProblemAlert error={billing.error} onRetry={() => void billing.refetch()} />
      ) : (
        <FactList facts={facts} />
      )}
    </section>
  );
}
