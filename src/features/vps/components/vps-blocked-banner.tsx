import { vatBasisOf } from '@/api/schemas/vat';
import type { Vps } from '@/api/schemas/vps';
import { messageRef, useMessages } from '@/i18n';
import { BlockedBanner } from '@/ui/blocked-banner';
import { Button, ButtonLink } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GetHelpLink } from '@/ui/get-help-link';
import { openOperations } from '@/ui/operations/operations-opener';
import { useOperation, useOperationsStore, useTrackOperation } from '@/ui/operations/operations-provider';
import { vpsQueries } from '@/features/vps/api/vps-queries';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { busyKind, vpsName, type VpsBlock } from '@/features/vps/vps-labels';

/**
 * The one banner of a blocked server: suspended (what lifts it: paying the overdue invoice, or support) or busy
 * (the job to wait for, followed in the operations drawer; the page refreshes when it ends).
 */
export function VpsBlockedBanner({ id, server, block }: { id: string; server: Vps; block: VpsBlock }) {
  const t = useMessages(vpsMessages);
  const name = vpsName(server);
  if (block === 'suspended') return <SuspendedBanner id={id} server={server} />;
  const kind = busyKind(server.activeOperation?.kind ?? null);
  return (
    <BlockedBanner
      id={id}
      tone="info"
      title={t('vps.blocked.busy.title', { kind })}
      actions={server.activeOperation ? <FollowJobButton server={server} kind={kind} /> : null}
    >
      <p>{t('vps.blocked.busy.body', { name })}</p>
    </BlockedBanner>
  );
}

/**
 * Suspended: with the overdue invoice the server waits for (ours, `vpsRoutes.detail`), what it is, "Pay invoice N" (the
 * payment page, `https:` only) and "Show invoice" (the billing area's invoice screen, by route path); without one,
 * what usually lifts a suspension and the unpaid orders. Support either way.
 */
function SuspendedBanner({ id, server }: { id: string; server: Vps }) {
  const t = useMessages(vpsMessages);
  const format = useFormat();
  const price = usePrice();
  const invoice = server.overdueInvoice;
  const number = invoice?.number ?? invoice?.id ?? null;
  const invoiceId = invoice?.id?.startsWith('inv_') ? invoice.id : null;
  return (
    <BlockedBanner
      id={id}
      title={t('vps.blocked.suspended.title', { name: vpsName(server) })}
      actions={
        <>
          {invoice && (
            <ExternalLink variant="primary" href={invoice.paymentUrl} payment>
              {t('vps.blocked.suspended.pay', { number: number ?? '' })}
            </ExternalLink>
          )}
          {invoiceId ? (
            <ButtonLink to="/billing/invoices/$invoiceId" params={{ invoiceId }}>
              {t('vps.blocked.suspended.showInvoice')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/orders" search={{ status: 'pending' }}>
              {t('vps.blocked.suspended.orders')}
            </ButtonLink>
          )}
          <GetHelpLink
            variant="ghost"
            service={{ type: 'vps', id: server.id, name: vpsName(server) }}
            about={t('vps.help.suspended', { name: vpsName(server) })}
          >
            {t('vps.blocked.support')}
          </GetHelpLink>
        </>
      }
    >
      <p>
        {invoice && number && invoice.amount !== null && invoice.dueAt
          ? t('vps.blocked.suspended.invoice', {
              number,
              // An invoice's amount includes VAT (ledger "Money: VAT"): as charged, with its VAT words.
              amount: price.exact(invoice.amount, invoice.currencyCode, vatBasisOf(invoice.amountsIncludeVat)),
              date: format.date(invoice.dueAt),
            })
          : t('vps.blocked.suspended.body')}
      </p>
    </BlockedBanner>
  );
}

/**
 * Opens the operations drawer on the server's running job. A job this tab did not start is handed to the tracker
 * first (polled at its `pollUrl`), so it shows there and the server is read again when it ends.
 */
function FollowJobButton({ server, kind }: { server: Vps; kind: ReturnType<typeof busyKind> }) {
  const t = useMessages(vpsMessages);
  const store = useOperationsStore();
  const track = useTrackOperation();
  const job = server.activeOperation;
  const tracked = useOperation(job?.jobId);
  if (!job) return null;
  return (
    <Button
      onClick={() => {
        if (!tracked) {
          track(
            { jobId: job.jobId, status: 'in_progress', pollUrl: job.pollUrl },
            {
              label: messageRef(vpsMessages, 'vps.blocked.busy.operation', { kind, name: vpsName(server) }),
              invalidate: [vpsQueries.detail(server.id).queryKey],
              href: `/vps/${server.id}`,
            },
            store.epoch(),
          );
        }
        openOperations();
      }}
    >
      {t('vps.blocked.busy.follow')}
    </Button>
  );
}
