import type { HostingSeedSpec } from '@/mock/areas/hosting/seed';
import type { StoredCycleOption } from '@/mock/areas/hosting/state';
import { DEMO_ADDON_DOMAINS, DEMO_HOSTING, DEMO_OTHER_HOSTING } from './ids';

/**
 * The demo's shared-hosting accounts: one per state the screens must show (see DEMO_HOSTING in ./ids). Dates are
 * authored for SCENARIO_AUTHORED_DAY (../clock): active accounts are due after it, the suspended one was due
 * before it (its invoice is overdue), the pending one was ordered the day before.
 */

const GB = 1024;

function cycles(monthly: number): StoredCycleOption[] {
  return [
    { billingCycle: 'monthly', amount: monthly },
    { billingCycle: 'quarterly', amount: Math.round(monthly * 3 * 0.96) },
    { billingCycle: 'annually', amount: monthly * 10 },
    { billingCycle: 'biennially', amount: Math.round(monthly * 24 * 0.75) },
  ];
}

const STARTER = { storageGb: 10, bandwidthGb: 100, emailAccounts: 5, databases: 1 };
const STANDARD = { storageGb: 25, bandwidthGb: null, emailAccounts: 25, databases: 10 };
const BUSINESS = { storageGb: 100, bandwidthGb: null, emailAccounts: 100, databases: null };
const RESELLER = { storageGb: 250, bandwidthGb: null, emailAccounts: null, databases: null };

