import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { DomainTransferProgress } from '@/features/domains/registration/components/domain-transfer-progress';
import type { Domain, DomainBilling } from '@/api/schemas/domains';
import { usePrice } from '@/ui/format/price';
import { useMessages } from '@/i18n';
import { DetailLayout } from '@/ui/detail-layout';
import { Notice } from '@/ui/notice';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { hasRecurringCharge } from '@/ui/format/recurring-charge';
import { StatusBadge } from '@/ui/status-badge';
import { domainStatusTones } from '@/features/domains/domain-labels';
import { domainsDetailMessages, domainsMessages } from '@/features/domains/messages/catalog';
import { DomainDetailGates } from './domain-detail-gates';
import { DomainDetailOrders } from './domain-detail-orders';
import { DomainDetailSettings } from './domain-detail-settings';
import { BillingText, ExpiryText } from './domain-billing-text';
import { DomainRenewalSection } from './domain-renewal-section';
import { DomainNameserversSection } from './domain-nameservers-section';
import { DomainTransferCode } from './domain-transfer-code';
import { DomainWhoisSection } from './domain-whois-section';
import type { DomainAction } from '@/features/domains/domain-route-params';

/** The overview: what can be switched and what is pending beside the domain's facts (which follow on a phone). */
export function DomainDetailOverview({ domain, action }: { domain: Domain; action?: DomainAction | undefined }) {
  const t = useMessages(domainsDetailMessages);
  const ts = useMessages(domainsMessages);
  const missing = <span className="muted">{t('value.missing')}</span>;
  return (
    <DetailLayout
      sideLabel={t('domainsDetail.facts.label')}
      main={
        <>
          {domain.contactDetailsVerification !== null && (
            <Notice className="domain-notice">
              {t('domainsDetail.contactVerification.notice')}{' '}
              <Link to="/domains/$domainId" params={{ domainId: domain.id }} search={{ tab: 'contacts' }}>
                {t('domainsDetail.contactVerification.link')}
              </Link>
            </Notice>
          )}
          {domain.lifecycle.transferInProgress && (
            // Issue 37: a transfer in's steps (its words load with it).
            <Suspense fallback={null}>
              <DomainTransferProgress domainId={domain.id} />
            </Suspense>
          )}
          <DomainDetailSettings domain={domain} />
          <DomainRenewalSection domain={domain} action={action} />
          <DomainDetailOrders domain={domain} />
          <DomainHosting domain={domain} />
          <DomainNameserversSection domain={domain} openForm={action === 'nameservers'} />
          <DomainWhoisSection domain={domain} />
          <DomainTransferCode domain={domain} />
          <DomainDetailGates domain={domain} />
        </>
      }
      side={
        <>
          <h2 className="h3">{t('domainsDetail.facts.label')}</h2>
          <FactList
            facts={[
              {
                term: t('domainsDetail.facts.status'),
                value: (
                  <StatusBadge tone={domainStatusTones[domain.serviceStatus]}>
                    {ts('domains.status', { status: domain.serviceStatus })}
                  </StatusBadge>
                ),
              },
              {
                term: t('domainsDetail.facts.lifecycle'),
                value: t('domainsDetail.lifecycle', { type: domain.lifecycle.type }),
              },
              { term: t('domainsDetail.facts.created'), value: <DateTime value={domain.createdAt} mode="date" /> },
              {
                term: t('domainsDetail.facts.expires'),
                value: <ExpiryText expiresAt={domain.expiresAt} />,
              },
              {
                term: t('domainsDetail.facts.nextDue'),
                value: domain.nextDueAt ? (
                  <DateTime value={domain.nextDueAt} mode="date" />
                ) : (
                  <span className="muted">{t('domainsDetail.facts.noDueDate')}</span>
                ),
              },
              {
                term: t('domainsDetail.facts.billing'),
                value: !hasRecurringCharge(domain.serviceStatus) ? (
                  t('domainsDetail.billing.ended')
                ) : domain.billing ? (
                  <BillingText billing={domain.billing} />
                ) : (
                  missing
                ),
              },
              ...(domain.billing?.initialAmount !== undefined
                ? [{ term: t('domainsDetail.facts.initialAmount'), value: <InitialAmount billing={domain.billing} /> }]
                : []),
              {
                term: t('domainsDetail.facts.order'),
                // The order the domain was bought with, for support (older orders may no longer be listed).
                value: domain.orderId ? <code>{domain.orderId}</code> : missing,
              },
              ...(domain.tags.length > 0
                ? [
                    {
                      term: t('domainsDetail.facts.tags'),
                      value: (
                        <ul className="domain-tags">
                          {domain.tags.map((tag) => (
                            <li key={tag}>
                              <StatusBadge tone="neutral">{tag}</StatusBadge>
                            </li>
                          ))}
                        </ul>
                      ),
                    },
                  ]
                : []),
              ...(domain.pinned ? [{ term: t('domainsDetail.facts.pinned'), value: t('common.yes') }] : []),
              ...(domain.notes ? [{ term: t('domainsDetail.facts.notes'), value: domain.notes }] : []),
              { term: t('domainsDetail.facts.id'), value: <code>{domain.id}</code> },
            ]}
          />
        </>
      }
    />
  );
}

function InitialAmount({ billing }: { billing: DomainBilling }) {
  const price = usePrice();
  return <>{price(billing.initialAmount, billing.currencyCode)}</>;
}

function DomainHosting({ domain }: { domain: Domain }) {
  const t = useMessages(domainsDetailMessages);
  const connection = domain.hostingConnection;
  const accountId = connection?.hostingAccountId ?? null;
  const accountName = connection?.hostingAccountName ?? connection?.hostingAccountDomain ?? accountId;
  const sslStatus = typeof connection?.ssl?.status === 'string' ? connection.ssl.status : null;
  return (
    <section className="domain-section" aria-labelledby="domain-hosting-heading">
      <h2 id="domain-hosting-heading">{t('domainsDetail.hosting.heading')}</h2>
      {connection === null ? (
        <p className="muted">{t('domainsDetail.hosting.unknown')}</p>
      ) : (
        <>
          <p>{t('domainsDetail.hosting.type', { type: connection.type })}</p>
          {accountName && (
            <p>
              {t('domainsDetail.hosting.account')}{' '}
              {accountId?.startsWith('acct_') ? (
                <Link to="/hosting/$accountId" params={{ accountId }}>
                  {accountName}
                </Link>
              ) : (
                accountName
              )}
              {connection.hostingAccountDomain && connection.hostingAccountDomain !== accountName && (
                <span className="muted"> ({connection.hostingAccountDomain})</span>
              )}
            </p>
          )}
          {sslStatus && <p>{t('domainsDetail.hosting.ssl', { status: sslStatus })}</p>}
        </>
      )}
    </section>
  );
}

export function onOff(value: boolean | null): 'on' | 'off' | 'unknown' {
  return value === true ? 'on' : value === false ? 'off' : 'unknown';
}
