import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { paletteQueries } from '@/features/palette/api/palette-queries';
import { matchesWords, PALETTE_AREA_LIMIT, wordsOf, type PaletteArea } from '@/features/palette/palette-areas';
import type { DomainSummary } from '@/api/schemas/domains';
import type { HostingAccount, HostingAccountSummary, Mailbox } from '@/api/schemas/hosting';
import type { Invoice } from '@/api/schemas/billing';
import type { Order } from '@/api/schemas/orders';
import type { TicketSummary } from '@/api/schemas/tickets';
import type { Vps, VpsSummary } from '@/api/schemas/vps';

/** One area's answer for the text: still asking (nothing yet), failed (with its retry), or its rows. */
export type AreaResult<T> =
  | { area: PaletteArea; state: 'pending' }
  | { area: PaletteArea; state: 'failed'; retry: () => void }
  | { area: PaletteArea; state: 'ready'; rows: readonly T[]; stale: boolean };

export interface PaletteFound {
  vps: AreaResult<VpsSummary>;
  hosting: AreaResult<HostingAccountSummary>;
  domains: AreaResult<DomainSummary>;
  orders: AreaResult<Order>;
  invoices: AreaResult<Invoice>;
  tickets: AreaResult<TicketSummary>;
}

interface QueryLike<D> {
  data: D | undefined;
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

function resultOf<D, T>(area: PaletteArea, query: QueryLike<D>, rows: (data: D) => readonly T[]): AreaResult<T> {
  if (query.data !== undefined && !query.isError) {
    return {
      area,
      state: 'ready',
      rows: rows(query.data).slice(0, PALETTE_AREA_LIMIT),
      stale: !!query.isPlaceholderData,
    };
  }
  if (query.isError) return { area, state: 'failed', retry: () => void query.refetch() };
  return { area, state: 'pending' };
}

/**
 * Every readable area searched for `term` (already settled: see `useSettledValue`), each its own query, so each
 * area's rows show as soon as they come and one area's failure leaves the others. An area the key cannot read asks
 * nothing; a blank term asks the server-filtered areas nothing (the client-filtered ones read their first page once). Servers are found by `vpsTerm` (the text without a power action's verb: "restart
 * web-01" finds web-01; "restart" alone, every server), hosting accounts by `hostingTerm` (the same for a hosting
 * action's verb). While a new text is on its way an area keeps showing the rows of the last one.
 */
export function usePaletteSearch(
  term: string,
  areas: readonly PaletteArea[],
  vpsTerm = term,
  hostingTerm = term,
): PaletteFound {
  const text = term.trim();
  const on = (area: PaletteArea) => text !== '' && areas.includes(area);
  const words = wordsOf(text);
  const hostingWords = wordsOf(hostingTerm);

  const vps = useQuery({
    ...paletteQueries.vps(vpsTerm.trim()),
    enabled: on('vps'),
    placeholderData: keepPreviousData,
  });
  const domains = useQuery({
    ...paletteQueries.domains(text),
    enabled: on('domains'),
    placeholderData: keepPreviousData,
  });
  const tickets = useQuery({
    ...paletteQueries.tickets(text),
    enabled: on('tickets'),
    placeholderData: keepPreviousData,
  });
  // The lists filtered here are read when the palette opens, whatever is typed: the first keystroke finds them in.
  const hosting = useQuery({ ...paletteQueries.hosting(), enabled: areas.includes('hosting') });
  const orders = useQuery({ ...paletteQueries.orders(), enabled: areas.includes('orders') });
  const invoices = useQuery({ ...paletteQueries.invoices(), enabled: areas.includes('invoices') });

  return {
    vps: resultOf('vps', vps, (page) => page.data),
    domains: resultOf('domains', domains, (page) => page.data),
    tickets: resultOf('tickets', tickets, (page) => page.data),
    hosting: resultOf('hosting', hosting, (page) =>
      page.data.filter((account) =>
        matchesWords(hostingWords, [account.name, account.customName, account.primaryDomain, ...account.domains]),
      ),
    ),
    orders: resultOf('orders', orders, (page) =>
      page.data.filter((order) => matchesWords(words, [order.number, order.invoice?.number, order.referenceNumber])),
    ),
    invoices: resultOf('invoices', invoices, (page) =>
      page.data.filter((invoice) => matchesWords(words, [invoice.number, invoice.orderNumber])),
    ),
  };
}

/** A server's gates for its power actions: its detail, for at most the servers shown. */
export type ServerGates = { state: 'pending' } | { state: 'failed' } | { state: 'ready'; server: Vps };

export function useServerGates(ids: readonly string[], enabled: boolean): Map<string, ServerGates> {
  const results = useQueries({
    queries: ids.map((id) => ({ ...paletteQueries.vpsDetail(id), enabled })),
  });
  const gates = new Map<string, ServerGates>();
  ids.forEach((id, index) => {
    const result = results[index];
    if (result?.data) gates.set(id, { state: 'ready', server: result.data });
    else if (result?.isError) gates.set(id, { state: 'failed' });
    else gates.set(id, { state: 'pending' });
  });
  return gates;
}

/** An account's gates for the palette's hosting actions: its detail, for at most the accounts shown. */
export type AccountGates = { state: 'pending' } | { state: 'failed' } | { state: 'ready'; account: HostingAccount };

export function useAccountGates(ids: readonly string[], enabled: boolean): Map<string, AccountGates> {
  const results = useQueries({
    queries: ids.map((id) => ({ ...paletteQueries.hostingDetail(id), enabled })),
  });
  const gates = new Map<string, AccountGates>();
  ids.forEach((id, index) => {
    const result = results[index];
    if (result?.data) gates.set(id, { state: 'ready', account: result.data });
    else if (result?.isError) gates.set(id, { state: 'failed' });
    else gates.set(id, { state: 'pending' });
  });
  return gates;
}

/** The first page of mailboxes of each account, read only for the accounts a mailbox action may be about. */
export type AccountMailboxes = readonly Mailbox[] | 'pending' | 'failed';

export function useAccountMailboxes(ids: readonly string[]): Map<string, AccountMailboxes> {
  const results = useQueries({ queries: ids.map((id) => paletteQueries.mailboxes(id)) });
  const found = new Map<string, AccountMailboxes>();
  ids.forEach((id, index) => {
    const result = results[index];
    found.set(id, result?.data ? result.data.data : result?.isError ? 'failed' : 'pending');
  });
  return found;
}
