import { queryOptions } from '@tanstack/react-query';
import { call, callRead } from '@/api/call';
import { billingEndpoints as api } from '@/api/endpoints/billing-io';
import { billingReads } from '@/api/first-reads/billing';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type { BillingActivityKind, InvoiceStatusFilter } from '@/api/schemas/billing';
import { readAllPages } from '@/ui/csv';
import { cursorPages } from '@/ui/kit-pages';

const root = areaKeys(queryRoots.billing).all();

export type InvoiceFilter = InvoiceStatusFilter | 'all';
export type HistoryFilter = BillingActivityKind | 'all';

/**
 * Keys under `queryRoots.billing`, generic → specific, one branch per resource of the area:
 *
 *   ['billing', 'invoices', 'list', { status, cursor }]    ['billing', 'invoices', 'detail', id]
 *   ['billing', 'credit']                                   ['billing', 'cards', 'list']
 *   ['billing', 'cards', 'setup', id]                       ['billing', 'history', 'list', { kind, cursor }]
 *
 * So invalidating the root refreshes everything billing shows (a payment changes the invoice, the lists, the credit
 * and the history at once); other areas reach it by `queryRoots.billing` only.
 */
export const billingKeys = {
  all: () => root,
  invoices: () => [...root, 'invoices'] as const,
  invoiceLists: () => [...root, 'invoices', 'list'] as const,
  invoiceDetail: (id: string) => [...root, 'invoices', 'detail', id] as const,
  refundQuote: (id: string) => [...root, 'invoices', 'refund-quote', id] as const,
  credit: () => [...root, 'credit'] as const,
  cards: () => [...root, 'cards'] as const,
  cardList: () => [...root, 'cards', 'list'] as const,
  cardSetup: (id: string) => [...root, 'cards', 'setup', id] as const,
  history: () => [...root, 'history'] as const,
  profile: () => [...root, 'profile'] as const,
  payment: (id: string) => [...root, 'payments', id] as const,
  settings: () => [...root, 'settings'] as const,
};

/** The reads of the billing screens (writes are in `billing-mutations.ts`). */
export const billingQueries = {
  invoices: (params: { status: InvoiceFilter; cursor?: string | undefined }) =>
    queryOptions({
      queryKey: [...billingKeys.invoiceLists(), params] as const,
      queryFn: ({ signal }) =>
        callRead(
          api.invoices,
          billingReads.invoices({ status: params.status === 'all' ? undefined : params.status, cursor: params.cursor }),
          signal,
        ),
    }),
  /** The invoice list's pages under the status filter, read one after the other by "Show more" (the kit list). */
  invoicePages: (params: { status: InvoiceFilter }) =>
    cursorPages([...billingKeys.invoiceLists(), { ...params, pages: true }] as const, (cursor, signal) =>
      callRead(
        api.invoices,
        billingReads.invoices({ status: params.status === 'all' ? undefined : params.status, cursor }),
        signal,
      ),
    ),
  /** How many invoices there are, for the list's "3 of 9": one page of 100 without a filter; null when more. */
  invoiceTotal: () =>
    queryOptions({
      queryKey: [...billingKeys.invoiceLists(), { total: true }] as const,
      queryFn: ({ signal }) => callRead(api.invoices, billingReads.invoiceTotal(), signal),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
  /**
   * Every invoice still to pay, all pages of `outstanding` (100 a page): "Select all N overdue" chooses among them,
   * not only among the page on screen. Under the invoice lists, so every payment reads it again.
   */
  outstandingAll: () =>
    queryOptions({
      queryKey: [...billingKeys.invoiceLists(), { outstandingAll: true }] as const,
      queryFn: ({ signal }) =>
        readAllPages(
          (cursor, pageSignal) =>
            call(api.invoices, { query: { status: 'outstanding', cursor, limit: 100 }, signal: pageSignal }),
          signal,
          () => {},
        ),
    }),
  invoice: (id: string) =>
    queryOptions({
      queryKey: billingKeys.invoiceDetail(id),
      queryFn: ({ signal }) => callRead(api.invoice, billingReads.invoice(id), signal),
    }),
  /** What a refund of the invoice would return now (the refund dialog shows it before anything is sent). */
  refundQuote: (id: string) =>
    queryOptions({
      queryKey: billingKeys.refundQuote(id),
      queryFn: ({ signal }) => call(api.refundQuote, { params: { id }, signal }),
      // Days pass: read it again each time the dialog opens.
      staleTime: 0,
      gcTime: 0,
    }),
  credit: () =>
    queryOptions({
      queryKey: billingKeys.credit(),
      queryFn: ({ signal }) => call(api.credit, { signal }),
    }),
  /** Who the account bills (`GET /billing/profile`): decides the VAT on prices and invoices. */
  profile: () =>
    queryOptions({
      queryKey: billingKeys.profile(),
      queryFn: ({ signal }) => call(api.profile, { signal }),
    }),
  cards: () =>
    queryOptions({
      queryKey: billingKeys.cardList(),
      queryFn: ({ signal }) => call(api.cards, { signal }),
    }),
  /** A card setup the provider sent the customer back from (`?cardSetup=`): added or declined. */
  cardSetup: (id: string) =>
    queryOptions({
      queryKey: billingKeys.cardSetup(id),
      queryFn: ({ signal }) => call(api.cardSetup, { params: { id }, signal }),
      // What it said does not change once the customer is back; read it once.
      staleTime: Infinity,
    }),
  /** A payment the provider sent the customer back from (`?payment=`): paid, or declined and why. */
  payment: (id: string) =>
    queryOptions({
      queryKey: billingKeys.payment(id),
      queryFn: ({ signal }) => call(api.payment, { params: { id }, signal }),
    }),
  /** Automatic payment on or off, and whether it can be turned on. */
  settings: () =>
    queryOptions({
      queryKey: billingKeys.settings(),
      queryFn: ({ signal }) => call(api.settings, { signal }),
    }),
  /** The payment history, from the API's billing activity. */
  history: (params: { kind: HistoryFilter; cursor?: string | undefined }) =>
    queryOptions({
      queryKey: [...billingKeys.history(), 'list', params] as const,
      queryFn: ({ signal }) =>
        call(api.activity, {
          query: { kind: params.kind === 'all' ? undefined : params.kind, cursor: params.cursor, limit: 20 },
          signal,
        }),
    }),
  /** The history's pages under the kind filter, read one after the other by "Show more" (the kit list). */
  historyPages: (params: { kind: HistoryFilter }) =>
    cursorPages([...billingKeys.history(), 'list', { ...params, pages: true }] as const, (cursor, signal) =>
      call(api.activity, {
        query: { kind: params.kind === 'all' ? undefined : params.kind, cursor, limit: 20 },
        signal,
      }),
    ),
  historyTotal: () =>
    queryOptions({
      queryKey: [...billingKeys.history(), 'list', { total: true }] as const,
      queryFn: ({ signal }) => call(api.activity, { query: { limit: 100 }, signal }),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
};