export const DEMO_HOSTING_SPECS: HostingSeedSpec = {
  accounts: [
    {
      id: DEMO_HOSTING.main.id,
      owner: 'main',
      plan: DEMO_HOSTING.main.plan,
      primaryDomain: DEMO_HOSTING.main.domain,
      serviceStatus: 'active',
      currencyCode: 'SEK',
      billingCycle: 'monthly',
      cycleOptions: cycles(149),
      createdAt: '2022-03-14T09:12:00.000Z',
      nextDueAt: '2026-12-01T00:00:00.000Z',
      pinned: true,
      tags: ['production', 'website'],
      resources: BUSINESS,
      mailboxes: [
        { id: 'mail_3a81f0c2', address: DEMO_HOSTING.main.mailboxes.nearQuota, quotaMb: 32 * GB, usedMb: 30 * GB },
        { id: 'mail_5d20b7e9', address: DEMO_HOSTING.main.mailboxes.overQuota, quotaMb: 5 * GB, usedMb: 5.5 * GB },
        { id: 'mail_7e64c1a3', address: DEMO_HOSTING.main.mailboxes.unknownUsage, quotaMb: 2 * GB, usedMb: null },
        { id: 'mail_9b17d5f0', address: DEMO_HOSTING.main.mailboxes.unlimited, quotaMb: 0, usedMb: 12.4 * GB },
        { id: 'mail_c2f8a6d4', address: 'kontakt@nordlicht.nu', quotaMb: 32 * GB, usedMb: 1.2 * GB },
      ],
      addonDomains: [{ domain: DEMO_HOSTING.main.addonDomain }],
    },
    {
      id: DEMO_HOSTING.pendingInvoice.id,
      owner: 'main',
      plan: DEMO_HOSTING.pendingInvoice.plan,
      primaryDomain: DEMO_HOSTING.pendingInvoice.domain,
      customName: DEMO_HOSTING.pendingInvoice.name,
      serviceStatus: 'active',
      currencyCode: 'SEK',
      billingCycle: 'annually',
      cycleOptions: cycles(99),
      createdAt: '2024-12-02T13:40:00.000Z',
      nextDueAt: '2026-12-02T00:00:00.000Z',
      tags: ['shop'],
      resources: STANDARD,
      renewalOrderId: DEMO_HOSTING.pendingInvoice.order.id,
      mailboxes: [{ id: 'mail_1f9e3b57', address: 'order@butik.nordlicht.se', quotaMb: 10 * GB, usedMb: 3.1 * GB }],
      addonDomains: [{ domain: 'butik.nordlicht.nu', dir: 'shop/nu' }],
    },
    {
      id: DEMO_HOSTING.legacy.id,
      owner: 'main',
      plan: DEMO_HOSTING.legacy.plan,
      primaryDomain: DEMO_HOSTING.legacy.domain,
      serviceStatus: 'active',
      currencyCode: 'SEK',
      billingCycle: 'annually',
      cycleOptions: cycles(49),
      createdAt: '2016-11-20T08:00:00.000Z',
      nextDueAt: '2027-11-20T00:00:00.000Z',
      tags: ['archive'],
      resources: STARTER,
      legacyPanel: true,
      mailboxes: [{ id: 'mail_4c6a2e81', address: DEMO_HOSTING.legacy.mailbox, quotaMb: 1 * GB, usedMb: 0.4 * GB }],
    },
    {
      id: DEMO_HOSTING.adminPanel.id,
      owner: 'main',
      plan: DEMO_HOSTING.adminPanel.plan,
      primaryDomain: DEMO_HOSTING.adminPanel.domain,
      customName: DEMO_HOSTING.adminPanel.name,
      serviceStatus: 'active',
      currencyCode: 'SEK',
      billingCycle: 'quarterly',
      cycleOptions: cycles(399),
      createdAt: '2023-01-09T10:00:00.000Z',
      nextDueAt: '2027-01-09T00:00:00.000Z',
      pinned: true,
      tags: ['customers', 'reseller'],
      resources: RESELLER,
      supportsAdminPanel: true,
    },
    {
      id: DEMO_HOSTING.suspended.id,
      owner: 'main',
      plan: DEMO_HOSTING.suspended.plan,
      primaryDomain: DEMO_HOSTING.suspended.domain,
      serviceStatus: 'suspended',
      statusReason: 'invoice 2026-0311 is overdue. Pay it to reactivate the account.',
      renewalOrderId: DEMO_HOSTING.suspended.order.id,
      currencyCode: 'SEK',
      billingCycle: 'monthly',
      cycleOptions: cycles(49),
      createdAt: '2019-05-05T12:00:00.000Z',
      nextDueAt: '2026-11-05T00:00:00.000Z',
      resources: STARTER,
    },
    {
      id: DEMO_HOSTING.pending.id,
      owner: 'main',
      plan: DEMO_HOSTING.pending.plan,
      primaryDomain: DEMO_HOSTING.pending.domain,
      serviceStatus: 'pending',
      currencyCode: 'SEK',
      billingCycle: 'monthly',
      cycleOptions: cycles(99),
      createdAt: '2026-11-21T15:30:00.000Z',
      nextDueAt: null,
      resources: STANDARD,
    },
    {
      id: DEMO_HOSTING.cancelled.id,
      owner: 'main',
      plan: DEMO_HOSTING.cancelled.plan,
      primaryDomain: DEMO_HOSTING.cancelled.domain,
      serviceStatus: 'cancelled',
      currencyCode: 'SEK',
      billingCycle: 'monthly',
      cycleOptions: cycles(49),
      createdAt: '2021-02-01T09:00:00.000Z',
      nextDueAt: null,
      expiresAt: '2026-10-31T23:59:59.000Z',
      tags: ['campaign'],
      resources: STARTER,
    },
    {
      id: DEMO_OTHER_HOSTING.main.id,
      owner: 'other',
      plan: 'Business',
      primaryDomain: DEMO_OTHER_HOSTING.main.domain,
      serviceStatus: 'active',
      currencyCode: 'EUR',
      billingCycle: 'annually',
      cycleOptions: [
        { billingCycle: 'monthly', amount: 14 },
        { billingCycle: 'annually', amount: 140 },
      ],
      createdAt: '2021-06-01T09:00:00.000Z',
      nextDueAt: '2027-06-01T00:00:00.000Z',
      resources: BUSINESS,
      mailboxes: [{ id: 'mail_e0a4b9c6', address: 'bruno@keller-bau.de', quotaMb: 8 * GB, usedMb: 2 * GB }],
    },
  ],
  pendingDns: [
    {
      domain: DEMO_ADDON_DOMAINS.recentlyRegistered.domain,
      reason: 'recently_registered',
      readyInMs: DEMO_ADDON_DOMAINS.recentlyRegistered.readyInMs,
    },
    {
      domain: DEMO_ADDON_DOMAINS.nameserversPending.domain,
      reason: 'nameservers_not_visible',
      readyInMs: DEMO_ADDON_DOMAINS.nameserversPending.readyInMs,
    },
  ],
};
