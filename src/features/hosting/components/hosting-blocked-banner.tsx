import { vatBasisOf } from '@/api/schemas/vat';
import { useMemo, type ReactNode } from 'react';
import type { HostingAccount } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { BlockedBanner } from '@/ui/blocked-banner';
import { ButtonLink } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GetHelpLink } from '@/ui/get-help-link';
import type { Gate } from '@/ui/gated-button';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { InvoiceOrderLink, InvoiceScreenLink } from './hosting-invoice-order-link';

/** What blocks the account's changes, when one reason blocks them (said once by the page's banner). */
export type HostingBlock = 'suspended' | 'pending' | 'closed' | 'legacy';

/** The gate (and problem) codes each block stands for: controls blocked for them point at the banner. */
export const hostingBlockCodes: Record<HostingBlock, readonly string[]> = {
  suspended: ['account_suspended'],
  pending: ['account_pending'],
  closed: ['account_closed'],
  legacy: ['legacy_panel', 'account_not_eligible_panel'],
};

const closedStatuses: readonly string[] = ['cancelled', 'terminated', 'expired', 'fraud'];

/**
 * From the detail, before any request: the status, else the gates' codes (ledger "Shared hosting"). The legacy panel
 * is known from a gate blocked `legacy_panel` (the contract's `controlPanel` does not say it); a server that does
 * not say so still answers 409 `account_not_eligible_panel`, which the forms explain in place.
 */
export function hostingBlockOf(account: HostingAccount): HostingBlock | null {
  const codes = Object.values(account.actions).map((gate) => gate.code);
  const status = account.serviceStatus;
  if (status === 'suspended' || codes.includes('account_suspended')) return 'suspended';
  if (status === 'pending' || codes.includes('account_pending')) return 'pending';
  if (closedStatuses.includes(status) || codes.includes('account_closed')) return 'closed';
  if (codes.includes('legacy_panel')) return 'legacy';
  return null;
}

/**
 * The one banner of a blocked account, with what resolves it: the overdue invoice to pay (its screen in the billing
 * area, and its order), the unpaid orders, the plans, or, on the legacy panel, the control panel and support's migration.
 */
export function HostingBlockedBanner({
  id,
  account,
  block,
}: {
  id: string;
  account: HostingAccount;
  block: HostingBlock;
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const invoice = block === 'suspended' ? account.overdueInvoice : null;
  const invoiceNumber = invoice?.number ?? invoice?.id ?? null;
  const service = { type: 'hosting', id: account.id, name: account.name } as const;

  let body: string;
  let actions: ReactNode;
  if (block === 'suspended' && invoice && invoiceNumber && invoice.amount !== null && invoice.dueAt) {
    body = t('hostingDetail.blocked.invoice', {
      number: invoiceNumber,
      // An invoice's amount includes VAT (ledger "Money: VAT"): as charged, with its VAT words.
      amount: price.exact(
        invoice.amount,
        invoice.currencyCode ?? account.billing.currencyCode,
        vatBasisOf(invoice.amountsIncludeVat),
      ),
      date: format.date(invoice.dueAt),
    });
  } else {
    body = t(`hostingDetail.blocked.${block}`);
  }
  switch (block) {
    case 'suspended':
      actions = (
        <>
          {invoice && (
            <ExternalLink variant="primary" href={invoice.paymentUrl}>
              {t('hostingDetail.invoice.pay', { number: invoiceNumber ?? '' })}
            </ExternalLink>
          )}
          {invoice && <InvoiceScreenLink invoice={invoice} label={t('hostingDetail.blocked.showInvoice')} />}
          {invoice ? (
            <InvoiceOrderLink invoice={invoice} />
          ) : (
            <ButtonLink to="/orders" search={{ status: 'pending' }}>
              {t('hostingDetail.blocked.orders')}
            </ButtonLink>
          )}
          <GetHelpLink
            variant="ghost"
            service={service}
            about={t('hostingDetail.help.suspended', { name: account.name })}
          >
            {t('hostingDetail.support.link')}
          </GetHelpLink>
        </>
      );
      break;
    case 'pending':
      actions = (
        <ButtonLink to="/orders" search={{ status: 'pending' }}>
          {t('hostingDetail.blocked.orders')}
        </ButtonLink>
      );
      break;
    case 'closed':
      actions = <ButtonLink to="/catalog">{t('hostingDetail.blocked.catalog')}</ButtonLink>;
      break;
    case 'legacy':
      actions = (
        <>
          <ExternalLink variant="secondary" href={account.controlPanel.url}>
            {t('hostingDetail.legacy.panel')}
          </ExternalLink>
          <GetHelpLink service={service} about={t('hostingDetail.help.migrate', { name: account.name })}>
            {t('hostingDetail.legacy.support')}
          </GetHelpLink>
        </>
      );
      break;
  }

  return (
    <BlockedBanner
      id={id}
      tone={block === 'pending' ? 'info' : 'warning'}
      title={t('hostingDetail.blocked.title', { state: block, name: account.name })}
      actions={actions}
    >
      <p>{body}</p>
      {block === 'legacy' && !account.controlPanel.url && <p>{t('hostingDetail.legacy.panelNoLink')}</p>}
    </BlockedBanner>
  );
}

const open: Gate = { allowed: true, reason: null };

/**
 * The gate of a mailbox or addon-domain change: blocked `legacy_panel` when the account is known to be on the legacy
 * panel (the page's banner says why and the control points at it), open otherwise (the server decides).
 */
export function usePanelChangeGate(account: HostingAccount): Gate {
  const t = useMessages(hostingDetailMessages);
  const reason = hostingBlockOf(account) === 'legacy' ? t('hostingDetail.legacy.heading') : null;
  return useMemo(() => (reason === null ? open : { allowed: false, reason, code: 'legacy_panel' }), [reason]);
}
