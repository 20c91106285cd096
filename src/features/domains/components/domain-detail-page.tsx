import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useMessages } from '@/i18n';
import { BlockedScope } from '@/ui/blocked-banner';
import { GetHelpLink } from '@/ui/get-help-link';
import { PageHeader } from '@/ui/page-header';
import { StatusBadge } from '@/ui/status-badge';
import { domainQueries } from '@/features/domains/api/domain-queries';
import { domainStatusTones } from '@/features/domains/domain-labels';
import type { DomainAction, DomainTab } from '@/features/domains/domain-route-params';
import { domainsDetailMessages, domainsMessages } from '@/features/domains/messages/catalog';
import { DomainBlockedBanner, domainBlockCodes, domainIsBlocked } from './domain-blocked-banner';
import { DomainContactsSection } from './domain-contacts';
import { DomainDetailOverview } from './domain-detail-overview';
import { DomainDetailTabs } from './domain-detail-tabs';
import { DomainUnlockSection } from './domain-unlock';
import '@/features/domains/domains-detail.css';

/** One domain: header (name, status, whether the customer must act), its sections as tabs in the URL. */
export function DomainDetailPage({
  domainId,
  tab,
  action,
  identityVerification,
}: {
  domainId: string;
  tab: DomainTab;
  /** The overview's dialog to open (from the URL). */
  action?: DomainAction | undefined;
  /** Back from the e-ID page: the registrant change's verification to report on (contacts). */
  identityVerification?: string | undefined;
}) {
  const t = useMessages(domainsDetailMessages);
  const ts = useMessages(domainsMessages);
  const { data: domain } = useSuspenseQuery(domainQueries.detail(domainId));
  // One banner says why the domain's changes are blocked; the controls it covers point at it.
  const bannerId = useId();
  const blocked = domainIsBlocked(domain);

  return (
    <article className="page" aria-labelledby="domain-heading">
      <PageHeader
        headingId="domain-heading"
        title={domain.name}
        documentTitle={`${domain.name} · ${t('domainsDetail.tab', { tab })}`}
        breadcrumb={[
          <Link key="domains" to="/domains">
            {t('domainsDetail.breadcrumb')}
          </Link>,
        ]}
        meta={
          <>
            <StatusBadge tone={domainStatusTones[domain.serviceStatus]}>
              {ts('domains.status', { status: domain.serviceStatus })}
            </StatusBadge>
            {domain.actionRequired !== false && (
              <StatusBadge tone="warning">
                {t('domainsDetail.actionRequired', { known: domain.actionRequired === true ? 'yes' : 'unknown' })}
              </StatusBadge>
            )}
            {domain.lifecycle.transferInProgress && (
              <StatusBadge tone="progress">{t('domainsDetail.transferInProgress')}</StatusBadge>
            )}
          </>
        }
        actions={<GetHelpLink service={{ type: 'domain', id: domain.id, name: domain.name }} />}
      />
      {blocked && <DomainBlockedBanner id={bannerId} domain={domain} />}
      <DomainDetailTabs domainId={domainId} tab={tab} />
      <BlockedScope bannerId={blocked ? bannerId : null} codes={domainBlockCodes}>
        <div className="domain-panel">
          {tab === 'overview' && <DomainDetailOverview domain={domain} action={action} />}
          {tab === 'registry-lock' && <DomainUnlockSection domain={domain} />}
          {tab === 'contacts' && <DomainContactsSection domain={domain} identityVerification={identityVerification} />}
        </div>
      </BlockedScope>
    </article>
  );
}
