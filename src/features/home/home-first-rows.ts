import type { HomeReadName } from '@/api/home-reads';
import { httpsUrl } from '@/api/schemas/external-url';
import { asSent, priceWords } from '@/ui/format/pricing';
import { formatMoney } from '@/ui/format/money';
import { badgeMarkup, escapeMarkup, linkHref, type RowWriting } from '@/ui/first-rows';
import { followsRunningOperation } from '@/ui/first-rows-operations';
import { homePages } from './api/home-rows';
import { attentionItems, holdsNothing, type AttentionItem, type AttentionSources, type Money } from './home-attention';

/**
 * Home's list of what needs the customer, drawn by the boot script (src/boot/first-rows.ts) from Home's early reads
 * before the app's scripts have arrived: on the bench's phone the list is the page's largest paint, and React draws it
 * only once the app's code has downloaded and run (LCP 2.1–2.5 s; the reads are in by about 1.2 s).
 *
 * The reads are parsed with Home's own schemas (api/home-rows.ts) and the items come from the same rules
 * (home-attention.ts), so the boot lists what the app lists; the markup is the one `AttentionList` and
 * `AttentionItemBody` draw once every read has answered (home-first-rows.test.tsx renders both from the same answers
 * and fails on any difference). Nothing is drawn (the frame keeps saying "Checking your services…" until the app
 * shows the list) when the app would show something else: a read that failed (the list then says some areas could
 * not be checked), an account with nothing at all (the first-run page), or an operation this tab follows (read from
 * the tab's storage by the app).
 */

/** Words of Home's catalog (and the core one's) that the list uses. */
export const homeFirstRowKeyPrefixes = ['home.attention.', 'home.item.', 'home.urgency'] as const;
export const homeFirstRowCoreKeys = ['link.newTab', 'link.unsafePayment', 'price.withVat'] as const;

const urgencyNames = ['down', 'soon', 'due', 'look', 'running'] as const;
const tones = { down: 'danger', soon: 'warning', due: 'warning', look: 'info', running: 'progress' } as const;

const link = (href: string, text: string) => `<a href="${escapeMarkup(href)}">${escapeMarkup(text)}</a>`;
const why = (text: string) => `<p class="home-item__why">${escapeMarkup(text)}</p>`;
const actions = (markup: string) => `<p class="home-item__actions">${markup}</p>`;
const enc = encodeURIComponent;

/** The action's words of a failed change on a server, by its job's kind (`attention-item.tsx` `jobWord`). */
function jobWord(kind: string | null): string {
  const [, what = ''] = (kind ?? '').split('.');
  return ['restart', 'stop', 'shutdown', 'reset', 'start', 'network', 'snapshot'].includes(what) ? what : 'other';
}

