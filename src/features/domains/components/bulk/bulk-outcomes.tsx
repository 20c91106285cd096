import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useMessages } from '@/i18n';
import { DataTable, type Column } from '@/ui/data-table';
import { Button } from '@/ui/button';
import { OperationErrorText } from '@/ui/operations/operation-text';
import { describeProblem, ProblemAlert, ProblemSupportDetails, toApiError } from '@/ui/problem-alert';
import { useProblemWords } from '@/ui/problem-words';
import { StatusBadge, type Tone } from '@/ui/status-badge';
import { SupportDetails } from '@/ui/support-details';
import {
  countOutcomes,
  isRetryable,
  refusalsOf,
  type BulkAction,
  type DomainOutcome,
  type OutcomeKind,
  type OutcomeRow,
} from '@/features/domains/api/domain-bulk';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type { BulkRun } from './use-bulk-run';

const tones: Record<OutcomeKind, Tone> = {
  waiting: 'neutral',
  sending: 'progress',
  queued: 'progress',
  done: 'success',
  skipped: 'warning',
  rejected: 'danger',
  notSent: 'warning',
  failed: 'danger',
  blocked: 'warning',
  unconfirmed: 'warning',
};
const kindOrder: readonly OutcomeKind[] = [
  'done',
  'queued',
  'sending',
  'waiting',
  'skipped',
  'blocked',
  'rejected',
  'notSent',
  'failed',
  'unconfirmed',
];
const PAGE = 200;

function OutcomeDetails({ outcome, action }: { outcome: DomainOutcome; action: BulkAction }) {
  const t = useMessages(domainsBulkMessages);
  const words = useProblemWords();
  switch (outcome.kind) {
    case 'waiting':
    case 'sending':
      return null;
    case 'queued':
      return outcome.note ? (
        <OperationErrorText error={outcome.note} withCode />
      ) : (
        <>{t('domainsBulk.outcome.running')}</>
      );
    case 'done':
      if (action === 'nameservers' || action === 'contactsCopy') {
        return (
          <>
            {outcome.partial
              ? t('domainsBulk.outcome.manage.partial', { reason: outcome.partial })
              : t('domainsBulk.outcome.manage.done', { action })}
            {outcome.partial && <SupportDetails code={outcome.partial} />}
          </>
        );
      }
      if (action === 'renew') {
        const order = outcome.order;
        return order?.orderId ? (
          <Link to="/orders/$orderId" params={{ orderId: order.orderId }}>
            {t('domainsBulk.outcome.order', { number: order.orderNumber ?? order.orderId })}
          </Link>
        ) : (
          <>{t('domainsBulk.outcome.noOrder')}</>
        );
      }
      if (action === 'redirectCreate' || action === 'redirectDelete') {
        return outcome.rules === undefined ? null : (
          <>
            {t('domainsBulk.outcome.rules', {
              action: action === 'redirectCreate' ? 'create' : 'delete',
              count: outcome.rules,
            })}
          </>
        );
      }
      return <>{t('domainsBulk.outcome.autoRenew', { enabled: action === 'autoRenewOn' ? 'true' : 'false' })}</>;
    case 'skipped':
      if (action === 'nameservers' || action === 'contactsCopy') {
        return (
          <>
            {t('domainsBulk.outcome.manage.notUpdated', { reason: outcome.reason })}
            <SupportDetails code={outcome.reason} />
          </>
        );
      }
      return (
        <>
          {t('domainsBulk.outcome.skip', { reason: outcome.reason })}
          {outcome.orderNumber && <> {t('domainsBulk.outcome.skipOrder', { number: outcome.orderNumber })}</>}
          <SupportDetails code={outcome.reason} />
        </>
      );
    case 'rejected':
      return outcome.code === 'auto_renew_unavailable' ? (
        <>{t('domainsBulk.outcome.autoRenewUnavailable')}</>
      ) : (
        <>
          {t('domainsBulk.outcome.rejected', {
            detail: words?.code(outcome.code) ?? (words ? outcome.detail : t('problem.generic', { kind: 'invalid' })),
          })}
          <SupportDetails code={outcome.code} fields={[{ pointer: outcome.pointer, detail: outcome.detail }]} />
        </>
      );
    case 'notSent':
      return (
        <>
          {outcome.cause === 'batchRejected'
            ? t('domainsBulk.outcome.notSent.batchRejected')
            : outcome.cause === 'userStopped'
              ? t('domainsBulk.outcome.notSent.userStopped')
              : t('domainsBulk.outcome.notSent.stopped')}
        </>
      );
    case 'failed':
      if (outcome.reason === 'renewal_order_not_cancelable') return <>{t('domainsBulk.outcome.notCancelable')}</>;
      if (outcome.jobError) return <OperationErrorText error={outcome.jobError} withCode />;
      if (outcome.error) {
        const problem = toApiError(outcome.error);
        return (
          <>
            {t('domainsBulk.outcome.failed', { title: describeProblem(problem, t, words).title })}
            <ProblemSupportDetails problem={problem} />
          </>
        );
      }
      return outcome.reason ? (
        <>
          {t('operation.failedInline.title')}
          <SupportDetails code={outcome.reason} />
        </>
      ) : null;
    case 'blocked':
      return <>{t('domainsBulk.outcome.blocked')}</>;
    case 'unconfirmed':
      return <>{t('domainsBulk.outcome.unconfirmed')}</>;
  }
}

