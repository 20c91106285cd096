import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { hostingEndpoints as api } from '@/api/endpoints/hosting-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import {
  billingCycleChangeResponseFor,
  type AddonDomainCreateBody,
  type BillingCycleChangeBody,
  type MailboxCreateBody,
} from '@/api/schemas/hosting';
import { hostingQueries } from './hosting-queries';
import { hostingSectionKeys } from './hosting-section-queries';

/**
 * Every write of the hosting area, all through the guarded mutation helper. Loaded by the account's screen only:
 * the list (a first screen) never loads this module or the guarded-mutation chunk.
 */

/**
 * Preview or commit of a billing-cycle change; the response schema follows the request (`dryRun`). A commit
 * refreshes the account and anything billing shows (orders, invoices), which this area reaches by root only.
 */
export function useBillingCycleChange(accountId: string) {
  const queryClient = useQueryClient();
  const touched = () => [
    hostingQueries.detail(accountId).queryKey,
    hostingQueries.lists(),
    queryRoots.orders,
    queryRoots.billing,
  ];
  return useGuardedMutation({
    mutationFn: (body: BillingCycleChangeBody, { idempotencyKey }) =>
      call(
        api.changeBillingCycle,
        { params: { accountId }, body, idempotencyKey },
        billingCycleChangeResponseFor(body.dryRun),
      ),
    // A preview changes nothing; a commit that may have happened shows the account and billing as they now are.
    touches: (body) => (body.dryRun ? [] : touched()),
    onSuccess: (result) => {
      if (result.kind !== 'commit') return;
      for (const queryKey of touched()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A change of the account's mailboxes: the mailbox list is what it touches. */
function useMailboxMutation<TData, TVars>(accountId: string, mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  const mailboxes = () => hostingSectionKeys.mailboxes(accountId);
  return useGuardedMutation({
    mutationFn,
    touches: () => [mailboxes()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailboxes() }),
  });
}

export function useCreateMailbox(accountId: string) {
  return useMailboxMutation(accountId, (body: MailboxCreateBody) =>
    call(api.createMailbox, { params: { accountId }, body }),
  );
}

export function useDeleteMailbox(accountId: string) {
  return useMailboxMutation(accountId, (address: string) =>
    call(api.deleteMailbox, { params: { accountId, address } }),
  );
}

export function useChangeMailboxQuota(accountId: string) {
  return useMailboxMutation(accountId, ({ address, quotaMb }: { address: string; quotaMb: number }) =>
    call(api.changeMailboxQuota, { params: { accountId, address }, body: { quotaMb } }),
  );
}

export function useAddAddonDomain(accountId: string) {
  const queryClient = useQueryClient();
  const domains = () => hostingSectionKeys.domains(accountId);
  const account = () => hostingQueries.detail(accountId).queryKey;
  return useGuardedMutation({
    mutationFn: (body: AddonDomainCreateBody) => call(api.addAddonDomain, { params: { accountId }, body }),
    touches: () => [domains(), account()],
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: domains() });
      void queryClient.invalidateQueries({ queryKey: account(), exact: true });
    },
  });
}

export function useDeleteAddonDomain(accountId: string) {
  const queryClient = useQueryClient();
  // The account's domains and its mailboxes on that domain change too: everything under the account.
  const account = () => hostingQueries.detail(accountId).queryKey;
  return useGuardedMutation({
    mutationFn: (domain: string) => call(api.removeAddonDomain, { params: { accountId }, query: { domain } }),
    touches: () => [account()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: account() }),
  });
}

/** A mailbox's new password: nothing listed changes, so nothing is read again. */
export function useChangeMailboxPassword(accountId: string) {
  return useGuardedMutation({
    mutationFn: ({ address, password }: { address: string; password: string }) =>
      call(api.changeMailboxPassword, { params: { accountId, address }, body: { password } }),
    touches: () => [],
  });
}

/** A change of a mailbox's forwarders or aliases: its routing is what it touches. */
function useRoutingMutation<TVars>(accountId: string, address: string, mutationFn: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const routing = () => hostingSectionKeys.routing(accountId, address);
  return useGuardedMutation({
    mutationFn,
    touches: () => [routing()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: routing() }),
  });
}

export function useAddForwarder(accountId: string, address: string) {
  return useRoutingMutation(accountId, address, (destination: string) =>
    call(api.addMailboxForwarder, { params: { accountId, address }, body: { destination } }),
  );
}

export function useRemoveForwarder(accountId: string, address: string) {
  return useRoutingMutation(accountId, address, (destination: string) =>
    call(api.removeMailboxForwarder, { params: { accountId, address, destination } }),
  );
}

export function useAddAlias(accountId: string, address: string) {
  return useRoutingMutation(accountId, address, (body: { localPart: string; domain: string }) =>
    call(api.addMailboxAlias, { params: { accountId, address }, body }),
  );
}

export function useRemoveAlias(accountId: string, address: string) {
  return useRoutingMutation(accountId, address, (alias: string) =>
    call(api.removeMailboxAlias, { params: { accountId, address, alias } }),
  );
}

/** Scheduling or undoing the end of the account: the account (its gates), the lists and the cancellation change. */
function useCancellationMutation(accountId: string, mutationFn: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const touched = () => [hostingQueries.detail(accountId).queryKey, hostingQueries.lists()];
  return useGuardedMutation({
    mutationFn,
    touches: () => touched(),
    onSuccess: () => {
      for (const queryKey of touched()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useCancelAccount(accountId: string) {
  return useCancellationMutation(accountId, () =>
    call(api.cancel, { params: { accountId }, body: { when: 'period_end' } }),
  );
}

export function useUndoCancelAccount(accountId: string) {
  return useCancellationMutation(accountId, () => call(api.undoCancel, { params: { accountId } }));
}
