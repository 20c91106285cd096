import type { BillingCycle } from '@/api/schemas/common';
import type { BillingCycleOption } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { Radio, RadioGroup } from '@/ui/fields';
import { useFormat } from '@/ui/format/use-format';
import { usePrice } from '@/ui/format/price';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/** The cycles the account can switch to, each with its amount, first payment and saving; one is chosen. */
export function BillingCycleChooser({
  name,
  options,
  cycle,
  onChoose,
}: {
  /** The radios' group name (unique on the page). */
  name: string;
  options: readonly BillingCycleOption[];
  cycle: BillingCycle | undefined;
  onChoose: (value: BillingCycle) => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  return (
    <RadioGroup className="hosting-cycles" legend={t('hostingDetail.billing.change.legend')}>
      {options.map((option) => {
        const value = option.billingCycle;
        if (value === 'unknown') return null;
        return (
          <Radio
            key={value}
            className="hosting-cycle"
            name={name}
            value={value}
            checked={cycle === value}
            onChange={() => onChoose(value)}
            label={
              <span className="hosting-cycle__body">
                <span className="hosting-cycle__name">
                  {t('hostingDetail.cycle', { cycle: value })}
                  {option.isCurrent && <span className="muted"> · {t('hostingDetail.billing.change.current')}</span>}
                </span>
                <span>
                  {t('hostingDetail.billing.amountPerCycle', {
                    amount: price(option.amount, option.currencyCode),
                    cycle: value,
                  })}
                </span>
                <FirstPaymentNote option={option} />
                {option.savingsPercent !== null && option.savingsPercent > 0 && (
                  <span className="hosting-saving">
                    {t('hostingDetail.billing.change.savings', { percent: format.percent(option.savingsPercent, 1) })}
                  </span>
                )}
              </span>
            }
          />
        );
      })}
    </RadioGroup>
  );
}

/**
 * A first payment that differs from the recurring one says so, and why (ledger "Money: first payment"): lower when
 * the unused, already paid part of the current period is credited; higher when it also covers the rest of it.
 */
export function FirstPaymentNote({ option }: { option: BillingCycleOption }) {
  const t = useMessages(hostingDetailMessages);
  const price = usePrice();
  if (option.initialAmount === undefined || option.initialAmount === option.amount) return null;
  return (
    <span className="muted hosting-first-payment">
      {t('hostingDetail.billing.change.firstPayment', {
        amount: price(option.initialAmount, option.currencyCode),
        recurring: price(option.amount, option.currencyCode),
        direction: option.initialAmount < option.amount ? 'lower' : 'higher',
      })}
    </span>
  );
}
