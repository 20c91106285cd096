import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { hostingEndpoints as api } from '@/api/endpoints/hosting-io';
import { hostingQueries } from './hosting-queries';

/** Mailboxes and addon domains are read a page of 100 at a time (the most the API gives). */
export const SUB_LIST_LIMIT = 100;

/** The keys of an account's sections, nested under its detail key so refreshing the account refreshes them. */
export const hostingSectionKeys = {
  mailboxes: (accountId: string) => [...hostingQueries.detail(accountId).queryKey, 'mailboxes'] as const,
  domains: (accountId: string) => [...hostingQueries.detail(accountId).queryKey, 'domains'] as const,
  routing: (accountId: string, address: string) =>
    [...hostingQueries.detail(accountId).queryKey, 'mailboxes', 'routing', address.toLowerCase()] as const,
  cancellation: (accountId: string) => [...hostingQueries.detail(accountId).queryKey, 'cancellation'] as const,
};

/** The sections of one account (mailboxes, addon domains): loaded by the account's route, never by the list. */
export const hostingSectionQueries = {
  mailboxes: (id: string, cursor?: string) =>
    queryOptions({
      queryKey: [...hostingSectionKeys.mailboxes(id), { cursor }] as const,
      queryFn: ({ signal }) =>
        call(api.mailboxes, { params: { accountId: id }, query: { limit: SUB_LIST_LIMIT, cursor }, signal }),
    }),
  addonDomains: (id: string, cursor?: string) =>
    queryOptions({
      queryKey: [...hostingSectionKeys.domains(id), { cursor }] as const,
      queryFn: ({ signal }) =>
        call(api.addonDomains, { params: { accountId: id }, query: { limit: SUB_LIST_LIMIT, cursor }, signal }),
    }),
  /** A mailbox's forwarders and aliases (read when its panel opens). */
  routing: (id: string, address: string) =>
    queryOptions({
      queryKey: hostingSectionKeys.routing(id, address),
      queryFn: ({ signal }) => call(api.mailboxRouting, { params: { accountId: id, address }, signal }),
    }),
  /** What cancelling the account does (read when its section opens; under the detail, refreshed with it). */
  cancellation: (id: string) =>
    queryOptions({
      queryKey: hostingSectionKeys.cancellation(id),
      queryFn: ({ signal }) => call(api.cancellation, { params: { accountId: id }, signal }),
    }),
};
