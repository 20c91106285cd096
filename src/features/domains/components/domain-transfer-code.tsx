import { Link } from '@tanstack/react-router';
import { domainGates, domainRoutes } from '@/api/endpoints/domains';
import type { Domain } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { CopyButton } from '@/ui/copy-button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useTransferCode } from '@/features/domains/api/domain-manage-mutations';
import { usePatchDomain } from '@/features/domains/api/domain-mutations';
import { domainsManageMessages } from '@/features/domains/messages/catalog';
import '@/features/domains/domains-manage.css';

/**
 * "Get transfer code": the explicit EPP action (`transferCode` in the endpoint table). Allowed only with the
 * registrar lock off: a blocked gate offers the step that lifts it (turning the registrar lock off here, or the
 * registry unlock flow of a .se/.nu domain). The code is shown once, with a copy button, and never kept: leaving the
 * screen forgets it (a new one can be fetched, which ends the old one).
 */
export function DomainTransferCode({ domain }: { domain: Domain }) {
  const t = useMessages(domainsManageMessages);
  const transfer = useTransferCode(domain.id);
  const patch = usePatchDomain(domain.id);
  const serverGate = domain.actions.canGetTransferCode;
  const gate = useScopeGate(domainRoutes.transferCode, serverGate);
  const lockScope = useScopeGate(domainGates.registrarLock);
  const code = transfer.data;

  return (
    <section className="domain-section" aria-labelledby="domain-transfer-out-heading">
      <h2 id="domain-transfer-out-heading">{t('domainsManage.transfer.heading')}</h2>
      <p>{t('domainsManage.transfer.intro', { name: domain.name })}</p>
      {serverGate.code === 'registrar_lock_enabled' && (
        <div className="domain-next">
          <p>{t('domainsManage.transfer.registrarLock')}</p>
          <GatedButton
            gate={lockScope}
            guard={patch}
            onClick={() => {
              transfer.reset();
              patch.send({ setting: 'registrarLock', value: false });
            }}
          >
            {t('domainsManage.transfer.turnLockOff')}
          </GatedButton>
          {patch.error !== null && patch.error !== undefined && <ProblemAlert error={patch.error} />}
        </div>
      )}
      {serverGate.code === 'registry_lock_enabled' && (
        <p className="domain-next">
          {t('domainsManage.transfer.registryLock')}{' '}
          <Link to="/domains/$domainId" params={{ domainId: domain.id }} search={{ tab: 'registry-lock' }}>
            {t('domainsManage.transfer.registryLockLink')}
          </Link>
        </p>
      )}
      <GatedButton gate={gate} guard={transfer} variant="primary" onClick={() => transfer.mutate()}>
        {t('domainsManage.transfer.get')}
      </GatedButton>
      {transfer.error !== null && transfer.error !== undefined && <ProblemAlert error={transfer.error} />}
      {code && (
        <Notice tone="success" role="status" title={t('domainsManage.transfer.code.title', { name: domain.name })}>
          <p className="domain-transfer__code">
            <code>{code.eppCode}</code>{' '}
            <CopyButton value={code.eppCode} label={t('domainsManage.transfer.code.copy')} />
          </p>
          <p>{t('domainsManage.transfer.code.once')}</p>
        </Notice>
      )}
    </section>
  );
}
