import { useId, useMemo, useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import { useMessages } from '@/i18n';
import { DataTable, type Column } from '@/ui/data-table';
import { Price } from '@/ui/format/price';
import { Notice } from '@/ui/notice';
import { GatedButton } from '@/ui/gated-button';
import { renewalTotals } from '@/features/domains/api/domain-bulk-eligibility';
import { sendRenew } from '@/features/domains/api/domain-bulk-mutations';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type { FlowProps } from './bulk-flow';
import { useFlowRun } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';
import { PayRenewalInvoices } from './pay-renewal-invoices';
import { useScopeGate } from '@/ui/key-scopes';

/** Up to this many domains the prices are listed at once; more are one click away (the total always shows). */
const INLINE_PRICES = 10;

/**
 * Renewing: what will happen and what it costs first (each domain's renewal price for its period, the total per
 * currency, with VAT for a consumer, with the VAT beside for a business); then what was queued (with its renewal order once the job ends), what was skipped and why,
 * and the all-skipped answer (200, nothing queued) said as such.
 */
export function RenewFlow({ domains, onSendingChange, onSent }: FlowProps) {
  const t = useMessages(domainsBulkMessages);
  const gate = useScopeGate(domainRoutes.bulkRenew);
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
        <RenewalPrices domains={domains} />
        <div className="domains-bulk__submit">
          {' '}
          <GatedButton gate={gate} variant="primary" onClick={() => run.start(domains, { renew: true })}>
            {t('domainsBulk.confirm.renew')}
          </GatedButton>
        </div>
      </>
    );
  }
  // The renewal invoices the run made, once it has ended: offered to pay in one go.
  const invoiceIds = run.busy
    ? []
    : [
        ...new Set(
          run.rows.flatMap((row) =>
            row.outcome.kind === 'done' && row.outcome.order?.invoiceId ? [row.outcome.order.invoiceId] : [],
          ),
        ),
      ];
  return (
    <>
      {allSkipped && <Notice role="status">{t('domainsBulk.outcome.allSkipped')}</Notice>}
      <BulkOutcomes run={run} action="renew" />
      <PayRenewalInvoices invoiceIds={invoiceIds} />
    </>
  );
}

/** Each domain's renewal price (from the list's billing: the price of its period) and the total, before sending. */
export function RenewalPrices({ domains }: { domains: readonly DomainRef[] }) {
  const t = useMessages(domainsBulkMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const { totals, unknown } = useMemo(() => renewalTotals(domains), [domains]);
  const columns = useMemo<Column<DomainRef>[]>(
    () => [
      { id: 'domain', header: t('domainsBulk.renew.column.domain'), primary: true, cell: (d) => d.name },
      {
        id: 'period',
        header: t('domainsBulk.renew.column.period'),
        cell: (d) =>
          d.facts?.billing?.periodYears
            ? t('domainsBulk.renew.period', { years: d.facts.billing.periodYears })
            : t('domainsBulk.renew.periodUnknown'),
      },
      {
        id: 'price',
        header: t('domainsBulk.renew.column.price'),
        align: 'end',
        cell: (d) =>
          d.facts?.billing ? (
            <Price amount={d.facts.billing.amount} currencyCode={d.facts.billing.currencyCode} />
          ) : (
            t('domainsBulk.renew.priceUnknown')
          ),
      },
    ],
    [t],
  );
  const table = (
    <DataTable
      caption={t('domainsBulk.renew.prices.caption')}
      columns={columns}
      rows={domains}
      rowKey={(d) => d.id}
      empty={null}
    />
  );
  return (
    <section className="domains-bulk__prices" aria-labelledby={`${id}-prices`}>
      <h3 id={`${id}-prices`} className="domains-bulk__heading">
        {t('domainsBulk.renew.prices.caption')}
      </h3>
      {domains.length <= INLINE_PRICES ? (
        table
      ) : (
        <details className="domains-bulk__disclosure" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>{t('domainsBulk.names.show', { count: domains.length })}</summary>
          {open && table}
        </details>
      )}
      <dl className="domains-bulk__total">
        {totals.map((total) => (
          <div key={total.currencyCode}>
            <dt>{t('domainsBulk.renew.total')}</dt>
            <dd>
              <Price lines={total.lines} currencyCode={total.currencyCode} moves />
            </dd>
          </div>
        ))}
      </dl>
      {unknown > 0 && <p className="domains-bulk__hint">{t('domainsBulk.renew.unknownNote', { count: unknown })}</p>}
      <p className="domains-bulk__hint">{t('domainsBulk.renew.invoiceNote')}</p>
    </section>
  );
}