/** An item's body (`AttentionItemBody`); null for one the boot does not draw. */
function itemBody(item: AttentionItem, write: RowWriting, locale: string): string | null {
  const { t } = write;
  const date = (value: string | null) => (value === null ? '—' : write.date(value));
  const money = (value: Money) =>
    value.amount === null
      ? t('home.item.noAmount')
      : value.basis
        ? priceWords(t, (a, c) => formatMoney(a, c, locale), asSent, value.amount, value.currencyCode, value.basis)
        : formatMoney(value.amount, value.currencyCode, locale);
  switch (item.kind) {
    case 'invoiceOverdue':
    case 'invoiceUnpaid': {
      const values = { name: item.name, amount: money(item.money), date: date(item.dueAt) };
      const payUrl = httpsUrl(item.payUrl);
      // As `ExternalLink` (payment): an address that came but is not https is not linked, and says so.
      const pay =
        payUrl === null
          ? item.payUrl?.trim()
            ? `<span class="external-link__unsafe">${escapeMarkup(t('link.unsafePayment'))}</span>`
            : ''
          : `<a class="button button--primary" href="${escapeMarkup(payUrl)}" target="_blank" rel="noopener noreferrer">` +
            `${escapeMarkup(t('home.item.invoice.pay', { name: item.name }))} ` +
            `<span class="visually-hidden">${escapeMarkup(t('link.newTab'))}</span></a>`;
      return (
        why(
          item.dueAt === null
            ? t('home.item.invoiceNoDate', values)
            : t(item.kind === 'invoiceOverdue' ? 'home.item.invoiceOverdue' : 'home.item.invoiceUnpaid', values),
        ) +
        actions(
          pay + link(`/billing/invoices/${enc(item.invoiceId)}`, t('home.item.invoice.show', { name: item.name })),
        )
      );
    }
    case 'invoiceAutoPayFailed':
      return (
        why(
          t('home.item.invoiceAutoPayFailed', {
            name: item.name,
            amount: money(item.money),
            date: date(item.failedAt),
          }),
        ) +
        actions(
          link(
            `/billing/invoices/${enc(item.invoiceId)}`,
            t('home.item.invoiceAutoPayFailed.pay', { name: item.name }),
          ) + link('/billing/cards', t('home.item.invoiceAutoPayFailed.cards')),
        )
      );
    case 'orderUnpaid':
      return (
        why(t('home.item.orderUnpaid', { name: item.name, amount: money(item.money) })) +
        actions(link(`/orders/${enc(item.orderId)}`, t('home.item.order.pay', { name: item.name })))
      );
    case 'domainOrder': {
      const order = item.orderNumber ?? item.orderId ?? '—';
      const values = {
        kind: item.orderKind,
        name: item.name,
        order,
        amount: money(item.money),
        date: date(item.dueAt),
      };
      return (
        why(item.dueAt === null ? t('home.item.domainOrderNoDate', values) : t('home.item.domainOrder', values)) +
        actions(
          item.orderId?.startsWith('ord_')
            ? link(`/orders/${enc(item.orderId)}`, t('home.item.domainOrder.pay', { order }))
            : link(`/domains/${enc(item.domainId)}`, t('home.item.domainOrder.show', { name: item.name })),
        )
      );
    }
    case 'domainAction':
      return (
        why(t('home.item.domainAction', { status: item.status, name: item.name })) +
        actions(
          link(
            `/domains/${enc(item.domainId)}`,
            t('home.item.domainAction.do', { status: item.status, name: item.name }),
          ),
        )
      );
    case 'domainsExpired':
      return (
        why(t('home.item.domainsExpired', { count: item.count })) +
        actions(
          link(linkHref('/domains', { status: 'expired' }), t('home.item.domainsExpired.do', { count: item.count })),
        )
      );
    case 'domainExpiring':
      return (
        why(t('home.item.domainExpiring', { name: item.name, date: date(item.expiresAt) })) +
        actions(link(`/domains/${enc(item.domainId)}`, t('home.item.domainExpiring.do', { name: item.name })))
      );
    case 'domainUnlock':
      return (
        why(t('home.item.domainUnlock', { name: item.name, date: date(item.requestedAt) })) +
        actions(
          link(
            linkHref(`/domains/${enc(item.domainId)}`, { tab: 'registry-lock' }),
            t('home.item.domainUnlock.do', { name: item.name }),
          ),
        )
      );
    case 'domainDnsNotServed':
      return (
        why(t('home.item.domainDnsNotServed', { name: item.name })) +
        actions(
          link(
            linkHref(`/domains/${enc(item.domainId)}`, { open: 'nameservers' }),
            t('home.item.domainDnsNotServed.do', { name: item.name }),
          ),
        )
      );
    case 'domainProgress':
      return (
        why(
          t(item.progress.expectedAt ? 'home.item.domainProgress' : 'home.item.domainProgressNoDate', {
            kind: item.progress.kind,
            step: item.progress.step,
            name: item.name,
            date: item.progress.expectedAt ? write.dateTime(item.progress.expectedAt) : '—',
          }),
        ) + actions(link(`/domains/${enc(item.domainId)}`, t('home.item.domainProgress.do', { name: item.name })))
      );
    case 'vpsSuspended':
    case 'vpsStopped': {
      const stopped = item.kind === 'vpsStopped';
      return (
        why(t(stopped ? 'home.item.vpsStopped' : 'home.item.vpsSuspended', { name: item.name })) +
        actions(
          link(
            `/vps/${enc(item.vpsId)}`,
            t(stopped ? 'home.item.vpsStopped.do' : 'home.item.vpsSuspended.do', { name: item.name }),
          ),
        )
      );
    }
    case 'vpsFailedJob':
      return (
        why(
          t('home.item.vpsFailedJob', {
            name: item.name,
            when: item.failedAt ? write.dateTime(item.failedAt) : 'none',
            job: jobWord(item.jobKind),
          }),
        ) + actions(link(`/vps/${enc(item.vpsId)}`, t('home.item.vpsFailedJob.do', { name: item.name })))
      );
    case 'vpsProvisioning':
      // As `ProvisioningItem` draws it before its first poll has answered (no percent yet).
      return (
        why(t('home.item.vpsProvisioning', { name: item.name })) +
        `<progress class="home-item__progress" max="100" aria-label="${escapeMarkup(t('home.item.vpsProvisioning.label', { name: item.name }))}"></progress>` +
        actions(link(`/vps/${enc(item.vpsId)}`, t('home.item.vpsProvisioning.do', { name: item.name })))
      );
    case 'vpsProvisionFailed':
      return (
        why(
          t('home.item.vpsProvisionFailed', {
            name: item.name,
            when: item.failedAt ? write.dateTime(item.failedAt) : 'none',
          }),
        ) +
        actions(
          link(
            linkHref(`/vps/${enc(item.vpsId)}`, { recover: 'rebuild' }),
            t('home.item.vpsProvisionFailed.do', { name: item.name }),
          ) +
            // GetHelpLink, inline: the new-ticket form about this server.
            link(
              linkHref('/support/tickets/new', {
                serviceType: 'vps',
                serviceId: item.vpsId,
                serviceName: item.name,
                about: t('home.item.vpsProvisionFailed.about', { name: item.name }),
              }),
              t('home.item.vpsProvisionFailed.help'),
            ),
        )
      );
    case 'vpsNetwork':
      return (
        why(t('home.item.vpsNetwork', { name: item.name })) +
        actions(
          link(
            linkHref(`/vps/${enc(item.vpsId)}`, { tab: 'network' }),
            t('home.item.vpsNetwork.do', { name: item.name }),
          ),
        )
      );
    case 'hostingSuspended':
    case 'hostingPending': {
      const suspended = item.kind === 'hostingSuspended';
      return (
        why(t(suspended ? 'home.item.hostingSuspended' : 'home.item.hostingPending', { name: item.name })) +
        actions(
          link(
            `/hosting/${enc(item.accountId)}`,
            t(suspended ? 'home.item.hostingSuspended.do' : 'home.item.hostingPending.do', { name: item.name }),
          ),
        )
      );
    }
    case 'hostingInvoice':
      return (
        why(
          t('home.item.hostingInvoice', {
            name: item.name,
            number: item.invoiceNumber ?? 'none',
            amount: money(item.money),
          }),
        ) +
        actions(
          link(
            linkHref(`/hosting/${enc(item.accountId)}`, { tab: 'billing' }),
            t('home.item.hostingInvoice.do', { name: item.name }),
          ),
        )
      );
    case 'mailboxQuota':
      return (
        why(t('home.item.mailboxQuota', { name: item.name, count: item.count })) +
        actions(
          link(
            linkHref(`/hosting/${enc(item.accountId)}`, { tab: 'mailboxes' }),
            t('home.item.mailboxQuota.do', { name: item.name }),
          ),
        )
      );
    case 'ticketAnswered':
      return (
        why(t('home.item.ticketAnswered', { name: item.name, number: item.number })) +
        actions(
          link(`/support/tickets/${enc(item.ticketId)}`, t('home.item.ticketAnswered.do', { number: item.number })),
        )
      );
    case 'operation':
      // Operations this tab follows come from its storage, which the boot does not read: never drawn.
      return null;
  }
}

