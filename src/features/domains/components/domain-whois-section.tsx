import { useId } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import type { Domain } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { Checkbox } from '@/ui/fields';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { GateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { ProblemAlert } from '@/ui/problem-alert';
import { StatusBadge } from '@/ui/status-badge';
import { useChangeWhoisPrivacy } from '@/features/domains/api/domain-manage-mutations';
import { domainsDetailMessages, domainsManageMessages } from '@/features/domains/messages/catalog';
import '@/features/domains/domains-manage.css';

/**
 * Whois privacy per the spec's `whoisPrivacy` (`changeWhoisPrivacy` in the endpoint table): its state and the
 * standing auto-enable choice, a switch for privacy itself and a checkbox for the choice (turning privacy off keeps
 * the choice as it is). A TLD whose registry allows no privacy service says so instead of offering a switch.
 */
export function DomainWhoisSection({ domain }: { domain: Domain }) {
  const t = useMessages(domainsManageMessages);
  const td = useMessages(domainsDetailMessages);
  const id = useId();
  const whois = domain.whoisPrivacy;
  const change = useChangeWhoisPrivacy(domain.id);
  const serverGate = domain.actions.canChangeWhoisPrivacy;
  const gate = useScopeGate(domainRoutes.changeWhoisPrivacy, serverGate);
  const notOffered = serverGate.code === 'tld_not_supported';
  const tld = domain.name.slice(domain.name.lastIndexOf('.') + 1);
  const enabled = whois?.enabled ?? null;
  const state = enabled === true ? 'on' : enabled === false ? 'off' : 'unknown';
  const blocked = !gate.allowed || enabled === null;
  const busy = change.isPending;

  return (
    <section className="domain-section" aria-labelledby="domain-whois-heading">
      <h2 id="domain-whois-heading">{td('domainsDetail.whois.heading')}</h2>
      <p className="muted">{td('domainsDetail.whois.intro')}</p>
      {whois === null ? (
        <p className="muted">{td('domainsDetail.whois.unknown')}</p>
      ) : (
        <FactList
          facts={[
            ...(notOffered
              ? [
                  {
                    term: td('domainsDetail.whois.state'),
                    value: (
                      <StatusBadge tone={whois.enabled === true ? 'success' : 'neutral'}>
                        {td('domainsDetail.onOff', { state })}
                      </StatusBadge>
                    ),
                  },
                ]
              : []),
            {
              term: td('domainsDetail.whois.auto'),
              value: td('domainsDetail.whois.autoStatus', { status: whois.status }),
            },
            ...(whois.reason ? [{ term: td('domainsDetail.whois.reason'), value: whois.reason }] : []),
            ...(whois.updatedAt
              ? [{ term: td('domainsDetail.whois.updated'), value: <DateTime value={whois.updatedAt} mode="date" /> }]
              : []),
          ]}
        />
      )}
      {notOffered ? (
        <p>{t('domainsManage.whois.notOffered', { tld })}</p>
      ) : (
        <>
          <div className="domain-switch__row domain-whois__switch">
            <span id={`${id}-label`} className="domain-switch__label">
              {t('domainsManage.whois.switch')}
            </span>
            <div className="domain-switch__control">
              <button
                type="button"
                role="switch"
                className="domain-switch__toggle"
                aria-checked={enabled === true}
                aria-labelledby={`${id}-label`}
                aria-describedby={!gate.allowed ? `${id}-reason` : undefined}
                aria-disabled={blocked || busy || undefined}
                aria-busy={busy || undefined}
                data-state={state}
                onClick={() => {
                  if (blocked || busy) return;
                  change.mutate({ enabled: enabled !== true });
                }}
              >
                <span className="domain-switch__thumb" aria-hidden="true" />
              </button>
              <span className="domain-switch__state" aria-live="polite">
                {busy ? t('domainsManage.whois.saving') : t('domainsManage.whois.state', { state })}
              </span>
            </div>
          </div>
          {!gate.allowed && (
            <p id={`${id}-reason`} className="gated__reason">
              <GateReason gate={gate} />
            </p>
          )}
          {whois && (
            <Checkbox
              label={t('domainsManage.whois.auto')}
              hint={t('domainsManage.whois.auto.hint')}
              checked={whois.autoEnable}
              disabled={!gate.allowed || busy}
              onChange={(event) => change.mutate({ autoEnable: event.target.checked })}
            />
          )}
          {change.error !== null && change.error !== undefined && <ProblemAlert error={change.error} />}
        </>
      )}
    </section>
  );
}
