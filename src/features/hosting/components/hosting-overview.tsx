import { Link } from '@tanstack/react-router';
import type { HostingAccount, HostingAccountActions } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { FactList } from '@/ui/fact-list';
import { useFormat } from '@/ui/format/use-format';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import { BillingText, HostingStatusBadge, TagList } from './hosting-status';

/** The five gates the panel has no screen for: shown as what is possible and why not, never as dead buttons. */
const informationalGates = [
  'canRenew',
  'canUpgrade',
  'canAddStorage',
  'canPause',
  'canCancel',
] as const satisfies readonly (keyof HostingAccountActions)[];

/** Resource limits the ledger names, in this order; any other member the server sends is listed after them. */
const knownResources = ['storageGb', 'bandwidthGb', 'emailAccounts', 'databases'] as const;

export function HostingOverview({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingMessages);
  const format = useFormat();
  const resources = account.resources;

  function resourceValue(name: string, value: unknown): string {
    if (value === null) return t('hosting.resources.unlimited');
    if (typeof value !== 'number') return t('value.missing');
    return name.endsWith('Gb') ? t('hosting.resources.gb', { size: format.number(value) }) : format.number(value);
  }

  return (
    <div className="hosting-overview">
      <section className="hosting-section" aria-labelledby="hosting-facts-heading">
        <h2 id="hosting-facts-heading">{t('hosting.facts.heading')}</h2>
        <FactList
          facts={[
            { term: t('hosting.facts.status'), value: <HostingStatusBadge status={account.serviceStatus} /> },
            { term: t('hosting.facts.primaryDomain'), value: account.primaryDomain ?? t('value.missing') },
            { term: t('hosting.facts.billing'), value: <BillingText billing={account.billing} /> },
            {
              term: t('hosting.facts.nextDue'),
              value: account.nextDueAt ? format.date(account.nextDueAt) : t('hosting.date.none'),
            },
            ...(account.expiresAt ? [{ term: t('hosting.facts.expires'), value: format.date(account.expiresAt) }] : []),
            {
              term: t('hosting.facts.created'),
              value: account.createdAt ? format.date(account.createdAt) : t('hosting.date.none'),
            },
            { term: t('hosting.facts.tags'), value: <TagList tags={account.tags} /> },
            { term: t('hosting.facts.id'), value: <code>{account.id}</code> },
          ]}
        />
      </section>

      <section className="hosting-section" aria-labelledby="hosting-domains-heading">
        <h2 id="hosting-domains-heading">{t('hosting.domains.heading')}</h2>
        <ul className="hosting-domain-list">
          {account.domains.map((domain) => (
            <li key={domain}>
              {domain}
              {domain === account.primaryDomain && <span className="muted"> · {t('hosting.domains.primary')}</span>}
            </li>
          ))}
        </ul>
        <Link to="/hosting/$accountId" params={{ accountId: account.id }} search={{ tab: 'domains' }}>
          {t('hosting.domains.manage')}
        </Link>
      </section>

      <section className="hosting-section" aria-labelledby="hosting-resources-heading">
        <h2 id="hosting-resources-heading">{t('hosting.resources.heading')}</h2>
        {resources === null ? (
          <p className="muted">{t('hosting.resources.none')}</p>
        ) : (
          <FactList
            facts={[
              ...knownResources
                .filter((name) => name in resources)
                .map((name) => ({
                  term: t('hosting.resources.name', { name }),
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
        <h2 id="hosting-panel-heading">{t('hosting.panel.heading')}</h2>
        <FactList
          facts={[
            { term: t('hosting.panel.type'), value: t('hosting.panel.typeName', { type: account.controlPanel.type }) },
            {
              term: t('hosting.panel.admin'),
              value:
                account.controlPanel.supportsAdminPanel === true
                  ? t('hosting.panel.adminYes')
                  : t('hosting.panel.adminNo'),
            },
          ]}
        />
      </section>

      <section className="hosting-section" aria-labelledby="hosting-gates-heading">
        <h2 id="hosting-gates-heading">{t('hosting.gates.heading')}</h2>
        <p className="muted">{t('hosting.gates.intro')}</p>
        <ul className="hosting-gates">
          {informationalGates.map((name) => {
            const gate = account.actions[name];
            return (
              <li key={name}>
                <span className="hosting-gates__name">{t('hosting.gates.name', { name })}</span>
                <span className={gate.allowed ? 'hosting-gates__state' : 'hosting-gates__state muted'}>
                  {gate.allowed ? t('hosting.gates.allowed') : t('hosting.gates.blocked')}
                  {!gate.allowed && (gate.code === 'gate_missing' || gate.reason === null)
                    ? `: ${t(gate.code === 'gate_missing' ? 'hosting.gates.missing' : 'hosting.gates.noReason')}`
                    : !gate.allowed
                      ? `: ${gate.reason ?? ''}`
                      : ''}
                </span>
              </li>
            );
          })}
        </ul>
        <p>
          {t('hosting.gates.support')} <Link to="/support/tickets">{t('hosting.support.link')}</Link>
        </p>
      </section>
    </div>
  );
}
