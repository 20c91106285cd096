import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import { useMessages } from '@/i18n';
import { Checkbox, Radio, RadioGroup } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import type { RedirectParams } from '@/features/domains/api/domain-bulk';
import type { IneligibleDomain } from '@/features/domains/api/domain-bulk-eligibility';
import { sendRedirects } from '@/features/domains/api/domain-bulk-mutations';
import { domainSectionQueries } from '@/features/domains/api/domain-section-queries';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type { FlowProps } from './bulk-flow';
import { useFlowRun } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { IneligibleDomains } from './bulk-ineligible';
import { BulkSummary } from './bulk-summary';
import { useScopeGate } from '@/ui/key-scopes';

/** Up to this many domains the rules are read and can be picked one by one. */
export const PICK_RULES_LIMIT = 10;

/**
 * Deleting redirect rules: every rule of the selected domains, or (for a few domains) the rules the user picks from
 * each domain's list. Only domains with a picked rule are sent, each request with its own domains' rule ids.
 */
export function RedirectDeleteFlow({ domains, onSendingChange, onSent }: FlowProps) {
  const t = useMessages(domainsBulkMessages);
  const id = useId();
  const gate = useScopeGate(domainRoutes.bulkRedirects);
  const canPick = domains.length <= PICK_RULES_LIMIT;
  const [mode, setMode] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [noneChosen, setNoneChosen] = useState(false);
  const run = useFlowRun<RedirectParams>({
    action: 'redirectDelete',
    kind: 'redirects',
    send: sendRedirects,
    onSendingChange,
    onSent,
  });
  const rules = useQueries({
    queries: (canPick ? domains : []).map((d) => ({ ...domainSectionQueries.redirects(d.id), retry: false })),
  });

  // Domains whose rules were read and are none: left out before sending, with the reason (ledger "Domains: bulk
  // eligibility"). Beyond PICK_RULES_LIMIT the rules are not read, so every domain is sent.
  const withoutRules: IneligibleDomain[] = domains.flatMap((d, i) => {
    const query = rules[i];
    return query?.isSuccess && query.data.data.length === 0 ? [{ domain: d, why: { kind: 'noRedirects' } }] : [];
  });
  const leftOut = new Set(withoutRules.map((x) => x.domain.id));
  const sendable = domains.filter((d) => !leftOut.has(d.id));

  const chosenCount = chosen.size;
  const submit = () => {
    if (!gate.allowed || run.sending || sendable.length === 0) return;
    if (mode === 'all') {
      run.start(sendable, { action: 'delete' });
      return;
    }
    const ruleIdsByDomain: Record<string, string[]> = {};
    const targets: DomainRef[] = [];
    domains.forEach((d, i) => {
      const ids = (rules[i]?.data?.data ?? []).map((r) => r.id).filter((ruleId) => chosen.has(ruleId));
      if (ids.length > 0) {
        ruleIdsByDomain[d.name] = ids;
        targets.push(d);
      }
    });
    if (targets.length === 0) {
      setNoneChosen(true);
      return;
    }
    run.start(targets, { action: 'delete', ruleIdsByDomain });
  };

  if (run.started) return <BulkOutcomes run={run} action="redirectDelete" />;

  // Every domain's rules were read and none has any: nothing to choose or send, said once.
  if (sendable.length === 0) {
    return (
      <>
        <IneligibleDomains domains={withoutRules} />
        <p>{t('domainsBulk.ineligible.none')}</p>
      </>
    );
  }

  const toggle = (ruleId: string) => {
    setNoneChosen(false);
    const next = new Set(chosen);
    if (next.has(ruleId)) next.delete(ruleId);
    else next.add(ruleId);
    setChosen(next);
  };

  return (
    <>
      <IneligibleDomains domains={withoutRules} />
      <BulkSummary domains={sendable}>
        {mode === 'all'
          ? t('domainsBulk.summary.redirectDeleteAll', { count: sendable.length })
          : t('domainsBulk.summary.redirectDeleteChosen', { rules: chosenCount, count: sendable.length })}
      </BulkSummary>
      {canPick ? (
        <RadioGroup className="domains-bulk__fieldset" legend={t('domainsBulk.delete.mode')}>
          <Radio
            name={`${id}-mode`}
            label={t('domainsBulk.delete.mode.all')}
            checked={mode === 'all'}
            onChange={() => setMode('all')}
          />
          <Radio
            name={`${id}-mode`}
            label={t('domainsBulk.delete.mode.chosen')}
            checked={mode === 'chosen'}
            onChange={() => setMode('chosen')}
          />
        </RadioGroup>
      ) : (
        <p className="domains-bulk__hint">{t('domainsBulk.delete.rules.tooMany', { limit: PICK_RULES_LIMIT })}</p>
      )}
      {canPick &&
        domains.map((d, i) => {
          const query = rules[i];
          const list = query?.data?.data ?? [];
          return (
            <fieldset key={d.id} className="domains-bulk__fieldset domains-bulk__rules">
              <legend>{t('domainsBulk.delete.rules.of', { name: d.name })}</legend>
              {query?.isPending && <p role="status">{t('domainsBulk.delete.rules.loading')}</p>}
              {query?.isError && <ProblemAlert error={query.error} onRetry={() => void query.refetch()} />}
              {query?.isSuccess && list.length === 0 && <p>{t('domainsBulk.delete.rules.none')}</p>}
              {list.length > 0 && (
                <ul>
                  {list.map((rule) => (
                    <li key={rule.id}>
                      {mode === 'chosen' ? (
                        <Checkbox
                          label={t.rich('domainsBulk.delete.rules.pick', {
                            source: <code>{rule.sourceUrl}</code>,
                            target: <code>{rule.targetUrl}</code>,
                          })}
                          checked={chosen.has(rule.id)}
                          onChange={() => toggle(rule.id)}
                        />
                      ) : (
                        <span>
                          {t.rich('domainsBulk.redirect.preview.arrow', {
                            source: <code>{rule.sourceUrl}</code>,
                            target: <code>{rule.targetUrl}</code>,
                          })}{' '}
                          ({rule.statusCode})
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          );
        })}
      {noneChosen && (
        <Notice tone="danger" role="alert">
          {t('domainsBulk.delete.rules.noneChosen')}
        </Notice>
      )}
      <div className="domains-bulk__submit">
        {' '}
        <GatedButton gate={gate} variant="danger" disabled={run.sending || sendable.length === 0} onClick={submit}>
          {t('domainsBulk.confirm.redirectDelete')}
        </GatedButton>
      </div>
    </>
  );
}
