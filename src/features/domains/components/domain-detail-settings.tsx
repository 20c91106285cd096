import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { domainGates, domainRoutes } from '@/api/endpoints/domains';
import type { Domain } from '@/api/schemas/domains';
import { isApiError } from '@/api/client';
import { useMessages } from '@/i18n';
import { useGateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { ProblemAlert } from '@/ui/problem-alert';
import {
  useDisableAutoRenewWithOrder,
  usePatchDomain,
  type DomainSetting,
} from '@/features/domains/api/domain-mutations';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';
import { useBlockedCover } from '@/ui/blocked-banner';
import { Button } from '@/ui/button';
import { domainIsBlocked } from './domain-blocked-banner';
import { DomainAutoRenewOffDialog } from './domain-detail-autorenew-off';
import { DomainInvoiceLink } from './domain-invoice-link';

/**
 * Auto-renew and the registrar lock as switches. A switch shows what the server last said (the PATCH answer
 * replaces the domain), never what was clicked; while a change is on its way the switch is busy and a second click
 * sends nothing. A refusal (409) is shown under its switch with the server's words and what to do next.
 *
 * Turning auto-renew off while a renewal order waits for payment (the gate's `requiresConfirmation:
 * cancel_pending_order`, or a `pendingRenewalOrder`) asks first whether to keep or cancel the order and sends that
 * choice in one request: never a PATCH the server is known to refuse. A server that did not announce the order
 * still answers 409 `pending_renewal_order`; the same choice is then offered under the switch.
 */
export function DomainDetailSettings({ domain }: { domain: Domain }) {
  const t = useMessages(domainsDetailMessages);
  const patch = usePatchDomain(domain.id);
  // Auto-renew off with a pending renewal order: the choice (keep or cancel it) in a dialog, then one request.
  const [choosing, setChoosing] = useState(false);
  const [resolvingJob, setResolvingJob] = useState<string | null>(null);
  const withOrder = useDisableAutoRenewWithOrder(domain, (jobId) => {
    setResolvingJob(jobId);
    setChoosing(false);
  });
  const resolving = resolvingJob !== null && withOrder.operation?.jobId === resolvingJob ? withOrder.operation : null;
  const pendingSetting = patch.isPending ? patch.variables?.setting : undefined;
  const failedSetting = patch.error ? patch.variables?.setting : undefined;
  const autoRenew = domain.lifecycle.autoRenewEnabled;
  const registrarLock = domain.lifecycle.registrarLockEnabled;
  const disableGate = domain.actions.canDisableAutoRenew;
  const gateReason = useGateReason();
  const lock = domain.registryLock;
  // What the key's scopes do not allow is said first: no change on the server lifts it.
  const autoRenewScope = useScopeGate(domainRoutes.update);
  const lockScope = useScopeGate(domainGates.registrarLock);

  // The server said so before the request: the gate asks for the choice, or a renewal order is pending.
  const asksAboutOrder =
    autoRenew === true &&
    disableGate.allowed &&
    (disableGate.requiresConfirmation === 'cancel_pending_order' || domain.pendingRenewalOrder !== null);

  // Turning auto-renew off follows its gate. Turning it on has none, but the contract says it needs an active
  // domain: a domain known not to be active is not sent (its banner says why); an unknown state is left to the
  // server (409 auto_renew_unavailable).
  const cannotEnable = autoRenew === false && domainIsBlocked(domain);
  const enableCoveredBy = useBlockedCover({ allowed: !cannotEnable, code: 'domain_not_active' });
  const autoRenewBlocked = !autoRenewScope.allowed
    ? autoRenewScope.reason
    : autoRenew === null
      ? t('domainsDetail.settings.unknownState')
      : autoRenew && !disableGate.allowed
        ? gateReason(disableGate)
        : cannotEnable
          ? t('domainsDetail.settings.autoRenew.notActive')
          : null;
  // Turning the lock off is sent only when the server said whether a registry unlock flow applies (guard flag).
  const lockBlocked = !lockScope.allowed
    ? lockScope.reason
    : registrarLock === null
      ? t('domainsDetail.settings.unknownState')
      : registrarLock && (lock === null || lock.requiresManualUnlockFlow === null)
        ? t('domainsDetail.settings.lockFlowUnknown')
        : null;

  function send(setting: DomainSetting, value: boolean) {
    patch.send({ setting, value });
  }

  return (
    <section className="domain-section" aria-labelledby="domain-settings-heading">
      <h2 id="domain-settings-heading">{t('domainsDetail.settings.heading')}</h2>
      <ul className="domain-switches">
        <DomainSwitch
          label={t('domainsDetail.settings.autoRenew')}
          description={t('domainsDetail.settings.autoRenew.about')}
          hint={asksAboutOrder ? t('domainsDetail.settings.autoRenew.pendingOrderHint') : null}
          checked={autoRenew}
          busy={pendingSetting === 'autoRenew' || withOrder.isBusy}
          blockedReason={autoRenewBlocked}
          reasonShownBy={cannotEnable ? enableCoveredBy : null}
          onToggle={() => {
            if (autoRenew === null) return;
            withOrder.reset();
            setResolvingJob(null);
            if (asksAboutOrder) setChoosing(true);
            else send('autoRenew', !autoRenew);
          }}
          error={
            resolving ? (
              <div className="domain-switch__problem">
                <OperationProgress operation={resolving} />
              </div>
            ) : failedSetting === 'autoRenew' ? (
              <SettingProblem domain={domain} error={patch.error} onChooseOrder={() => setChoosing(true)} />
            ) : null
          }
        />
        <DomainSwitch
          label={t('domainsDetail.settings.registrarLock')}
          description={t('domainsDetail.settings.registrarLock.about')}
          hint={
            registrarLock && lock?.enabled === true && lock.requiresManualUnlockFlow === true
              ? t('domainsDetail.settings.registrarLock.registryHint')
              : null
          }
          checked={registrarLock}
          busy={pendingSetting === 'registrarLock'}
          blockedReason={lockBlocked}
          onToggle={() => registrarLock !== null && send('registrarLock', !registrarLock)}
          error={failedSetting === 'registrarLock' ? <SettingProblem domain={domain} error={patch.error} /> : null}
        />
      </ul>
      <DomainAutoRenewOffDialog domain={domain} mutation={withOrder} open={choosing} onOpenChange={setChoosing} />
    </section>
  );
}

function DomainSwitch({
  label,
  description,
  hint,
  checked,
  busy,
  blockedReason,
  reasonShownBy = null,
  onToggle,
  error,
}: {
  label: string;
  description: string;
  hint: string | null;
  checked: boolean | null;
  busy: boolean;
  blockedReason: string | null;
  /** The id of the page's banner that already says why (the reason is then not repeated here). */
  reasonShownBy?: string | null;
  onToggle: () => void;
  error: ReactNode;
}) {
  const t = useMessages(domainsDetailMessages);
  const id = useId();
  const blocked = blockedReason !== null;
  const state = checked === true ? 'on' : checked === false ? 'off' : 'unknown';
  return (
    <li className="domain-switch">
      <div className="domain-switch__row">
        <div className="domain-switch__text">
          <span id={`${id}-label`} className="domain-switch__label">
            {label}
          </span>
          <span id={`${id}-about`} className="domain-switch__about">
            {description}
          </span>
          {hint && (
            <span id={`${id}-hint`} className="domain-switch__hint">
              {hint}
            </span>
          )}
        </div>
        <div className="domain-switch__control">
          <button
            type="button"
            role="switch"
            className="domain-switch__toggle"
            aria-checked={checked === true}
            aria-labelledby={`${id}-label`}
            aria-describedby={[
              `${id}-about`,
              hint ? `${id}-hint` : null,
              blocked ? (reasonShownBy ?? `${id}-reason`) : null,
            ]
              .filter(Boolean)
              .join(' ')}
            aria-disabled={blocked || busy || undefined}
            aria-busy={busy || undefined}
            data-state={state}
            onClick={() => {
              if (blocked || busy) return;
              onToggle();
            }}
          >
            <span className="domain-switch__thumb" aria-hidden="true" />
          </button>
          <span className="domain-switch__state" aria-live="polite">
            {busy ? t('domainsDetail.settings.saving') : t('domainsDetail.onOff', { state })}
          </span>
        </div>
      </div>
      {blocked && reasonShownBy === null && (
        <p id={`${id}-reason`} className="gated__reason">
          {blockedReason}
        </p>
      )}
      {error}
    </li>
  );
}

/** The refusal as sent (title, detail, request id, a missing scope), and for the known 409s what to do next. */
function SettingProblem({
  domain,
  error,
  onChooseOrder,
}: {
  domain: Domain;
  error: unknown;
  onChooseOrder?: () => void;
}) {
  const t = useMessages(domainsDetailMessages);
  const code = isApiError(error) ? error.code : null;
  const renewalOrderId = domain.pendingRenewalOrder?.id ?? null;
  const domainOrderId = domain.pendingDomainOrder?.id ?? null;
  return (
    <div className="domain-switch__problem">
      <ProblemAlert error={error} />
      {code === 'registry_unlock_required' && (
        <p className="domain-next">
          {t('domainsDetail.settings.next.registryUnlock')}{' '}
          <Link to="/domains/$domainId" params={{ domainId: domain.id }} search={{ tab: 'registry-lock' }}>
            {t('domainsDetail.settings.next.registryUnlockLink')}
          </Link>
        </p>
      )}
      {code === 'auto_renew_unavailable' && (
        <p className="domain-next">
          {t('domainsDetail.settings.next.autoRenewUnavailable')}{' '}
          {domainOrderId?.startsWith('ord_') && (
            <Link to="/orders/$orderId" params={{ orderId: domainOrderId }}>
              {t('domainsDetail.settings.next.domainOrderLink')}
            </Link>
          )}
          {domain.pendingDomainOrder?.invoiceId?.startsWith('inv_') && (
            <>
              {' '}
              <DomainInvoiceLink
                invoiceId={domain.pendingDomainOrder.invoiceId}
                invoiceNumber={domain.pendingDomainOrder.invoiceNumber}
              />
            </>
          )}
        </p>
      )}
      {code === 'pending_renewal_order' && (
        <>
          <p className="domain-next">
            {t('domainsDetail.settings.next.pendingRenewal')}{' '}
            {renewalOrderId?.startsWith('ord_') && (
              <Link to="/orders/$orderId" params={{ orderId: renewalOrderId }}>
                {t('domainsDetail.settings.next.renewalOrderLink')}
              </Link>
            )}
            {domain.pendingRenewalOrder?.invoiceId?.startsWith('inv_') && (
              <>
                {' '}
                <DomainInvoiceLink
                  invoiceId={domain.pendingRenewalOrder.invoiceId}
                  invoiceNumber={domain.pendingRenewalOrder.invoiceNumber}
                />
              </>
            )}
          </p>
          {onChooseOrder && <Button onClick={onChooseOrder}>{t('domainsDetail.autoRenewOff.choose')}</Button>}
        </>
      )}
    </div>
  );
}