/** Home's reads (src/api/home-reads.ts), by name. */
const READ_NAMES: readonly HomeReadName[] = Object.keys(homePages) as HomeReadName[];

/**
 * The pages Home read, parsed as the app parses them, by read (null: absent, 403 or 404); not there: not sent (an
 * area the key cannot read, which the app leaves out as well). Null when one cannot be read.
 */
function parsedReads(bodies: unknown) {
  if (typeof bodies !== 'object' || bodies === null) return null;
  const answers = bodies as Record<string, unknown>;
  const parsed: { [N in HomeReadName]?: ReturnType<(typeof homePages)[N]['parse']> | null } = {};
  for (const name of Object.keys(answers)) {
    if (!(READ_NAMES as readonly string[]).includes(name)) return null;
    const body = answers[name];
    if (body === null) {
      (parsed as Record<string, unknown>)[name] = null;
      continue;
    }
    const result = homePages[name as HomeReadName].safeParse(body);
    if (!result.success) return null;
    (parsed as Record<string, unknown>)[name] = result.data;
  }
  return parsed;
}

/**
 * The list's section (`AttentionList` once every read has answered) from Home's early reads: `bodies` by the read's
 * name (src/api/home-reads.ts), each its answer's JSON, or null for a read that is absent (403 or 404); null when the
 * app would show something else (see above).
 */
