import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { hostingEndpoints as api } from '@/api/endpoints/hosting-io';
import { cursorPages } from '@/ui/kit-pages';
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

function readMailboxPage(id: string) {
  return (cursor: string | undefined, signal: AbortSignal) =>
    call(api.mailboxes, { params: { accountId: id }, query: { limit: SUB_LIST_LIMIT, cursor }, signal });
}

function readAddonDomainPage(id: string) {
  return (cursor: string | undefined, signal: AbortSignal) =>
    call(api.addonDomains, { params: { accountId: id }, query: { limit: SUB_LIST_LIMIT, cursor }, signal });
}

/** The sections of one account (mailboxes, addon domains): loaded by the account's route, never by the list. */
export const hostingSectionQueries = {
  /** The mailboxes as the kit list reads them: page after page of 100 ("Show more"), under the mailboxes key. */
  mailboxPages: (id: string) =>
    cursorPages([...hostingSectionKeys.mailboxes(id), 'pages'] as const, readMailboxPage(id)),
  /** One page of 100 mailboxes: the CSV download reads every page. */
  readMailboxPage: (id: string) => readMailboxPage(id),
  /** The addon domains as the kit list reads them: pages of 100 ("Show more"), under the domains key. */
  addonDomainPages: (id: string) =>
    cursorPages([...hostingSectionKeys.domains(id), 'pages'] as const, readAddonDomainPage(id)),
  /** One page of 100 addon domains: the CSV download reads every page. */
  readAddonDomainPage: (id: string) => readAddonDomainPage(id),
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