/**
 * After sending: counts per result, the problems the server sent (each refused request once, with its request id),
 * a row per domain (problems first) and "Retry the failed ones", which sends only the domains whose request failed
 * or was refused because of others (never one the server itself refused, skipped or took).
 */
export function BulkOutcomes<P>({ run, action }: { run: BulkRun<P>; action: BulkAction }) {
  const t = useMessages(domainsBulkMessages);
  const id = useId();
  const [shown, setShown] = useState(PAGE);
  const counts = countOutcomes(run.rows);
  const sorted = useMemo(() => {
    const rank = (row: OutcomeRow) => kindOrder.length - kindOrder.indexOf(row.outcome.kind);
    return [...run.rows].sort((a, b) => rank(a) - rank(b));
  }, [run.rows]);
  const refusals = refusalsOf(run.chunks, run.rows);
  const retryable = run.rows.filter((row) => isRetryable(row.outcome));

  const retry = () => {
    const byChunk = new Map<P, OutcomeRow['domain'][]>();
    for (const row of retryable) {
      const chunk = run.chunks.find((c) => c.id === row.chunkId);
      if (!chunk) continue;
      byChunk.set(chunk.params, [...(byChunk.get(chunk.params) ?? []), row.domain]);
    }
    for (const [params, domains] of byChunk) run.start(domains, params);
  };

  const columns: Column<OutcomeRow>[] = [
    { id: 'domain', header: t('domainsBulk.outcome.domain'), primary: true, cell: (row) => row.domain.name },
    {
      id: 'status',
      header: t('domainsBulk.outcome.status'),
      cell: (row) => (
        <StatusBadge tone={tones[row.outcome.kind]}>
          {t('domainsBulk.outcome.kind', { kind: row.outcome.kind })}
        </StatusBadge>
      ),
    },
    {
      id: 'details',
      header: t('domainsBulk.outcome.details'),
      cell: (row) => <OutcomeDetails outcome={row.outcome} action={action} />,
    },
  ];

  return (
    <section className="domains-bulk__outcomes" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="domains-bulk__heading">
        {t('domainsBulk.outcome.heading')}
      </h3>
      <div role="status">
        <ul className="domains-bulk__counts" aria-label={t('domainsBulk.outcome.summaryLabel')}>
          {kindOrder.map((kind) =>
            counts[kind] ? (
              <li key={kind}>
                <StatusBadge tone={tones[kind]}>
                  {t('domainsBulk.outcome.counts', { kind, count: counts[kind] })}
                </StatusBadge>
              </li>
            ) : null,
          )}
        </ul>
      </div>
      {refusals.length > 0 && (
        <div className="domains-bulk__problems">
          {refusals.map((error, i) => (
            <ProblemAlert key={toApiError(error).requestId ?? i} error={error} />
          ))}
        </div>
      )}
      <DataTable
        caption={t('domainsBulk.outcome.caption')}
        columns={columns}
        rows={sorted.slice(0, shown)}
        rowKey={(row) => row.domain.id}
        empty={null}
      />
      {sorted.length > shown && (
        <Button size="small" onClick={() => setShown((n) => n + PAGE)}>
          {t('domainsBulk.outcome.showMore', { count: Math.min(PAGE, sorted.length - shown) })}
        </Button>
      )}
      {run.chunks.some((c) => c.state.status === 'waiting') && (
        <div className="domains-bulk__retry">
          <Button onClick={run.stop}>{t('domainsBulk.stop')}</Button>
        </div>
      )}
      {retryable.length > 0 && !run.sending && (
        <div className="domains-bulk__retry">
          <Button disabled={run.sending} onClick={retry}>
            {t('domainsBulk.retry', { count: retryable.length })}
          </Button>
        </div>
      )}
    </section>
  );
}
