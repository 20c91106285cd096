import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryRoots } from '@/api/query-roots';
import { billingKeys, billingQueries } from './billing-queries';

/** How often the invoice is read while the customer pays at the provider, and for how long at most. */
export const PAYMENT_POLL_MS = 3_000;
export const PAYMENT_WATCH_MS = 120_000;

export type PaymentWatchState =
  /** Nothing followed (the pay link was not used on this screen). */
  | 'idle'
  /** Reading the invoice every few seconds until it is paid. */
  | 'watching'
  /** Paid while it was watched. */
  | 'paid'
  /** Two minutes without the payment arriving: the screen offers "Check again". */
  | 'stopped';

/**
 * After "Pay" (the provider's page opens in a new tab) the invoice is read every `PAYMENT_POLL_MS`, also while this
 * tab is in the background, for at most `PAYMENT_WATCH_MS`; it stops when the invoice is paid. A payment changes the
 * order's invoice, the credit (an add-funds invoice) and the history: those are read again then. `start` (the pay
 * link, "Check again") opens a new watch.
 */
export function usePaymentWatch(invoiceId: string, { pollMs = PAYMENT_POLL_MS, watchMs = PAYMENT_WATCH_MS } = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentWatchState>('idle');
  const [round, setRound] = useState(0);
  const watching = state === 'watching';
  const { data: invoice } = useQuery({
    ...billingQueries.invoice(invoiceId),
    refetchInterval: watching ? pollMs : false,
    refetchIntervalInBackground: true,
  });
  const status = invoice?.status;

  // Paid: stop, and read again what a payment changes elsewhere (the order, its lists, the credit, the history).
  const settled = useRef(false);
  useEffect(() => {
    if (!watching || status !== 'paid' || settled.current) return;
    settled.current = true;
    setState('paid');
    void queryClient.invalidateQueries({
      queryKey: billingKeys.all(),
      predicate: (query) => query.queryKey[2] !== 'detail' || query.queryKey[3] !== invoiceId,
    });
    void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
  }, [watching, status, invoiceId, queryClient]);

  // The cap: after `watchMs` the screen stops asking and says so.
  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setState((now) => (now === 'watching' ? 'stopped' : now)), watchMs);
    return () => clearTimeout(timer);
  }, [watching, round, watchMs]);

  return {
    state,
    start: () => {
      settled.current = false;
      setRound((n) => n + 1);
      setState('watching');
      // The first read at once: "Check again" answers now, not in three seconds.
      void queryClient.invalidateQueries({ queryKey: billingKeys.invoiceDetail(invoiceId) });
    },
  };
}
