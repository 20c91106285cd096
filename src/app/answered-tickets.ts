import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { call } from '@/api/call';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { queryRoots } from '@/api/query-roots';
import { listPage } from '@/api/schemas/common';
import { useWhenIdle } from '@/ui/use-when-idle';

/**
 * How many of the customer's open tickets support has answered and wait for the customer (status `answered`): the
 * main navigation's badge on Support and its announcement when one more arrives. Read from the open tickets' first
 * 100 (the list has no total; `more` says there may be others), only their statuses, after the first screen has
 * drawn (an idle moment), then every minute while the page is shown and when it is shown again. Under the tickets'
 * root key, so replying, closing or reopening a ticket counts again. And with the ticket screens: an open ticket and
 * the ticket list are read again while shown (`TICKET_REFRESH_MS`); when such a reading brings a change (a staff
 * answer), the count is read again at once, so the badge never disagrees with the screen for long.
 */
const openStatuses = listPage(z.object({ status: z.string() }), 'answered tickets');

export const ANSWERED_POLL_MS = 60_000;

export interface AnsweredTickets {
  count: number;
  /** More open tickets than one page: `count` may be low. */
  more: boolean;
  /** How many more than at the previous reading (0 at the first): answers that arrived while the page was open. */
  arrived: number;
}

export const answeredTicketsKey = [...queryRoots.tickets, 'answered'] as const;

export function useAnsweredTickets(enabled: boolean): AnsweredTickets | null {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  useWhenIdle(() => setStarted(true), []);
  useEffect(() => {
    if (!enabled) return;
    // The data each ticket read had when it started, to tell a reading that changed something from one that did not
    // (structural sharing keeps the same object when nothing changed).
    const before = new Map<string, unknown>();
    return queryClient.getQueryCache().subscribe((event) => {
      const { query } = event;
      const [root, kind] = query.queryKey;
      if (root !== queryRoots.tickets[0] || (kind !== 'list' && kind !== 'detail')) return;
      if (event.type === 'removed') before.delete(query.queryHash);
      if (event.type !== 'updated') return;
      if (event.action.type === 'fetch') before.set(query.queryHash, query.state.data);
      if (event.action.type !== 'success' && event.action.type !== 'error') return;
      const previous = before.get(query.queryHash);
      before.delete(query.queryHash);
      if (event.action.type === 'success' && previous !== undefined && previous !== query.state.data) {
        void queryClient.invalidateQueries({ queryKey: answeredTicketsKey });
      }
    });
  }, [enabled, queryClient]);

  const query = useQuery({
    queryKey: answeredTicketsKey,
    queryFn: async ({ signal }): Promise<AnsweredTickets> => {
      const page = await call(ticketRoutes.list, { query: { status: 'open', limit: 100 }, signal }, openStatuses);
      const count = page.data.filter((ticket) => ticket.status === 'answered').length;
      const before = queryClient.getQueryData<AnsweredTickets>(answeredTicketsKey);
      return { count, more: page.hasMore, arrived: before ? Math.max(0, count - before.count) : 0 };
    },
    enabled: enabled && started,
    refetchInterval: ANSWERED_POLL_MS,
    staleTime: ANSWERED_POLL_MS / 2,
    // A badge, not a screen: a failure shows nothing and is tried again at the next interval.
    retry: false,
  });
  return query.data ?? null;
}
