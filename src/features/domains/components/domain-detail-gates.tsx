import type { Domain, DomainActions } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { ButtonLink } from '@/ui/button';
import { useBlockedCover } from '@/ui/blocked-banner';
import { GatedButton, GateReason } from '@/ui/gated-button';
import { GetHelpLink } from '@/ui/get-help-link';
import { StatusBadge } from '@/ui/status-badge';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

/**
 * Gates the panel has no screen of its own for: said as possible or not, with the server's reason. (Renewing and the
 * renewal period have their buttons in the renewal section.)
 */
const informational = ['canDelete', 'canActivateRegistryLock'] as const satisfies readonly (keyof DomainActions)[];

/**
 * Every gate of the domain: the registry unlock as a button that opens its section, the others as what is possible
 * and why not (with the code for support). Nothing blocked is hidden.
 */
export function DomainDetailGates({ domain }: { domain: Domain }) {
  const t = useMessages(domainsDetailMessages);
  const unlockGate = domain.actions.canRequestRegistryUnlock;
  return (
    <section className="domain-section" aria-labelledby="domain-gates-heading">
      <h2 id="domain-gates-heading">{t('domainsDetail.gates.heading')}</h2>
      <ul className="domain-gates">
        <li>
          <span className="domain-gates__name">
            {t('domainsDetail.gates.name', { name: 'canRequestRegistryUnlock' })}
          </span>
          {unlockGate.allowed && domain.registryLock?.unlockAction ? (
            <ButtonLink
              size="small"
              to="/domains/$domainId"
              params={{ domainId: domain.id }}
              search={{ tab: 'registry-lock' }}
            >
              {t('domainsDetail.gates.openUnlock')}
            </ButtonLink>
          ) : (
            <GatedButton
              gate={unlockGate.allowed ? { allowed: false, reason: t('domainsDetail.unlock.noAction') } : unlockGate}
              size="small"
            >
              {t('domainsDetail.gates.openUnlock')}
            </GatedButton>
          )}
        </li>
        {informational.map((name) => (
          <InformationalGate key={name} name={name} gate={domain.actions[name]} />
        ))}
        <li>
          <span className="domain-gates__name">{t('domainsDetail.gates.name', { name: 'canDisableAutoRenew' })}</span>
          <span className="domain-gates__state">
            <StatusBadge tone={domain.actions.canDisableAutoRenew.allowed ? 'success' : 'neutral'}>
              {t('domainsDetail.gates.state', { allowed: domain.actions.canDisableAutoRenew.allowed ? 'yes' : 'no' })}
            </StatusBadge>{' '}
            {domain.actions.canDisableAutoRenew.allowed ? (
              t('domainsDetail.gates.useSwitch')
            ) : (
              <GateReason gate={domain.actions.canDisableAutoRenew} />
            )}
          </span>
        </li>
      </ul>
      <p className="muted">
        {t('domainsDetail.gates.support')}{' '}
        <GetHelpLink inline service={{ type: 'domain', id: domain.id, name: domain.name }}>
          {t('domainsDetail.gates.supportLink')}
        </GetHelpLink>
      </p>
    </section>
  );
}

/** A gate the panel has no screen for; when the page's banner says why it is blocked, a pointer to it instead. */
function InformationalGate({
  name,
  gate,
}: {
  name: (typeof informational)[number];
  gate: { allowed: boolean; reason: string | null; code?: string | null };
}) {
  const t = useMessages(domainsDetailMessages);
  const coveredBy = useBlockedCover(gate);
  return (
    <li>
      <span className="domain-gates__name">{t('domainsDetail.gates.name', { name })}</span>
      <span className="domain-gates__state">
        <StatusBadge tone={gate.allowed ? 'success' : 'neutral'}>
          {t('domainsDetail.gates.state', { allowed: gate.allowed ? 'yes' : 'no' })}
        </StatusBadge>{' '}
        {gate.allowed ? (
          t('domainsDetail.gates.viaSupport')
        ) : coveredBy ? (
          t('domainsDetail.blocked.seeAbove')
        ) : (
          <GateReason gate={gate} />
        )}
      </span>
    </li>
  );
}
