import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { BillingCycle } from '@/api/schemas/common';
import { useMessages } from '@/i18n';
import { BlockedScope } from '@/ui/blocked-banner';
import { GetHelpLink } from '@/ui/get-help-link';
import { useFormat } from '@/ui/format/use-format';
import { PageHeader } from '@/ui/page-header';
import { hostingQueries } from '@/features/hosting/api/hosting-queries';
import type { HostingTab } from '@/features/hosting/hosting-route-params';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import { HostingAddonDomains } from './hosting-addon-domains';
import { HostingBilling } from './hosting-billing';
import { HostingBlockedBanner, hostingBlockCodes, hostingBlockOf } from './hosting-blocked-banner';
import { ControlPanelButton } from './hosting-control-panel';
import { HostingMailboxes } from './hosting-mailboxes';
import { HostingOverview } from './hosting-overview';
import { HostingStatusBadge, PinnedMark } from './hosting-status';
import { HostingTabs } from './hosting-tab-nav';
import '@/features/hosting/hosting.css';

/** One account: header (name, status, control panel), its sections as tabs in the URL, the open section. */
export function HostingDetailPage({
  accountId,
  tab,
  cycle,
  q,
}: {
  accountId: string;
  tab: HostingTab;
  cycle?: BillingCycle | undefined;
  /** The open list's search text (mailboxes, addon domains). */
  q?: string | undefined;
}) {
  const t = useMessages(hostingMessages);
  const format = useFormat();
  const { data: account } = useSuspenseQuery(hostingQueries.detail(accountId));
  // One banner says why the account's changes are blocked; the controls it covers point at it.
  const bannerId = useId();
  const block = hostingBlockOf(account);

  return (
    <BlockedScope bannerId={block ? bannerId : null} codes={block ? hostingBlockCodes[block] : []}>
      <article className="page" aria-labelledby="hosting-heading">
        <PageHeader
          headingId="hosting-heading"
          title={account.name}
          documentTitle={`${account.name} · ${t('hosting.tab', { tab })}`}
          breadcrumb={[
            <Link key="hosting" to="/hosting">
              {t('hosting.detail.breadcrumb')}
            </Link>,
          ]}
          meta={
            <>
              <HostingStatusBadge status={account.serviceStatus} />
              {account.primaryDomain && account.primaryDomain !== account.name && <span>{account.primaryDomain}</span>}
              {account.pinned && <PinnedMark />}
              {account.cancellation?.effectiveAt && account.serviceStatus === 'active' && (
                <span className="hosting-ends">
                  {t('hosting.list.ends', { date: format.date(account.cancellation.effectiveAt) })}
                </span>
              )}
            </>
          }
          actions={
            <>
              <ControlPanelButton account={account} />
              <GetHelpLink service={{ type: 'hosting', id: account.id, name: account.name }} />
            </>
          }
        />
        {block && <HostingBlockedBanner id={bannerId} account={account} block={block} />}
        <HostingTabs accountId={accountId} tab={tab} />
        <div className="hosting-panel">
          {tab === 'overview' && <HostingOverview account={account} />}
          {tab === 'billing' && <HostingBilling account={account} cycle={cycle} />}
          {tab === 'mailboxes' && <HostingMailboxes account={account} q={q} />}
          {tab === 'domains' && <HostingAddonDomains account={account} q={q} />}
        </div>
      </article>
    </BlockedScope>
  );
}
