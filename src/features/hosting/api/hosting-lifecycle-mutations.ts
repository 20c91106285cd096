import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call } from '@/api/call';
import { hostingEndpoints as api } from '@/api/endpoints/hosting-io';
import { useGuardedMutation, type SendContext } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import {
  hostingRenewResponseFor,
  hostingUpgradeResponseFor,
  type HostingRenewBody,
  type HostingUpgradeBody,
} from '@/api/schemas/hosting-lifecycle';
import { hostingQueries } from './hosting-queries';

/*
 * An account's renewal and plan change (issue 23; `renew`, `upgrade` in the endpoint table): the plans it can move
 * to, and every write through the guarded helper. Loaded with the billing tab's lifecycle part only.
 */

export const hostingLifecycleQueries = {
  /** The plans the account can move to (prices, resource changes, what a change now costs) and a scheduled change. */
  upgrade: (accountId: string) =>
    queryOptions({
      queryKey: [...hostingQueries.detail(accountId).queryKey, 'upgrade'] as const,
      queryFn: ({ signal }) => call(api.upgradeOptions, { params: { accountId }, signal }),
    }),
};

/** What a committed renewal or plan change touches: the account (and its plan options), the list, orders, billing. */
function touched(accountId: string): QueryKey[] {
  return [hostingQueries.detail(accountId).queryKey, hostingQueries.lists(), queryRoots.orders, queryRoots.billing];
}

/** A write whose dry run changes nothing and whose commit refreshes what it touched. */
function useDryRunnable<TBody extends { dryRun?: boolean | undefined }, TData extends { dryRun: boolean }>(
  accountId: string,
  send: (body: TBody, context: SendContext) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: send,
    touches: (body: TBody) => (body.dryRun ? [] : touched(accountId)),
    onSuccess: (result: TData) => {
      if (result.dryRun) return;
      for (const queryKey of touched(accountId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Renews one period of the current cycle: preview (`dryRun`) or commit (a renewal order with its invoice). */
export function useHostingRenew(accountId: string) {
  return useDryRunnable(accountId, (body: HostingRenewBody, { idempotencyKey }) =>
    call(api.renew, { params: { accountId }, body, idempotencyKey }, hostingRenewResponseFor(body.dryRun === true)),
  );
}

/** Changes the plan: preview (`dryRun`) or commit (now with an invoice for the rest of the period, or scheduled). */
export function useHostingUpgrade(accountId: string) {
  return useDryRunnable(accountId, (body: HostingUpgradeBody, { idempotencyKey }) =>
    call(api.upgrade, { params: { accountId }, body, idempotencyKey }, hostingUpgradeResponseFor(body.dryRun === true)),
  );
}

/** Cancels a scheduled plan change; the answer is the plan options as they now are. */
export function useCancelScheduledUpgrade(accountId: string) {
  const queryClient = useQueryClient();
  const options = hostingLifecycleQueries.upgrade(accountId).queryKey;
  return useGuardedMutation({
    mutationFn: () => call(api.cancelUpgrade, { params: { accountId } }),
    touches: () => [options],
    onSuccess: (updated) => {
      queryClient.setQueryData(options, updated);
      void queryClient.invalidateQueries({ queryKey: hostingQueries.detail(accountId).queryKey, exact: true });
    },
  });
}
