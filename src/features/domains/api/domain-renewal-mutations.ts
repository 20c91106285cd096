import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import type { DomainBillingCycleBody } from '@/api/schemas/domains-renewal';
import { domainQueries } from './domain-queries';

/*
 * A domain's renewal and renewal period (issue 23), loaded with their dialogs only. Both through the guarded helper:
 * sent once on two clicks, an unknown outcome read again before it is said.
 */

/** What a renewal or a committed period change touches: the domain (and its sections), the list, orders, billing. */
function touched(domainId: string): QueryKey[] {
  return [domainQueries.detail(domainId).queryKey, domainQueries.lists(), queryRoots.orders, queryRoots.billing];
}

/**
 * Renews for a period in years (`POST .../actions/renew`): a pending renewal order with an unpaid invoice; the
 * expiry moves when the invoice is paid. Afterwards the domain (its pending renewal), orders and invoices are read
 * again.
 */
export function useRenewDomain(domainId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (periodYears: number, { idempotencyKey }) =>
      call(api.renew, { params: { id: domainId }, body: { periodYears }, idempotencyKey }),
    touches: () => touched(domainId),
    onSuccess: () => {
      for (const queryKey of touched(domainId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * Previews (`dryRun: true`, changes nothing) or commits the period of the next renewal (`POST .../billing-cycle`).
 * A commit reads the domain again (its price and period).
 */
export function useChangeRenewalPeriod(domainId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: DomainBillingCycleBody) => call(api.changeBillingCycle, { params: { id: domainId }, body }),
    touches: (body) => (body.dryRun ? [] : touched(domainId)),
    onSuccess: (result) => {
      if (result.dryRun) return;
      for (const queryKey of touched(domainId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
