import { invoiceVatBasis } from '@/api/schemas/vat';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { isOverdue, outstandingOf, type Invoice } from '@/api/schemas/billing';
import { Button } from '@/ui/button';
import { useMessages } from '@/i18n';
import { DateTime } from '@/ui/format/date-time';
import { Price } from '@/ui/format/price';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { readInvoicePage } from '@/features/billing/api/billing-downloads';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { invoiceForOf } from '@/features/billing/billing-labels';
import { invoiceListFilters, type InvoiceListFilter } from '@/features/billing/billing-route-params';
import { billingMessages } from '@/features/billing/messages/catalog';
import { BillingTabs } from './billing-tabs';
import { prepareInvoiceCsv, useInvoiceCsvColumns } from './use-csv-exports';
import { OverdueBadge, useOpenedAt } from './invoice-badges';
import { InvoiceStatusBadge } from '@/ui/invoice-status-badge';
import { useInvoiceText } from './use-invoice-text';
import { isPayable } from './invoice-payable';
import { preloadable } from '@/ui/preloadable';
import { useWhenIdle } from '@/ui/use-when-idle';
import '@/features/billing/billing.css';

/**
 * Paying, in chunks of their own: the combined payment (its card, provider and outcome code) is fetched once the list
 * has shown invoices to pay, when the browser is idle, and drawn once one is chosen; the provider's way back only
 * when the address names a payment. The first screen is the list alone.
 */
const bulkPay = preloadable(
  () => import('./invoice-bulk-pay'),
  (module) => module.InvoiceBulkPay,
);
const paymentReturn = preloadable(
  () => import('./invoice-pay-card'),
  (module) => module.PaymentReturn,
);

/**
 * Every invoice of the account, newest issued first, on the kit list. The status select is the server's filter
 * (`outstanding`: what is to pay); the text filters the rows read on the client (the API names no text filter). The
 * filters live in the URL; "Show more" reads the next page. Paying several keeps its own choice (payable invoices
 * only, "Select all overdue" over every page), beside the list.
 */