export function homeFirstSection(bodies: unknown, write: RowWriting, locale: string, nowMs: number): string | null {
  const reads = parsedReads(bodies);
  if (reads === null || Object.keys(reads).length === 0 || followsRunningOperation()) return null;
  const rows = <T>(page: { data: T[] } | null | undefined) => page?.data;
  const sources: AttentionSources = {
    vps: rows(reads.vps),
    hosting: rows(reads.hosting),
    domainsActionRequired: rows(reads.domainsActionRequired),
    domainStatusCounts: reads.domainCounts?.statusCounts,
    domainsExpiring: rows(reads.domainsExpiring),
    domainsPendingOrder: rows(reads.domainsPendingOrder),
    domainsUnlock: rows(reads.domainsUnlock),
    domainsInProgress: rows(reads.domainsInProgress),
    domainsDnsNotServed: rows(reads.domainsDnsNotServed),
    orders: rows(reads.orders),
    invoices: rows(reads.invoices),
    tickets: rows(reads.tickets),
    operations: [],
  };
  // An account with nothing at all: the app shows its first-run page instead of the list.
  const domains = reads.domainCounts;
  if (
    holdsNothing({
      vps: sources.vps,
      hosting: sources.hosting,
      domains: domains?.total ?? domains?.data.length ?? 0,
      orders: sources.orders,
      invoices: sources.invoices,
      tickets: sources.tickets,
    })
  )
    return null;
  const items = attentionItems(sources, nowMs);
  const bodiesMarkup = items.map((item) => itemBody(item, write, locale));
  if (bodiesMarkup.some((body) => body === null)) return null;
  const { t } = write;
  const heading =
    escapeMarkup(t('home.attention.heading')) +
    (items.length > 0
      ? `<span class="home-attention__count"> · ${escapeMarkup(t('home.attention.count', { count: items.length }))}</span>`
      : '');
  const status = t('home.attention.checked', { time: write.dateTime(new Date(nowMs).toISOString()) });
  const list =
    items.length > 0
      ? `<ul class="home-attention__list">` +
        items
          .map((item, at) => {
            const urgency = urgencyNames[item.urgency] ?? 'look';
            return (
              `<li class="home-item home-item--${urgency}">` +
              badgeMarkup(tones[urgency], t('home.urgency', { urgency })) +
              bodiesMarkup[at] +
              `</li>`
            );
          })
          .join('') +
        `</ul>`
      : `<div class="home-attention__none"><p class="home-attention__none-title">${escapeMarkup(t('home.attention.none'))}</p>` +
        `<p>${escapeMarkup(t('home.attention.noneDetail'))}</p></div>`;
  return (
    `<section class="home-attention" aria-busy="false"><h2>${heading}</h2>` +
    `<p class="home-attention__loading" role="status">${escapeMarkup(status)}</p>${list}</section>`
  );
}
