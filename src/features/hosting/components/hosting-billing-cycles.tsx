import type { BillingCycle } from '@/api/schemas/common';
import type { BillingCycleOption, CycleChangeCredit } from '@/api/schemas/hosting';
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
 * A first payment that differs from the recurring one says so, and why (ledger "First payment ≠ recurring price"):
 * the credit with its figures (what is credited, for how many unused days of the period paid, for how much) when the
 * server sends them; without them the reason in general words.
 */
export function FirstPaymentNote({
  option,
  firstPayment = option.initialAmount,
  credit = option.credit,
}: {
  option: BillingCycleOption;
  /** The first payment as a preview worked it out (default: the option's). */
  firstPayment?: number | undefined;
  /** The credit as a preview worked it out (default: the option's). */
  credit?: CycleChangeCredit | null;
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  if (firstPayment === undefined || firstPayment === option.amount) return null;
  const amount = price(firstPayment, option.currencyCode);
  const recurring = price(option.amount, option.currencyCode);
  return (
    <span className="muted hosting-first-payment">
      {credit
        ? t('hostingDetail.billing.change.credit', {
            amount,
            recurring,
            credit: price(credit.amount, option.currencyCode),
            unused: credit.unusedDays,
            days: credit.periodDays,
            paid: price(credit.paidAmount, option.currencyCode),
            until: credit.periodEndsAt ? format.date(credit.periodEndsAt) : t('hostingDetail.date.none'),
          })
        : t('hostingDetail.billing.change.firstPayment', {
            amount,
            recurring,
            direction: firstPayment < option.amount ? 'lower' : 'higher',
          })}
    </span>
  );
}
