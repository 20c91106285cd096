import { useId, useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import type { Domain } from '@/api/schemas/domains';
import type { RegistryUnlockResult } from '@/api/schemas/domains-sections';
import { useMessages } from '@/i18n';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { useBlockedCover } from '@/ui/blocked-banner';
import { FactList } from '@/ui/fact-list';
import { GatedButton, GateReason } from '@/ui/gated-button';
import { ProblemAlert } from '@/ui/problem-alert';
import { StatusBadge } from '@/ui/status-badge';
import { useRequestUnlock } from '@/features/domains/api/domain-mutations';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';
import { onOff } from './domain-detail-overview';
import { DomainUnlockResult } from './domain-unlock-result';

/**
 * The registry lock (Internetstiftelsen's for .se and .nu): its state, the activation gate, and when the server
 * offers `unlockAction.href` the unlock request. Each answer of the registry gets a panel of its own that says
 * what happened and what to do next.
 */
export function DomainUnlockSection({ domain }: { domain: Domain }) {
  const t = useMessages(domainsDetailMessages);
  const id = useId();
  const lock = domain.registryLock;
  const unlock = useRequestUnlock(domain.id);
  // The last answer stays on screen while a confirmed retry is on its way (the mutation forgets it meanwhile).
  const [result, setResult] = useState<RegistryUnlockResult | null>(null);
  const [forced, setForced] = useState(false);
  const gate = domain.actions.canRequestRegistryUnlock;
  const activate = domain.actions.canActivateRegistryLock;
  const activateCovered = useBlockedCover(activate) !== null;
  const offered = lock?.unlockAction != null;
  const scopeGate = useScopeGate(domainRoutes.requestUnlock);
  const requestGate = withScopeGate(
    scopeGate,
    offered ? gate : gate.allowed ? { allowed: false, reason: t('domainsDetail.unlock.noAction'), code: null } : gate,
  );

  return (
    <section className="domain-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('domainsDetail.registryLock.heading')}</h2>
      <p className="domain-lead">{t('domainsDetail.registryLock.intro')}</p>
      <FactList
        facts={[
          {
            term: t('domainsDetail.registryLock.state'),
            value:
              lock === null ? (
                <span className="muted">{t('domainsDetail.registryLock.unknown')}</span>
              ) : (
                <StatusBadge tone={lock.enabled === true ? 'success' : 'neutral'}>
                  {t('domainsDetail.registryLock.stateValue', { state: onOff(lock.enabled) })}
                </StatusBadge>
              ),
          },
          {
            term: t('domainsDetail.registryLock.flow'),
            value: t('domainsDetail.registryLock.flowValue', {
              flow:
                lock?.requiresManualUnlockFlow === true
                  ? 'manual'
                  : lock?.requiresManualUnlockFlow === false
                    ? 'direct'
                    : 'unknown',
            }),
          },
        ]}
      />

      <div className="domain-unlock__actions">
        <h3 className="h3">{t('domainsDetail.unlock.heading')}</h3>
        <p>{t('domainsDetail.unlock.intro')}</p>
        <GatedButton
          gate={requestGate}
          variant="primary"
          guard={forced ? undefined : unlock}
          onClick={() => {
            setForced(false);
            setResult(null);
            unlock.send(false, setResult);
          }}
        >
          {unlock.isPending && !forced ? t('domainsDetail.unlock.sending') : t('domainsDetail.unlock.request')}
        </GatedButton>
      </div>

      {unlock.error && !forced ? <ProblemAlert error={unlock.error} /> : null}
      {result && (
        <DomainUnlockResult
          domain={domain}
          result={result}
          forced={forced}
          confirm={{
            guard: unlock,
            error: forced ? unlock.error : null,
            send: () => {
              setForced(true);
              unlock.send(true, setResult);
            },
          }}
        />
      )}

      <div className="domain-unlock__activate">
        <h3 className="h3">{t('domainsDetail.registryLock.activate.heading')}</h3>
        <p>
          {activate.allowed ? (
            t('domainsDetail.registryLock.activate.allowed')
          ) : activateCovered ? (
            t('domainsDetail.blocked.seeAbove')
          ) : (
            <GateReason gate={activate} />
          )}
        </p>
      </div>
    </section>
  );
}
