import * as z from 'zod/mini';
import { paginationQuery } from '@/api/schemas/common';
import {
  addonDomain,
  addonDomainCreateBody,
  addonDomainDeleteQuery,
  addonDomainListPage,
  billingCycleChangeBody,
  billingCycleChangeCommit,
  billingCycleChangePreview,
  hostingAccount,
  hostingAccountIdParam,
  hostingAccountListPage,
  hostingAccountListQuery,
  mailbox,
  mailboxAddressParam,
  mailboxCreateBody,
  mailboxListPage,
  mailboxQuotaBody,
} from '@/api/schemas/hosting';
import {
  hostingBillingCycleOptions,
  hostingRenewBody,
  hostingRenewCommit,
  hostingRenewPreview,
  hostingUpgradeBody,
  hostingUpgradeCommit,
  hostingUpgradeOptions,
  hostingUpgradePreview,
} from '@/api/schemas/hosting-lifecycle';
import { hostingCancelBody, hostingCancellation } from '@/api/schemas/hosting-cancel';
import {
  mailboxAlias,
  mailboxAliasBody,
  mailboxForwarder,
  mailboxForwarderBody,
  mailboxPasswordBody,
  mailboxPasswordChanged,
  mailboxRouting,
} from '@/api/schemas/hosting-mail';
import { bindIo, param } from './endpoint';
import { hostingRoutes } from './hosting';

const accountId = param(hostingAccountIdParam, 'Expected a hosting account id (acct_…), not a domain name.');
const address = param(mailboxAddressParam, 'Expected a full e-mail address (name@domain).');
const destination = param(mailboxAddressParam, 'Expected a full e-mail address (name@domain).');
const alias = param(mailboxAddressParam, 'Expected a full e-mail address (name@domain).');

/**
 * Shared hosting's endpoints with their contract (`hosting.ts` holds the routes and the decisions). A write that may
 * be a dry run answers a preview or a commit: the table names both, and the client reads the answer by the request
 * it sent (`billingCycleChangeResponseFor`, `hostingRenewResponseFor`, `hostingUpgradeResponseFor`).
 */
export const hostingEndpoints = bindIo(hostingRoutes, {
  list: { query: hostingAccountListQuery, response: hostingAccountListPage },
  detail: { params: { accountId }, response: hostingAccount },
  billingCycleOptions: { params: { accountId }, response: hostingBillingCycleOptions },
  changeBillingCycle: {
    params: { accountId },
    body: billingCycleChangeBody,
    response: z.union([billingCycleChangePreview, billingCycleChangeCommit]),
  },
  renew: {
    params: { accountId },
    body: hostingRenewBody,
    bodyOptional: true,
    response: z.union([hostingRenewPreview, hostingRenewCommit]),
  },
  upgradeOptions: { params: { accountId }, response: hostingUpgradeOptions },
  upgrade: {
    params: { accountId },
    body: hostingUpgradeBody,
    response: z.union([hostingUpgradePreview, hostingUpgradeCommit]),
  },
  cancelUpgrade: { params: { accountId }, response: hostingUpgradeOptions },
  mailboxes: { params: { accountId }, query: paginationQuery, response: mailboxListPage },
  createMailbox: { params: { accountId }, body: mailboxCreateBody, response: mailbox, status: 201 },
  deleteMailbox: { params: { accountId, address }, response: null, status: 204 },
  changeMailboxQuota: { params: { accountId, address }, body: mailboxQuotaBody, response: mailbox },
  addonDomains: { params: { accountId }, query: paginationQuery, response: addonDomainListPage },
  addAddonDomain: { params: { accountId }, body: addonDomainCreateBody, response: addonDomain, status: 201 },
  removeAddonDomain: { params: { accountId }, query: addonDomainDeleteQuery, response: null, status: 204 },
  changeMailboxPassword: {
    params: { accountId, address },
    body: mailboxPasswordBody,
    response: mailboxPasswordChanged,
  },
  mailboxRouting: { params: { accountId, address }, response: mailboxRouting },
  addMailboxForwarder: {
    params: { accountId, address },
    body: mailboxForwarderBody,
    response: mailboxForwarder,
    status: 201,
  },
  removeMailboxForwarder: { params: { accountId, address, destination }, response: null, status: 204 },
  addMailboxAlias: { params: { accountId, address }, body: mailboxAliasBody, response: mailboxAlias, status: 201 },
  removeMailboxAlias: { params: { accountId, address, alias }, response: null, status: 204 },
  cancellation: { params: { accountId }, response: hostingCancellation },
  cancel: { params: { accountId }, body: hostingCancelBody, bodyOptional: true, response: hostingCancellation },
  undoCancel: { params: { accountId }, response: hostingCancellation },
});
