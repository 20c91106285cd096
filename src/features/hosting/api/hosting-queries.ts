import { queryOptions, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { pathSegment } from '@/api/path-segment';
import {
  addonDomain,
  addonDomainListPage,
  billingCycleChangeResponseFor,
  hostingAccount,
  hostingAccountListPage,
  mailbox,
  mailboxListPage,
  type AddonDomainCreateBody,
  type BillingCycleChangeBody,
  type MailboxCreateBody,
} from '@/api/schemas/hosting';
import type { HostingStatusFilter } from '@/features/hosting/hosting-route-params';

const keys = areaKeys(queryRoots.hosting);
export const hostingPath = (id: string) => `/api/v2/shared-hosting/${pathSegment(id)}`;

/** Mailboxes and addon domains are read a page of 100 at a time (the most the API gives). */
export const SUB_LIST_LIMIT = 100;

export interface HostingListParams {
  status?: HostingStatusFilter | undefined;
  cursor?: string | undefined;
}

/** Keys under `queryRoots.hosting`; mailboxes and addon domains nest under the account's detail key. */
export const hostingQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: HostingListParams) =>
    queryOptions({
      queryKey: keys.list({ status: params.status, cursor: params.cursor }),
      queryFn: ({ signal }) =>
        apiRequest(hostingAccountListPage, '/api/v2/shared-hosting', {
          query: { serviceStatus: params.status, cursor: params.cursor, limit: 20 },
          signal,
        }),
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(hostingAccount, hostingPath(id), { signal }),
    }),
  mailboxes: (id: string, cursor?: string) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'mailboxes', { cursor }] as const,
      queryFn: ({ signal }) =>
        apiRequest(mailboxListPage, `${hostingPath(id)}/email-accounts`, {
          query: { limit: SUB_LIST_LIMIT, cursor },
          signal,
        }),
    }),
  addonDomains: (id: string, cursor?: string) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'domains', { cursor }] as const,
      queryFn: ({ signal }) =>
        apiRequest(addonDomainListPage, `${hostingPath(id)}/domains`, {
          query: { limit: SUB_LIST_LIMIT, cursor },
          signal,
        }),
    }),
};

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
    queryRoots.invoices,
  ];
  return useGuardedMutation({
    mutationFn: (body: BillingCycleChangeBody) =>
      apiRequest(billingCycleChangeResponseFor(body.dryRun), `${hostingPath(accountId)}/actions/billing-cycle`, {
        method: 'POST',
        body,
      }),
    // A preview changes nothing; a commit that may have happened shows the account and billing as they now are.
    touches: (body) => (body.dryRun ? [] : touched()),
    onSuccess: (result) => {
      if (result.kind !== 'commit') return;
      for (const queryKey of touched()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const mailboxesKey = (accountId: string) => [...hostingQueries.detail(accountId).queryKey, 'mailboxes'] as const;
const domainsKey = (accountId: string) => [...hostingQueries.detail(accountId).queryKey, 'domains'] as const;
const mailboxPath = (accountId: string, address: string) =>
  `${hostingPath(accountId)}/email-accounts/${pathSegment(address)}`;

/** A change of the account's mailboxes: the mailbox list is what it touches. */
function useMailboxMutation<TData, TVars>(accountId: string, mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn,
    touches: () => [mailboxesKey(accountId)],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailboxesKey(accountId) }),
  });
}

export function useCreateMailbox(accountId: string) {
  return useMailboxMutation(accountId, (body: MailboxCreateBody) =>
    apiRequest(mailbox, `${hostingPath(accountId)}/email-accounts`, { method: 'POST', body }),
  );
}

export function useDeleteMailbox(accountId: string) {
  return useMailboxMutation(accountId, (address: string) =>
    apiRequest(z.undefined(), mailboxPath(accountId, address), { method: 'DELETE' }),
  );
}

export function useChangeMailboxQuota(accountId: string) {
  return useMailboxMutation(accountId, ({ address, quotaMb }: { address: string; quotaMb: number }) =>
    apiRequest(mailbox, `${mailboxPath(accountId, address)}/quota`, { method: 'PUT', body: { quotaMb } }),
  );
}

export function useAddAddonDomain(accountId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: AddonDomainCreateBody) =>
      apiRequest(addonDomain, `${hostingPath(accountId)}/domains`, { method: 'POST', body }),
    touches: () => [domainsKey(accountId), hostingQueries.detail(accountId).queryKey],
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: domainsKey(accountId) });
      void queryClient.invalidateQueries({ queryKey: hostingQueries.detail(accountId).queryKey, exact: true });
    },
  });
}

export function useDeleteAddonDomain(accountId: string) {
  const queryClient = useQueryClient();
  // The account's domains and its mailboxes on that domain change too: everything under the account.
  const account = () => hostingQueries.detail(accountId).queryKey;
  return useGuardedMutation({
    mutationFn: (domain: string) =>
      apiRequest(z.undefined(), `${hostingPath(accountId)}/domains`, { method: 'DELETE', query: { domain } }),
    touches: () => [account()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: account() }),
  });
}