export function InvoiceListPage({
  q,
  status,
  payment,
  onPaymentRead,
}: {
  q: string | undefined;
  status: InvoiceListFilter;
  /** Back from paying several invoices at the provider (`?payment=`). */
  payment?: string | undefined;
  onPaymentRead?: () => void;
}) {
  const t = useMessages(billingMessages);
  const now = useOpenedAt();
  const csvColumns = useInvoiceCsvColumns();
  const { numberOf, forOf } = useInvoiceText();
  // The route's loader has read the first page; until then (the page drawn at build time into the static frame,
  // src/boot/prerender.tsx) the kit says the rows are loading, and a failure of a later read is shown with a retry.
  const query = useInfiniteQuery(billingQueries.invoicePages({ status }));
  const pages = useKitPages(query);
  const filtered = q !== undefined || status !== 'all';
  const match = useCallback((invoice: Invoice) => matchesSearch(q, [invoice.number, invoice.orderNumber]), [q]);
  const rows = useMemo(() => pages.rows.filter(match), [pages.rows, match]);
  const counted = useQuery({ ...billingQueries.invoiceTotal(), enabled: filtered || pages.hasMore });
  const total = filtered || pages.hasMore ? (counted.data ?? null) : null;
  const readPage = useCallback(
    (cursor: string | undefined, signal: AbortSignal) => readInvoicePage(status, cursor, signal),
    [status],
  );
  // The invoices chosen to pay at once, on any page: each as last read, kept while it is still payable.
  const [chosen, setChosen] = useState<ReadonlyMap<string, Invoice>>(() => new Map());
  const [paymentId, setPaymentId] = useState(payment);
  if (payment !== undefined && payment !== paymentId) setPaymentId(payment);
  // Every invoice still to pay, all pages: "Select all overdue" covers them (the page alone until they are read).
  const everyOutstanding = useQuery(billingQueries.outstandingAll());
  const payable = useMemo(() => rows.filter(isPayable), [rows]);
  const canPay = payable.length > 0;
  const queryClient = useQueryClient();
  useWhenIdle(() => {
    if (!canPay) return;
    void bulkPay.preload().catch(() => undefined);
    // The saved card it offers, known before an invoice is chosen (as when the payment was drawn with the list).
    void queryClient.prefetchQuery(billingQueries.cards());
  }, [canPay, queryClient]);
  const selected = useMemo(() => {
    const latest = new Map((everyOutstanding.data?.rows ?? []).map((invoice) => [invoice.id, invoice]));
    for (const invoice of pages.rows) latest.set(invoice.id, invoice);
    const known = everyOutstanding.data !== undefined;
    return [...chosen.values()]
      .map((invoice) => latest.get(invoice.id) ?? (known ? undefined : invoice))
      .filter((invoice): invoice is Invoice => invoice !== undefined && isPayable(invoice));
  }, [chosen, everyOutstanding.data, pages.rows]);
  // Drawn from the first choice on, and kept: after paying, the choice is cleared and the outcome stays.
  const [paying, setPaying] = useState(false);
  if (selected.length > 0 && !paying) setPaying(true);
  const overdue = useMemo(
    () =>
      (everyOutstanding.data?.rows ?? payable).filter(
        (invoice) =>
          isPayable(invoice) &&
          isOverdue(invoice, now) &&
          (status === 'all' || status === 'outstanding' || invoice.status === status) &&
          matchesSearch(q, [invoice.number, invoice.orderNumber]),
      ),
    [everyOutstanding.data, payable, now, status, q],
  );

  const columns = useMemo<KitColumn<Invoice>[]>(
    () => [
      {
        id: 'select',
        header: t('billing.bulkPay.select'),
        cell: (invoice) =>
          isPayable(invoice) ? (
            <input
              type="checkbox"
              aria-label={t('billing.bulkPay.selectInvoice', { number: invoice.number ?? invoice.id })}
              checked={chosen.has(invoice.id)}
              onChange={(event) => {
                const checked = event.target.checked;
                setChosen((previous) => {
                  const next = new Map(previous);
                  if (checked) next.set(invoice.id, invoice);
                  else next.delete(invoice.id);
                  return next;
                });
              }}
            />
          ) : null,
      },
      {
        id: 'number',
        header: t('billing.invoices.column.number'),
        primary: true,
        cell: (invoice) => (
          <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className="data-table__title">
            {numberOf(invoice)}
          </Link>
        ),
      },
      {
        id: 'for',
        header: t('billing.invoices.column.for'),
        cell: (invoice) =>
          invoiceForOf(invoice) === 'order' && invoice.orderId ? (
            <Link to="/orders/$orderId" params={{ orderId: invoice.orderId }}>
              {forOf(invoice)}
            </Link>
          ) : (
            forOf(invoice)
          ),
      },
      {
        id: 'issued',
        header: t('billing.invoices.column.issued'),
        cell: (invoice) => (invoice.issuedAt ? <DateTime value={invoice.issuedAt} /> : t('billing.none')),
      },
      {
        id: 'due',
        header: t('billing.invoices.column.due'),
        cell: (invoice) => (
          <span className="billing-due">
            {invoice.dueAt ? <DateTime value={invoice.dueAt} mode="date" /> : t('billing.none')}
            <OverdueBadge invoice={invoice} now={now} />
          </span>
        ),
      },
      {
        id: 'total',
        header: t('billing.invoices.column.total'),
        align: 'end',
        cell: (invoice) => (
          <Price
            exact
            amount={invoice.totals?.total ?? invoice.amount}
            currencyCode={invoice.totals?.currencyCode ?? invoice.currencyCode}
            basis={invoiceVatBasis(invoice)}
          />
        ),
      },
      {
        id: 'outstanding',
        header: t('billing.invoices.column.outstanding'),
        align: 'end',
        cell: (invoice) => (
          <Price
            exact
            amount={outstandingOf(invoice)}
            currencyCode={invoice.totals?.currencyCode ?? invoice.currencyCode}
            basis={invoiceVatBasis(invoice)}
          />
        ),
      },
      {
        id: 'status',
        header: t('billing.invoices.column.status'),
        cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
      },
    ],
    [t, now, numberOf, forOf, chosen],
  );

  return (
    <section className="page" aria-labelledby="billing-invoices-heading">
      <PageHeader
        headingId="billing-invoices-heading"
        title={t('billing.title')}
        documentTitle={t('billing.invoices.title')}
      />
      <BillingTabs current="invoices" />
      {paymentId && (
        <Suspense fallback={null}>
          <paymentReturn.Component paymentId={paymentId} onRead={onPaymentRead ?? noop} />
        </Suspense>
      )}
      <KitList
        noun="invoices"
        label={t('billing.invoices.search.label')}
        caption={t('billing.invoices.caption', { filtered: filtered ? 'yes' : 'no', page: 'first' })}
        search={{ label: t('billing.invoices.search.q'), q, maxLength: 100 }}
        status={{
          param: 'status',
          value: status,
          options: invoiceListFilters.map((value) => ({
            value,
            label: t('billing.invoices.filter', { status: value }),
          })),
        }}
        filtered={false}
        orderedBy={{ column: 'issued', direction: 'descending' }}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        pages={pages}
        error={query.isError && !query.data ? { error: query.error, retry: () => void query.refetch() } : null}
        match={match}
        total={total}
        readPage={readPage}
        csv={{ name: 'invoices', columns: csvColumns, prepare: prepareInvoiceCsv }}
        empty={{
          title: t('billing.invoices.empty.heading'),
          body: <p className="muted">{t('billing.invoices.empty.body')}</p>,
        }}
        sayReadOnlyOnce
      />
      {(payable.length > 0 || overdue.length > 0) && (
        <p className="billing-bulk-pay__choose">
          {overdue.length > 0 && (
            <Button size="small" onClick={() => setChosen(new Map(overdue.map((invoice) => [invoice.id, invoice])))}>
              {t('billing.bulkPay.selectOverdue', { count: overdue.length })}
            </Button>
          )}{' '}
          {selected.length > 0 && (
            <Button size="small" onClick={() => setChosen(new Map())}>
              {t('billing.bulkPay.clear')}
            </Button>
          )}
        </p>
      )}
      {paying && (
        <Suspense fallback={null}>
          <bulkPay.Component invoices={selected} returnPath="/billing/invoices" onPaid={() => setChosen(new Map())} />
        </Suspense>
      )}
    </section>
  );
}

function noop() {}
