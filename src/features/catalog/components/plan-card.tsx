import { useId } from 'react';
import type { SharedHostingProduct } from '@/api/schemas/catalog';
import { useMessages } from '@/i18n';
import { ButtonLink } from '@/ui/button';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { StatusBadge } from '@/ui/status-badge';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import { annualSaving, cycleOption, type CatalogCycle } from '@/features/catalog/plan-pricing';
import { PlanResources } from './plan-resources';

/**
 * One plan: name, tier, availability (as words, not colour), the price for the chosen period with its setup fee
 * and saving, what it includes, and the way to order it (signed out: through sign-in, back to the same plan).
 */
export function PlanCard({
  plan,
  cycle,
  signedIn,
}: {
  plan: SharedHostingProduct;
  cycle: CatalogCycle;
  signedIn: boolean;
}) {
  const t = useMessages(catalogMessages);
  const format = useFormat();
  const price = usePrice();
  const headingId = useId();
  // A plan without the chosen period is shown (and ordered) with the period it has.
  const option = cycleOption(plan, cycle) ?? plan.billingCycles[0];
  const orderCycle: CatalogCycle | null = option && option.billingCycle !== 'unknown' ? option.billingCycle : null;
  // The saving is the difference of the prices shown (with VAT for a consumer), as plain money.
  const saving = orderCycle === 'annually' ? annualSaving(plan, (amount) => price.pricing.shown(amount).amount) : null;
  const orderable = plan.available && plan.availabilityStatus === 'available' && orderCycle !== null;
  const orderHref = orderCycle ? `/orders/new?plan=${encodeURIComponent(plan.slug)}&cycle=${orderCycle}` : '';

  return (
    <li className="catalog-plan" aria-labelledby={headingId}>
      <div className="catalog-plan__top">
        <h2 id={headingId} className="catalog-plan__name">
          {plan.name}
        </h2>
        <p className="catalog-plan__tier muted">{t('catalog.plan.tier', { tier: plan.tier })}</p>
        {plan.available ? (
          <StatusBadge tone="success">{t('catalog.plan.available')}</StatusBadge>
        ) : (
          <StatusBadge tone="warning">
            {plan.availabilityStatus === 'out_of_stock' ? t('catalog.plan.outOfStock') : t('catalog.plan.unavailable')}
          </StatusBadge>
        )}
      </div>
      {option && (
        <div className="catalog-plan__price">
          <p className="catalog-plan__amount">
            {t('catalog.plan.price', {
              price: price(option.amount, option.currencyCode),
              cycle: option.billingCycle,
            })}
          </p>
          <p className="muted">
            {option.setupAmount
              ? t('catalog.plan.setup', { amount: price(option.setupAmount, option.currencyCode) })
              : t('catalog.plan.noSetup')}
          </p>
          {saving && (
            <p className="catalog-plan__saving">
              {t('catalog.plan.saving', { amount: format.money(saving.amount, option.currencyCode) })}
            </p>
          )}
          {plan.billingCycles.length === 1 && (
            <p className="muted">{t('catalog.plan.onlyCycle', { cycle: option.billingCycle })}</p>
          )}
        </div>
      )}
      <PlanResources plan={plan} />
      {plan.controlPanel.supportsAdminPanel === true && <p className="muted">{t('catalog.plan.adminPanel')}</p>}
      <div className="catalog-plan__action">
        {orderable ? (
          signedIn ? (
            <ButtonLink to="/orders/new" search={{ plan: plan.slug, cycle: orderCycle }} variant="primary">
              {t('catalog.plan.order', { name: plan.name })}
            </ButtonLink>
          ) : (
            <ButtonLink to="/sign-in" search={{ redirect: orderHref, reason: 'order' }} variant="primary">
              {t('catalog.plan.signInToOrder', { name: plan.name })}
            </ButtonLink>
          )
        ) : (
          <GatedButton gate={{ allowed: false, reason: plan.reason ?? t('catalog.plan.reasonMissing') }}>
            {t('catalog.plan.order', { name: plan.name })}
          </GatedButton>
        )}
      </div>
    </li>
  );
}
