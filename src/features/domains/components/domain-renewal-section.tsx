import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import type { Domain } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { ButtonRow } from '@/ui/button';
import { FactList } from '@/ui/fact-list';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import type { DomainAction, DomainRenewalAction } from '@/features/domains/domain-route-params';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';
import { BillingText, ExpiryText } from './domain-billing-text';

// The dialogs, their reads and writes are a chunk of their own, fetched when one first opens.
const loadDialogs = () => import('./domain-renewal-dialogs');
const DomainRenewDialog = lazy(() => loadDialogs().then((module) => ({ default: module.DomainRenewDialog })));
const DomainRenewalPeriodDialog = lazy(() =>
  loadDialogs().then((module) => ({ default: module.DomainRenewalPeriodDialog })),
);

/**
 * The domain's renewal: when it expires, the period each renewal is for, and the two actions with their gates
 * (the key's scopes first, then the domain's `canRenew` / `canChangeBillingCycle`), each said before the click.
 * The open dialog is in the URL (`?open=renew`), so it can be shared; a blocked action's link opens nothing.
 */
export function DomainRenewalSection({ domain, action }: { domain: Domain; action: DomainAction | undefined }) {
  const t = useMessages(domainsDetailMessages);
  const navigate = useNavigate();
  const renewGate = useScopeGate(domainRoutes.renew, domain.actions.canRenew);
  const periodGate = useScopeGate(domainRoutes.changeBillingCycle, domain.actions.canChangeBillingCycle);
  const show = (next: DomainRenewalAction | undefined) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, open: next }), replace: next === undefined });
  const close = (open: boolean) => {
    if (!open) show(undefined);
  };
  // A dialog opened while its gate allowed it stays until closed: its own answer (a renewal ordered) blocks the gate
  // when the domain is read again, and must not take the answer off the screen.
  const [opened, setOpened] = useState<DomainRenewalAction | undefined>(undefined);
  const gateOf = (name: DomainRenewalAction) => (name === 'renew' ? renewGate : periodGate);
  const mine = action === 'renew' || action === 'renewal-period' ? action : undefined;
  const showing = mine !== undefined && (opened === mine || gateOf(mine).allowed) ? mine : undefined;
  if (showing !== opened) setOpened(showing);

  return (
    <section className="domain-section domain-renewal" aria-labelledby="domain-renew-heading">
      <h2 id="domain-renew-heading">{t('domainsDetail.renew.heading')}</h2>
      <p className="muted">{t('domainsDetail.renew.about')}</p>
      <FactList
        facts={[
          {
            term: t('domainsDetail.facts.expires'),
            value: <ExpiryText expiresAt={domain.expiresAt} />,
          },
          {
            term: t('domainsDetail.renew.period'),
            value: domain.billing ? (
              <BillingText billing={domain.billing} />
            ) : (
              <span className="muted">{t('value.missing')}</span>
            ),
          },
        ]}
      />
      <ButtonRow>
        <GatedButton gate={renewGate} variant="primary" onClick={() => show('renew')}>
          {t('domainsDetail.renew.open')}
        </GatedButton>
        <GatedButton gate={periodGate} onClick={() => show('renewal-period')}>
          {t('domainsDetail.period.open')}
        </GatedButton>
      </ButtonRow>
      <Suspense fallback={null}>
        {showing === 'renew' && <DomainRenewDialog domain={domain} onOpenChange={close} />}
        {showing === 'renewal-period' && <DomainRenewalPeriodDialog domain={domain} onOpenChange={close} />}
      </Suspense>
    </section>
  );
}
