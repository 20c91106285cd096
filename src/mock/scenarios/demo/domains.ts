import type { DomainContact } from '@/api/schemas/domains-sections';
import type { DomainSpec, DomainsSeed } from '@/mock/areas/domains/seed';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_ORDERS, DEMO_OTHER_DOMAINS } from './ids';

/** Astrid's domains, one per state and unlock answer the screens must show (named in ./ids), and one of Bruno's. */

const SEK = 'SEK';
const ts = (date: string) => `${date}T09:00:00.000Z`;

const astrid: DomainContact = {
  firstName: 'Astrid',
  lastName: 'Lindqvist',
  companyName: 'Nordlicht AB',
  email: 'astrid@nordlicht.example',
  phoneNumber: '+46.812345678',
  street: 'Sveavägen 12',
  address2: null,
  city: 'Stockholm',
  postalCode: '111 57',
  state: null,
  countryCode: 'SE',
  registrationIdentifier: { value: '556677-8899', countryCode: 'SE', type: 'organisation_number' },
};
const tech: DomainContact = {
  ...astrid,
  firstName: 'Erik',
  lastName: 'Berg',
  email: 'tech@nordlicht.example',
  registrationIdentifier: null,
};

function domain(ref: { id: string; name: string }, overrides: Partial<DomainSpec> = {}): DomainSpec {
  return {
    owner: 'main',
    id: ref.id,
    name: ref.name,
    status: 'active',
    actionRequired: false,
    orderId: `ord_${ref.id.slice(4)}`,
    lifecycleType: 'standard',
    autoRenew: true,
    registrarLock: true,
    transferInProgress: false,
    billing: { amount: 189, currencyCode: SEK, periodYears: 1 },
    createdAt: ts('2019-03-14'),
    expiresAt: ts('2027-03-14'),
    nextDueAt: ts('2027-02-14'),
    tags: [],
    pinned: false,
    contactDetailsVerification: null,
    hostingConnection: {
      type: 'standalone',
      hostingAccountId: null,
      hostingAccountName: null,
      hostingAccountDomain: null,
      ssl: null,
    },
    nameservers: ['ns1.hosting.example', 'ns2.hosting.example'],
    notes: null,
    pendingDomainOrder: null,
    registryLock: { enabled: true },
    unlockCheck: 'submit',
    registrantOrgno: '556677-8899',
    unlockRequestedAt: null,
    whoisPrivacy: {
      enabled: true,
      autoEnable: true,
      status: 'auto_enable_allowed',
      reason: null,
      updatedAt: ts('2024-01-10'),
    },
    contacts: { registrant: astrid, admin: astrid, tech, billing: null },
    ...overrides,
  };
}

const D = DEMO_DOMAINS;

export const DEMO_DOMAIN_SEED: DomainsSeed = {
  orgnos: { main: '556677-8899' },
  domains: [
    domain(D.se, {
      pinned: true,
      tags: ['main'],
      expiresAt: ts('2026-12-20'),
      nextDueAt: ts('2026-12-10'),
      hostingConnection: {
        type: 'hosting',
        hostingAccountId: DEMO_HOSTING.main.id,
        hostingAccountName: DEMO_HOSTING.main.domain,
        hostingAccountDomain: DEMO_HOSTING.main.domain,
        ssl: { status: 'active' },
      },
    }),
    domain(D.nu, { unlockCheck: 'bankid', expiresAt: ts('2027-01-08'), nextDueAt: ts('2026-12-08') }),
    domain(D.unlocked, { registryLock: { enabled: false }, expiresAt: ts('2027-05-02') }),
    domain(D.requested, { unlockRequestedAt: ts('2026-11-15'), expiresAt: ts('2027-06-30') }),
    domain(D.foreignOrg, {
      unlockCheck: 'mismatch',
      registrantOrgno: '559900-1122',
      expiresAt: ts('2027-08-19'),
      // Not on our nameservers: its DNS zone says so and offers the switch.
      nameservers: ['ns1.dnsprovider.example', 'ns2.dnsprovider.example'],
    }),
    domain(D.confirmable, {
      unlockCheck: 'mismatch_confirmable',
      registrantOrgno: '556677-8800',
      expiresAt: ts('2027-02-11'),
    }),
    domain(D.com, {
      autoRenew: false,
      registryLock: null,
      billing: { amount: 290, currencyCode: SEK, periodYears: 2, initialAmount: 149 },
      // Within 30 days of the authored day without auto-renew: Home's "expires soon" item.
      expiresAt: ts('2026-12-12'),
      nextDueAt: ts('2026-12-05'),
      whoisPrivacy: {
        enabled: false,
        autoEnable: false,
        status: 'auto_enable_opted_out',
        reason: 'Turned off by the customer.',
        updatedAt: ts('2025-05-20'),
      },
    }),
    domain(D.pending, {
      status: 'pending',
      actionRequired: true,
      autoRenew: false,
      lifecycleType: 'registration',
      registryLock: null,
      billing: { amount: 995, currencyCode: SEK, periodYears: 5 },
      createdAt: ts('2026-11-18'),
      expiresAt: null,
      nextDueAt: null,
      pendingDomainOrder: {
        id: DEMO_ORDERS.domainRegistration.id,
        orderNumber: DEMO_ORDERS.domainRegistration.number,
        invoiceId: DEMO_ORDERS.domainRegistration.invoiceId,
        invoiceNumber: DEMO_ORDERS.domainRegistration.invoiceNumber,
        proformaId: null,
        invoiceStatus: 'unpaid',
        amount: 995,
        currencyCode: SEK,
        createdAt: ts('2026-11-18'),
        dueAt: ts('2026-12-02'),
        blockers: ['outstanding_invoice'],
      },
    }),
    domain(D.draft, {
      status: 'pending',
      actionRequired: true,
      autoRenew: false,
      lifecycleType: 'registration',
      registryLock: { enabled: false },
      createdAt: ts('2026-11-20'),
      expiresAt: null,
      nextDueAt: null,
      contacts: { registrant: astrid, admin: null, tech: null, billing: null },
    }),
    domain(D.farExpiry, {
      registryLock: null,
      // The registrant's new e-mail address is not confirmed yet (issue 37: shown with its deadline and a resend).
      contactDetailsVerification: {
        status: 'pending',
        email: 'astrid@nordlicht.example',
        deadline: ts('2026-12-06'),
        lastSentAt: ts('2026-11-21'),
      },
      billing: { amount: 590, currencyCode: SEK, periodYears: 1 },
      expiresAt: ts('2030-04-01'),
      nextDueAt: ts('2030-03-01'),
    }),
    domain(D.expired, {
      status: 'expired',
      actionRequired: true,
      autoRenew: false,
      registryLock: null,
      expiresAt: ts('2026-10-01'),
      nextDueAt: ts('2026-09-01'),
    }),
    domain(D.terminated, {
      status: 'terminated',
      autoRenew: false,
      registryLock: { enabled: false },
      expiresAt: ts('2025-06-01'),
      nextDueAt: null,
      contacts: null,
      notes: 'Transferred to another registrar before it expired.',
    }),
    domain(DEMO_OTHER_DOMAINS.main, { owner: 'other', registryLock: null, registrantOrgno: null }),
  ],
};
