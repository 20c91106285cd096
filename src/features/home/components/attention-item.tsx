import { usePrice } from '@/ui/format/price';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { GetHelpLink } from '@/ui/get-help-link';
import { useFormat } from '@/ui/format/use-format';
import { openOperations } from '@/ui/operations/operations-opener';
import { OperationLabel } from '@/ui/operations/operation-text';
import type { AttentionItem, Money } from '@/features/home/home-attention';
import { homeMessages } from '@/features/home/messages/catalog';
import { ProvisioningItem } from './provisioning-item';

/** The word for a job's kind (`vps.restart`, `vps.network.add_ip`…) in the failed-change item. */
function jobWord(kind: string | null): string {
  const [, what = ''] = (kind ?? '').split('.');
  return ['restart', 'stop', 'shutdown', 'reset', 'start', 'network', 'snapshot'].includes(what) ? what : 'other';
}

/** Why the item is here (one sentence naming the resource) and the one action that resolves it. */
export function AttentionItemBody({ item }: { item: AttentionItem }) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const price = usePrice();
  // An invoice's amount is what it charges, said with its VAT words; other amounts due stay plain money.
  const money = (value: Money) =>
    value.amount === null
      ? t('home.item.noAmount')
      : value.basis
        ? price.exact(value.amount, value.currencyCode, value.basis)
        : format.money(value.amount, value.currencyCode);
  const why = (text: string) => <p className="home-item__why">{text}</p>;
  const action = (link: ReactNode) => <p className="home-item__actions">{link}</p>;

  switch (item.kind) {
    case 'invoiceOverdue':
    case 'invoiceUnpaid': {
      const values = { name: item.name, amount: money(item.money), date: format.date(item.dueAt) };
      return (
        <>
          {why(
            item.dueAt === null
              ? t('home.item.invoiceNoDate', values)
              : t(item.kind === 'invoiceOverdue' ? 'home.item.invoiceOverdue' : 'home.item.invoiceUnpaid', values),
          )}
          {action(
            <>
              <ExternalLink href={item.payUrl} variant="primary" payment>
                {t('home.item.invoice.pay', { name: item.name })}
              </ExternalLink>
              <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: item.invoiceId }}>
                {t('home.item.invoice.show', { name: item.name })}
              </Link>
            </>,
          )}
        </>
      );
    }
    case 'invoiceAutoPayFailed':
      return (
        <>
          {why(
            t('home.item.invoiceAutoPayFailed', {
              name: item.name,
              amount: money(item.money),
              date: format.date(item.failedAt),
            }),
          )}
          {action(
            <>
              <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: item.invoiceId }}>
                {t('home.item.invoiceAutoPayFailed.pay', { name: item.name })}
              </Link>
              <Link to="/billing/cards">{t('home.item.invoiceAutoPayFailed.cards')}</Link>
            </>,
          )}
        </>
      );
    case 'orderUnpaid':
      return (
        <>
          {why(t('home.item.orderUnpaid', { name: item.name, amount: money(item.money) }))}
          {action(
            <Link to="/orders/$orderId" params={{ orderId: item.orderId }}>
              {t('home.item.order.pay', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'domainOrder': {
      const order = item.orderNumber ?? item.orderId ?? '—';
      const values = {
        kind: item.orderKind,
        name: item.name,
        order,
        amount: money(item.money),
        date: format.date(item.dueAt),
      };
      return (
        <>
          {why(item.dueAt === null ? t('home.item.domainOrderNoDate', values) : t('home.item.domainOrder', values))}
          {action(
            item.orderId?.startsWith('ord_') ? (
              <Link to="/orders/$orderId" params={{ orderId: item.orderId }}>
                {t('home.item.domainOrder.pay', { order })}
              </Link>
            ) : (
              <Link to="/domains/$domainId" params={{ domainId: item.domainId }}>
                {t('home.item.domainOrder.show', { name: item.name })}
              </Link>
            ),
          )}
        </>
      );
    }
    case 'domainAction':
      return (
        <>
          {why(t('home.item.domainAction', { status: item.status, name: item.name }))}
          {action(
            <Link to="/domains/$domainId" params={{ domainId: item.domainId }}>
              {t('home.item.domainAction.do', { status: item.status, name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'domainsExpired':
      return (
        <>
          {why(t('home.item.domainsExpired', { count: item.count }))}
          {action(
            <Link to="/domains" search={{ status: 'expired' }}>
              {t('home.item.domainsExpired.do', { count: item.count })}
            </Link>,
          )}
        </>
      );
    case 'domainExpiring':
      return (
        <>
          {why(t('home.item.domainExpiring', { name: item.name, date: format.date(item.expiresAt) }))}
          {action(
            <Link to="/domains/$domainId" params={{ domainId: item.domainId }}>
              {t('home.item.domainExpiring.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'domainUnlock':
      return (
        <>
          {why(t('home.item.domainUnlock', { name: item.name, date: format.date(item.requestedAt) }))}
          {action(
            <Link to="/domains/$domainId" params={{ domainId: item.domainId }} search={{ tab: 'registry-lock' }}>
              {t('home.item.domainUnlock.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'domainDnsNotServed':
      return (
        <>
          {why(t('home.item.domainDnsNotServed', { name: item.name }))}
          {action(
            <Link to="/domains/$domainId" params={{ domainId: item.domainId }} search={{ open: 'nameservers' }}>
              {t('home.item.domainDnsNotServed.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'domainProgress':
      return (
        <>
          {why(
            t(item.progress.expectedAt ? 'home.item.domainProgress' : 'home.item.domainProgressNoDate', {
              kind: item.progress.kind,
              step: item.progress.step,
              name: item.name,
              date: format.dateTime(item.progress.expectedAt),
            }),
          )}
          {action(
            <Link to="/domains/$domainId" params={{ domainId: item.domainId }}>
              {t('home.item.domainProgress.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'vpsSuspended':
    case 'vpsStopped':
      return (
        <>
          {why(t(item.kind === 'vpsStopped' ? 'home.item.vpsStopped' : 'home.item.vpsSuspended', { name: item.name }))}
          {action(
            <Link to="/vps/$vpsId" params={{ vpsId: item.vpsId }}>
              {t(item.kind === 'vpsStopped' ? 'home.item.vpsStopped.do' : 'home.item.vpsSuspended.do', {
                name: item.name,
              })}
            </Link>,
          )}
        </>
      );
    case 'vpsFailedJob':
      return (
        <>
          {why(
            t('home.item.vpsFailedJob', {
              name: item.name,
              when: item.failedAt ? format.dateTime(item.failedAt) : 'none',
              job: jobWord(item.jobKind),
            }),
          )}
          {action(
            <Link to="/vps/$vpsId" params={{ vpsId: item.vpsId }}>
              {t('home.item.vpsFailedJob.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'vpsProvisioning':
      return <ProvisioningItem name={item.name} vpsId={item.vpsId} jobId={item.jobId} pollUrl={item.pollUrl} />;
    case 'vpsProvisionFailed':
      return (
        <>
          {why(
            t('home.item.vpsProvisionFailed', {
              name: item.name,
              when: item.failedAt ? format.dateTime(item.failedAt) : 'none',
            }),
          )}
          {action(
            <>
              <Link to="/vps/$vpsId" params={{ vpsId: item.vpsId }} search={{ recover: 'rebuild' }}>
                {t('home.item.vpsProvisionFailed.do', { name: item.name })}
              </Link>
              <GetHelpLink
                inline
                service={{ type: 'vps', id: item.vpsId, name: item.name }}
                about={t('home.item.vpsProvisionFailed.about', { name: item.name })}
              >
                {t('home.item.vpsProvisionFailed.help')}
              </GetHelpLink>
            </>,
          )}
        </>
      );
    case 'vpsNetwork':
      return (
        <>
          {why(t('home.item.vpsNetwork', { name: item.name }))}
          {action(
            <Link to="/vps/$vpsId" params={{ vpsId: item.vpsId }} search={{ tab: 'network' }}>
              {t('home.item.vpsNetwork.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'hostingSuspended':
    case 'hostingPending':
      return (
        <>
          {why(
            t(item.kind === 'hostingSuspended' ? 'home.item.hostingSuspended' : 'home.item.hostingPending', {
              name: item.name,
            }),
          )}
          {action(
            <Link to="/hosting/$accountId" params={{ accountId: item.accountId }}>
              {t(item.kind === 'hostingSuspended' ? 'home.item.hostingSuspended.do' : 'home.item.hostingPending.do', {
                name: item.name,
              })}
            </Link>,
          )}
        </>
      );
    case 'hostingInvoice':
      return (
        <>
          {why(
            t('home.item.hostingInvoice', {
              name: item.name,
              number: item.invoiceNumber ?? 'none',
              amount: money(item.money),
            }),
          )}
          {action(
            <Link to="/hosting/$accountId" params={{ accountId: item.accountId }} search={{ tab: 'billing' }}>
              {t('home.item.hostingInvoice.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'mailboxQuota':
      return (
        <>
          {why(t('home.item.mailboxQuota', { name: item.name, count: item.count }))}
          {action(
            <Link to="/hosting/$accountId" params={{ accountId: item.accountId }} search={{ tab: 'mailboxes' }}>
              {t('home.item.mailboxQuota.do', { name: item.name })}
            </Link>,
          )}
        </>
      );
    case 'ticketAnswered':
      return (
        <>
          {why(t('home.item.ticketAnswered', { name: item.name, number: item.number }))}
          {action(
            <Link to="/support/tickets/$ticketId" params={{ ticketId: item.ticketId }}>
              {t('home.item.ticketAnswered.do', { number: item.number })}
            </Link>,
          )}
        </>
      );
    case 'operation':
      return (
        <>
          <p className="home-item__why">
            {t.rich('home.item.operation', { label: <OperationLabel label={item.label} /> })}
          </p>
          {action(
            item.href ? (
              <Link to={item.href}>{t('home.item.operation.do')}</Link>
            ) : (
              <Button variant="secondary" onClick={() => openOperations()}>
                {t('home.item.operation.do')}
              </Button>
            ),
          )}
        </>
      );
  }
}
