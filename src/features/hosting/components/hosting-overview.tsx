import { Link } from '@tanstack/react-router';
import type { HostingAccount } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ButtonLink, ButtonRow } from '@/ui/button';
import { FactList } from '@/ui/fact-list';
import { GatedButton } from '@/ui/gated-button';
import { GetHelpLink } from '@/ui/get-help-link';
import { useFormat } from '@/ui/format/use-format';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { BillingText, HostingStatusBadge, TagList } from './hosting-status';

/** Resource limits the ledger names, in this order; any other member the server sends is listed after them. */
const knownResources = ['storageGb', 'bandwidthGb', 'emailAccounts', 'databases'] as const;

export function HostingOverview({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const resources = account.resources;

  function resourceValue(name: string, value: unknown): string {
    if (value === null) return t('hostingDetail.resources.unlimited');
    if (typeof value !== 'number') return t('value.missing');
    return name.endsWith('Gb') ? t('hostingDetail.resources.gb', { size: format.number(value) }) : format.number(value);
  }

  return (
    <div className="hosting-overview">
      <section className="hosting-section" aria-labelledby="hosting-facts-heading">
        <h2 id="hosting-facts-heading">{t('hostingDetail.facts.heading')}</h2>
        <FactList
          facts={[
            { term: t('hostingDetail.facts.status'), value: <HostingStatusBadge status={account.serviceStatus} /> },
            { term: t('hostingDetail.facts.primaryDomain'), value: account.primaryDomain ?? t('value.missing') },
            {
              term: t('hostingDetail.facts.billing'),
              value: <BillingText billing={account.billing} status={account.serviceStatus} />,
            },
            {
              term: t('hostingDetail.facts.nextDue'),
              value: account.nextDueAt ? format.date(account.nextDueAt) : t('hostingDetail.date.none'),
            },
            ...(account.expiresAt
              ? [{ term: t('hostingDetail.facts.expires'), value: format.date(account.expiresAt) }]
              : []),
            {
              term: t('hostingDetail.facts.created'),
              value: account.createdAt ? format.date(account.createdAt) : t('hostingDetail.date.none'),
            },
            { term: t('hostingDetail.facts.tags'), value: <TagList tags={account.tags} /> },
            { term: t('hostingDetail.facts.id'), value: <code>{account.id}</code> },
          ]}
        />
      </section>

      <section className="hosting-section" aria-labelledby="hosting-domains-heading">
        <h2 id="hosting-domains-heading">{t('hostingDetail.domains.heading')}</h2>
        <ul className="hosting-domain-list">
          {account.domains.map((domain) => (
            <li key={domain}>
              {domain}
              {domain === account.primaryDomain && (
                <span className="muted"> · {t('hostingDetail.domains.primary')}</span>
              )}
            </li>
          ))}
        </ul>
        <Link to="/hosting/$accountId" params={{ accountId: account.id }} search={{ tab: 'domains' }}>
          {t('hostingDetail.domains.manage')}
        </Link>
      </section>

      <section className="hosting-section" aria-labelledby="hosting-resources-heading">
        <h2 id="hosting-resources-heading">{t('hostingDetail.resources.heading')}</h2>
        {resources === null ? (
          <p className="muted">{t('hostingDetail.resources.none')}</p>
        ) : (
          <FactList
            facts={[
              ...knownResources
                .filter((name) => name in resources)
                .map((name) => ({
                  term: t('hostingDetail.resources.name', { name }),
                  value: resourceValue(name, resources[name]),
                })),
              ...Object.entries(resources)
                .filter(([name]) => !(knownResources as readonly string[]).includes(name))
                .map(([name, value]) => ({ term: name, value: resourceValue(name, value) })),
            ]}
          />
        )}
      </section>

      <section className="hosting-section" aria-labelledby="hosting-panel-heading">
        <h2 id="hosting-panel-heading">{t('hostingDetail.panel.heading')}</h2>
        <FactList
          facts={[
            {
              term: t('hostingDetail.panel.type'),
              value: t('hostingDetail.panel.typeName', { type: account.controlPanel.type }),
            },
            {
              term: t('hostingDetail.panel.admin'),
              value:
                account.controlPanel.supportsAdminPanel === true
                  ? t('hostingDetail.panel.adminYes')
                  : t('hostingDetail.panel.adminNo'),
            },
          ]}
        />
      </section>

      <HostingManage account={account} />
    </div>
  );
}

/**
 * What can be done with the account, as the actions themselves: the sections that do them (the billing cycle behind
 * its gate, mailboxes, addon domains). The gates with no endpoint (renew, upgrade, add storage, pause, cancel) are
 * support's: one line with the way there, not a list of "possible" words.
 */
function HostingManage({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingDetailMessages);
  const billingGate = account.actions.canChangeBillingCycle;
  const section = (tab: 'billing' | 'mailboxes' | 'domains') => ({
    to: '/hosting/$accountId' as const,
    params: { accountId: account.id },
    search: { tab },
  });
  return (
    <section className="hosting-section hosting-manage" aria-labelledby="hosting-manage-heading">
      <h2 id="hosting-manage-heading">{t('hostingDetail.manage.heading')}</h2>
      <ButtonRow>
        {billingGate.allowed ? (
          <ButtonLink {...section('billing')}>{t('hostingDetail.manage.billing')}</ButtonLink>
        ) : (
          <GatedButton gate={billingGate}>{t('hostingDetail.manage.billing')}</GatedButton>
        )}
        <ButtonLink {...section('mailboxes')}>{t('hostingDetail.manage.mailboxes')}</ButtonLink>
        <ButtonLink {...section('domains')}>{t('hostingDetail.manage.domains')}</ButtonLink>
      </ButtonRow>
      <p>
        {t('hostingDetail.manage.support')}{' '}
        <GetHelpLink
          inline
          service={{ type: 'hosting', id: account.id, name: account.name }}
          about={t('hostingDetail.help.manage', { name: account.name })}
        >
          {t('hostingDetail.support.link')}
        </GetHelpLink>
      </p>
    </section>
  );
}
