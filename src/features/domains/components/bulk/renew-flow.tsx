import { useMessages } from '@/i18n';
import { Notice } from '@/ui/notice';
import { GatedButton } from '@/ui/gated-button';
import { sendRenew } from '@/features/domains/api/domain-bulk-mutations';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type { FlowProps } from './bulk-flow';
import { useFlowRun } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';
import { useScopeGate } from '@/ui/key-scopes';

/**
 * Renewing: what will happen first; then what was queued (with its renewal order once the job ends), what was
 * skipped and why, and the all-skipped answer (200, nothing queued) said as such.
 */
export function RenewFlow({ domains, onSendingChange, onSent }: FlowProps) {
  const t = useMessages(domainsBulkMessages);
  const gate = useScopeGate('domainRenew');
  const run = useFlowRun<{ renew: true }>({
    action: 'renew',
    kind: 'renew',
    send: (part) => sendRenew(part),
    onSendingChange,
    onSent,
  });
  const allSkipped =
    run.chunks.length > 0 &&
    run.chunks.every((c) => c.state.status === 'accepted' && c.state.jobId === null && c.state.skipped.length > 0);
  if (!run.started) {
    return (
      <>
        <BulkSummary domains={domains}>{t('domainsBulk.summary.renew', { count: domains.length })}</BulkSummary>
        <div className="domains-bulk__submit">
          {' '}
          <GatedButton gate={gate} variant="primary" onClick={() => run.start(domains, { renew: true })}>
            {t('domainsBulk.confirm.renew')}
          </GatedButton>
        </div>
      </>
    );
  }
  return (
    <>
      {allSkipped && <Notice role="status">{t('domainsBulk.outcome.allSkipped')}</Notice>}
      <BulkOutcomes run={run} action="renew" />
    </>
  );
}
