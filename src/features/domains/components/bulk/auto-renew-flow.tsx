import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { domainGates, domainRoutes } from '@/api/endpoints/domains';
import type { PendingRenewalOrder } from '@/api/schemas/domains-bulk';
import { useMessages } from '@/i18n';
import { DataTable, type Column } from '@/ui/data-table';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { pendingOrdersOf, type AutoRenewParams } from '@/features/domains/api/domain-bulk';
import { sendAutoRenew } from '@/features/domains/api/domain-bulk-mutations';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type { FlowProps } from './bulk-flow';
import { useFlowRun } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';
import { useScopeGate } from '@/ui/key-scopes';
import type { BulkRun } from './use-bulk-run';

/**
 * Auto-renew on or off. Turning it off with the default `block` can end with `pendingOrdersFound`: nothing changed,
 * the pending renewal orders are listed, and the user re-submits the blocked domains with `cancel` (needs
 * write:billing) or `keep`. An answer that does not say (`unknown`) is never shown as done.
 */
export function AutoRenewFlow({ domains, enabled, onSendingChange, onSent }: FlowProps & { enabled: boolean }) {
  const t = useMessages(domainsBulkMessages);
  const action = enabled ? 'autoRenewOn' : 'autoRenewOff';
  const gate = useScopeGate(domainRoutes.bulkAutoRenew);
  const run = useFlowRun<AutoRenewParams>({ action, kind: 'autoRenew', send: sendAutoRenew, onSendingChange, onSent });
  if (!run.started) {
    return (
      <>
        <BulkSummary domains={domains}>
          {enabled
            ? t('domainsBulk.summary.autoRenewOn', { count: domains.length })
            : t('domainsBulk.summary.autoRenewOff', { count: domains.length })}
        </BulkSummary>
        <div className="domains-bulk__submit">
          {' '}
          <GatedButton gate={gate} variant="primary" onClick={() => run.start(domains, { enabled })}>
            {enabled ? t('domainsBulk.confirm.autoRenewOn') : t('domainsBulk.confirm.autoRenewOff')}
          </GatedButton>
        </div>
      </>
    );
  }
  return (
    <>
      <BulkOutcomes run={run} action={action} />
      {!enabled && <PendingOrders run={run} />}
    </>
  );
}

/** The blocked domains and the pending renewal orders their jobs reported. */
function blockedOf(run: BulkRun<AutoRenewParams>): { domains: DomainRef[]; orders: PendingRenewalOrder[] } {
  const domains = run.rows.filter((row) => row.outcome.kind === 'blocked').map((row) => row.domain);
  const chunkIds = new Set(run.rows.filter((row) => row.outcome.kind === 'blocked').map((row) => row.chunkId));
  const orders: PendingRenewalOrder[] = [];
  for (const chunk of run.chunks) {
    if (!chunkIds.has(chunk.id) || chunk.state.status !== 'accepted' || chunk.state.jobId === null) continue;
    for (const order of pendingOrdersOf(run.jobOf(chunk.state.jobId))) {
      if (!orders.some((o) => o.orderId !== null && o.orderId === order.orderId)) orders.push(order);
    }
  }
  return { domains, orders };
}

function PendingOrders({ run }: { run: BulkRun<AutoRenewParams> }) {
  const t = useMessages(domainsBulkMessages);
  const format = useFormat();
  const id = useId();
  const cancelGate = useScopeGate(domainGates.cancelRenewalOrders);
  const blocked = blockedOf(run);
  // Kept after the choice, so the orders stay one click away while the re-submitted jobs run.
  const [decided, setDecided] = useState<{ choice: 'cancel' | 'keep'; orders: PendingRenewalOrder[] } | null>(null);
  const orders = blocked.orders.length > 0 ? blocked.orders : (decided?.orders ?? []);
  if (blocked.domains.length === 0 && !decided) return null;

  const choose = (choice: 'cancel' | 'keep') => {
    setDecided({ choice, orders: blocked.orders });
    run.start(blocked.domains, { enabled: false, pendingOrderAction: choice });
  };
  const columns: Column<PendingRenewalOrder>[] = [
    {
      id: 'order',
      header: t('domainsBulk.pending.order'),
      primary: true,
      cell: (o) =>
        o.orderId ? (
          <Link to="/orders/$orderId" params={{ orderId: o.orderId }}>
            {o.orderNumber ?? o.orderId}
          </Link>
        ) : (
          (o.orderNumber ?? '—')
        ),
    },
    { id: 'domain', header: t('domainsBulk.pending.domain'), cell: (o) => o.domainName ?? o.domainId ?? '—' },
    {
      id: 'invoice',
      header: t('domainsBulk.pending.invoice'),
      cell: (o) =>
        o.invoiceNumber || o.invoiceId
          ? t('domainsBulk.pending.invoiceStatus', {
              number: o.invoiceNumber ?? o.invoiceId ?? '',
              status: o.invoiceStatus ?? '—',
            })
          : '—',
    },
    {
      id: 'amount',
      header: t('domainsBulk.pending.amount'),
      align: 'end',
      cell: (o) => (o.billing ? format.money(o.billing.amount, o.billing.currencyCode) : '—'),
    },
    { id: 'created', header: t('domainsBulk.pending.created'), cell: (o) => format.date(o.createdAt) },
  ];
  return (
    <section className="domains-bulk__pending" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="domains-bulk__heading">
        {t('domainsBulk.pending.heading')}
      </h3>
      {blocked.domains.length > 0 && <p>{t('domainsBulk.pending.intro', { count: blocked.orders.length })}</p>}
      {orders.length > 0 ? (
        <DataTable
          caption={t('domainsBulk.pending.caption')}
          columns={columns}
          rows={orders}
          rowKey={(o) => o.orderId ?? `${o.domainId}:${o.orderNumber}`}
          empty={null}
        />
      ) : (
        <p>{t('domainsBulk.pending.none')}</p>
      )}
      {blocked.domains.length > 0 && (
        <div className="domains-bulk__choices">
          <div>
            <GatedButton gate={cancelGate} variant="danger" disabled={run.sending} onClick={() => choose('cancel')}>
              {t('domainsBulk.pending.cancel')}
            </GatedButton>
            <p className="domains-bulk__hint">{t('domainsBulk.pending.cancel.hint')}</p>
          </div>
          <div>
            <Button disabled={run.sending} onClick={() => choose('keep')}>
              {t('domainsBulk.pending.keep')}
            </Button>
            <p className="domains-bulk__hint">{t('domainsBulk.pending.keep.hint')}</p>
          </div>
        </div>
      )}
    </section>
  );
}
