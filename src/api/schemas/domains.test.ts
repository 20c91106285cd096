import { describe, expect, it } from 'vitest';
import {
  autoRenewJobResult,
  bulkAutoRenewBody,
  bulkAutoRenewResponse,
  bulkRedirectBody,
  bulkRedirectResponse,
  bulkRenewBody,
  bulkRenewResponse,
  domain,
  domainContacts,
  domainListPage,
  registryUnlockBody,
  registryUnlockResult,
} from './domains';
import { paths } from '@/test/schema-issues';

const allowed = { allowed: true, reason: null };
const queued = { status: 'queued', jobId: 'dbj_1', pollUrl: '/api/jobs/dbj_1' };

const detail = {
  id: 'dom_1',
  name: 'example.se',
  serviceStatus: 'active',
  actionRequired: false,
  orderId: 'ord_1',
  lifecycle: { type: 'standard', autoRenewEnabled: true, registrarLockEnabled: null, transferInProgress: false },
  billing: { amount: 129, currencyCode: 'SEK', billingCycle: 'annually', periodYears: 1 },
  createdAt: '2023-01-01T00:00:00.000Z',
  expiresAt: '2026-01-01T00:00:00.000Z',
  nextDueAt: '2025-12-01T00:00:00.000Z',
  tags: [],
  pinned: false,
  contactDetailsVerification: null,
  hostingConnection: {
    type: 'hosting',
    hostingAccountId: 'acct_42',
    hostingAccountName: 'example.se',
    hostingAccountDomain: 'example.se',
    ssl: { status: 'active' },
  },
  nameservers: ['ns1.example.net', 'ns2.example.net'],
  transfer: { eppCode: null },
  notes: null,
  pendingRenewalOrder: { id: 'ord_77', number: '100300' },
  pendingDomainOrder: {
    id: 'ord_77',
    orderNumber: '100300',
    invoiceId: 'inv_9',
    invoiceNumber: '2025-0099',
    proformaId: null,
    invoiceStatus: 'unpaid',
    amount: 129,
    currencyCode: 'SEK',
    createdAt: '2025-11-01T00:00:00.000Z',
    dueAt: '2025-12-01T00:00:00.000Z',
    blockers: ['outstanding_invoice'],
  },
  registryLock: {
    enabled: true,
    requiresManualUnlockFlow: true,
    unlockAction: { href: '/api/v2/domains/dom_1/actions/request-unlock', method: 'POST' },
  },
  whoisPrivacy: {
    enabled: true,
    autoEnable: true,
    status: 'auto_enable_allowed',
    reason: null,
    updatedAt: null,
  },
  actions: {
    canDelete: { allowed: false, reason: 'Active domains cannot be deleted.', code: 'domain_active' },
    canActivateRegistryLock: { allowed: false, reason: 'Already active.', code: 'lock_already_active' },
    canRequestRegistryUnlock: allowed,
    canChangeBillingCycle: { allowed: false, reason: 'Pay the pending order first.', code: 'pending_domain_order' },
    canDisableAutoRenew: { allowed: true, reason: null, requiresConfirmation: 'cancel_pending_order' },
  },
};

describe('domain detail', () => {
  it('parses a spec-shaped detail', () => {
    const parsed = domain.parse(detail);
    expect(parsed.registryLock?.unlockAction?.href).toBe('/api/v2/domains/dom_1/actions/request-unlock');
    expect(parsed.registryLock?.unlockAction).toHaveProperty('method', 'POST');
    expect(parsed.actions.canActivateRegistryLock.code).toBe('lock_already_active');
    expect(parsed.actions.canDisableAutoRenew.requiresConfirmation).toBe('cancel_pending_order');
    expect(parsed.pendingDomainOrder?.blockers).toEqual(['outstanding_invoice']);
    expect(parsed.pendingRenewalOrder?.id).toBe('ord_77');
  });

  it('maps unknown enums to unknown and tolerates extra fields', () => {
    const parsed = domain.parse({
      ...detail,
      serviceStatus: 'redemption',
      whoisPrivacy: { ...detail.whoisPrivacy, status: 'forced' },
      hostingConnection: { ...detail.hostingConnection, type: 'email_only' },
      actions: {
        ...detail.actions,
        canActivateRegistryLock: { allowed: false, reason: 'No.', code: 'registry_offline' },
      },
      brandNewField: 1,
    });
    expect(parsed.serviceStatus).toBe('unknown');
    expect(parsed.whoisPrivacy?.status).toBe('unknown');
    expect(parsed.hostingConnection?.type).toBe('unknown');
    expect(parsed.actions.canActivateRegistryLock.code).toBe('unknown');
    expect(parsed).not.toHaveProperty('brandNewField');
  });

  it('never keeps an EPP code from a detail read', () => {
    expect(domain.parse({ ...detail, transfer: { eppCode: 'SECRET-123' } }).transfer.eppCode).toBeNull();
  });

  it('reads billing with a 4-9 year period (null cycle)', () => {
    const parsed = domain.parse({ ...detail, billing: { ...detail.billing, billingCycle: null, periodYears: 5 } });
    expect(parsed.billing?.billingCycle).toBeNull();
    expect(parsed.billing?.periodYears).toBe(5);
  });

  it('blocks gates the server leaves out', () => {
    const parsed = domain.parse({ ...detail, actions: { canDelete: allowed } });
    expect(parsed.actions.canDelete.allowed).toBe(true);
    expect(parsed.actions.canDisableAutoRenew).toMatchObject({ allowed: false, requiresConfirmation: null });
    expect(parsed.actions.canActivateRegistryLock.allowed).toBe(false);
  });

  it('parses a list page of summaries', () => {
    const page = domainListPage.parse({ data: [detail], hasMore: false, nextCursor: null });
    expect(page.data[0]).not.toHaveProperty('actions');
    expect(page.data[0]?.lifecycle.autoRenewEnabled).toBe(true);
  });
});

describe('domain contacts', () => {
  const contact = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: null,
    email: 'ada@example.se',
    phoneNumber: '+46.701234567',
    street: 'Storgatan 1',
    address2: null,
    city: 'Stockholm',
    postalCode: '111 22',
    state: null,
    countryCode: 'SE',
    registrationIdentifier: { value: '19121210-1212', countryCode: 'SE', type: 'personal' },
  };

  it('parses contacts with null roles and gates', () => {
    const parsed = domainContacts.parse({
      registrant: contact,
      admin: contact,
      tech: null,
      billing: null,
      draft: false,
      serviceStatus: 'active',
      contactDetailsVerification: null,
      actions: { canEditContacts: allowed, requiresIdentityVerification: { allowed: true, reason: 'BankID needed.' } },
      updateOutcome: null,
    });
    expect(parsed.registrant?.registrationIdentifier?.type).toBe('personal');
    expect(parsed.tech).toBeNull();
    expect(parsed.actions.requiresIdentityVerification.allowed).toBe(true);
  });

  it('assumes identity verification is required when the gate is missing', () => {
    const parsed = domainContacts.parse({
      registrant: null,
      admin: null,
      tech: null,
      billing: null,
      serviceStatus: 'x',
      actions: {},
    });
    expect(parsed.serviceStatus).toBe('unknown');
    expect(parsed.actions.canEditContacts.allowed).toBe(false);
    expect(parsed.actions.requiresIdentityVerification.allowed).toBe(true);
  });
});

describe('registry unlock', () => {
  it('validates the body', () => {
    expect(registryUnlockBody.parse({})).toEqual({});
    expect(registryUnlockBody.parse({ forceRequest: true })).toEqual({ forceRequest: true });
    expect(registryUnlockBody.safeParse({ force: true }).success).toBe(false);
  });

  it('parses results and keeps bankid_required literal', () => {
    const parsed = registryUnlockResult.parse({
      domainId: 'dom_1',
      status: 'bankid_required',
      domainName: 'example',
      domainExtension: 'se',
      companyVerified: null,
      verifiedAs: null,
      companyName: null,
      daysSinceRequest: null,
      verificationReason: null,
      domainOrgno: null,
      yourOrgno: null,
      requiresConfirmation: false,
    });
    expect(parsed.status).toBe('bankid_required');
    expect(registryUnlockResult.parse({ domainId: 'dom_1', status: 'escalated' }).status).toBe('unknown');
  });
});

describe('bulk redirects', () => {
  const create = {
    action: 'create',
    domainNames: ['example.se', 'example.nu'],
    redirect: {
      sourceUrl: 'http://{domain}/old',
      targetUrl: 'https://www.example.com/new',
      statusCode: 301,
      redirectScope: 'root_www',
      preserveQueryString: true,
    },
  };

  it('accepts a create and a delete', () => {
    expect(bulkRedirectBody.parse(create).action).toBe('create');
    expect(bulkRedirectBody.parse({ action: 'delete', domainNames: ['example.se'], ruleIds: ['redir_1'] }).action).toBe(
      'delete',
    );
    expect(bulkRedirectBody.safeParse({ action: 'delete', domainNames: ['example.se'] }).success).toBe(true);
  });

  it('rejects a create without redirect at /redirect', () => {
    expect(paths(bulkRedirectBody.safeParse({ action: 'create', domainNames: ['example.se'] }))).toEqual(['redirect']);
  });

  it('rejects redirect on delete and ruleIds on create on their own fields', () => {
    expect(paths(bulkRedirectBody.safeParse({ ...create, action: 'delete' }))).toEqual(['redirect']);
    expect(paths(bulkRedirectBody.safeParse({ ...create, ruleIds: ['redir_1'] }))).toEqual(['ruleIds']);
  });

  it('validates the redirect fields', () => {
    const withRedirect = (redirect: Record<string, unknown>) =>
      bulkRedirectBody.safeParse({ ...create, redirect: { ...create.redirect, ...redirect } });
    expect(paths(withRedirect({ statusCode: 303 }))).toEqual(['redirect.statusCode']);
    expect(paths(withRedirect({ redirectScope: 'everything' }))).toEqual(['redirect.redirectScope']);
    expect(paths(withRedirect({ targetUrl: 'ftp://example.com' }))).toEqual(['redirect.targetUrl']);
    expect(paths(withRedirect({ targetUrl: 'x'.repeat(5000) }))).toEqual(['redirect.targetUrl']);
    expect(withRedirect({ unknownOption: true }).success).toBe(false);
  });

  it('wants domain names, not dom_ ids', () => {
    expect(paths(bulkRedirectBody.safeParse({ ...create, domainNames: ['dom_1'] }))).toEqual(['domainNames.0']);
    expect(paths(bulkRedirectBody.safeParse({ ...create, domainNames: [] }))).toEqual(['domainNames']);
  });

  it('parses the 202 response', () => {
    const parsed = bulkRedirectResponse.parse({ operation: queued, action: 'create', domainsQueued: null });
    expect(parsed.domainsQueued).toBeNull();
  });
});

describe('bulk auto-renew', () => {
  it('validates the body', () => {
    expect(
      bulkAutoRenewBody.parse({ domainIds: ['dom_1', 'dom_2'], enabled: false, pendingOrderAction: 'keep' }),
    ).toEqual({
      domainIds: ['dom_1', 'dom_2'],
      enabled: false,
      pendingOrderAction: 'keep',
    });
    expect(paths(bulkAutoRenewBody.safeParse({ domainIds: [], enabled: true }))).toEqual(['domainIds']);
    expect(paths(bulkAutoRenewBody.safeParse({ domainIds: ['example.se'], enabled: true }))).toEqual(['domainIds.0']);
    expect(paths(bulkAutoRenewBody.safeParse({ domainIds: ['dom_1'] }))).toEqual(['enabled']);
    expect(
      paths(bulkAutoRenewBody.safeParse({ domainIds: ['dom_1'], enabled: false, pendingOrderAction: 'drop' })),
    ).toEqual(['pendingOrderAction']);
    expect(
      bulkAutoRenewBody.safeParse({ domainIds: ['dom_1'], enabled: false, confirmCancelPending: true }).success,
    ).toBe(true);
    expect(bulkAutoRenewBody.safeParse({ domainIds: ['dom_1'], enabled: false, extra: 1 }).success).toBe(false);
  });

  it('parses the 202 response and the blocked-disable job result', () => {
    expect(bulkAutoRenewResponse.parse({ operation: queued, enabled: false, domainsQueued: 2 }).domainsQueued).toBe(2);
    const result = autoRenewJobResult.parse({
      pendingOrdersFound: true,
      pendingOrders: [
        {
          domainId: 'dom_1',
          domainName: 'example.se',
          orderId: 'ord_77',
          orderNumber: '100300',
          invoiceId: 'inv_9',
          invoiceNumber: null,
          invoiceStatus: 'unpaid',
          billing: { amount: null, currencyCode: 'SEK' },
          createdAt: '2025-11-01T00:00:00.000Z',
        },
      ],
    });
    expect(result.pendingOrdersFound).toBe(true);
    expect(result.pendingOrders[0]?.billing?.amount).toBeNull();
    expect(autoRenewJobResult.parse({})).toEqual({
      pendingOrdersFound: false,
      pendingOrders: [],
      domainsUpdated: null,
    });
  });
});

describe('bulk renew', () => {
  it('validates the body', () => {
    expect(bulkRenewBody.parse({ domainIds: ['dom_1'] })).toEqual({ domainIds: ['dom_1'] });
    expect(bulkRenewBody.safeParse({ domainIds: ['dom_1'], periodYears: 2 }).success).toBe(false);
    expect(paths(bulkRenewBody.safeParse({ domainIds: Array.from({ length: 101 }, (_, i) => `dom_${i}`) }))).toEqual([
      'domainIds',
    ]);
  });

  it('parses the 202 queued response', () => {
    const parsed = bulkRenewResponse.parse({
      operation: queued,
      domainsQueued: 1,
      domainsSkipped: 1,
      skipped: [{ domainId: null, domainName: 'foreign.se', reason: 'not_owned', orderNumber: null, invoiceId: null }],
      allSkipped: false,
    });
    expect(parsed.operation?.jobId).toBe('dbj_1');
    expect(parsed.skipped[0]?.reason).toBe('not_owned');
  });

  it('parses the 200 all-skipped response with operation null', () => {
    const parsed = bulkRenewResponse.parse({
      operation: null,
      domainsQueued: 0,
      domainsSkipped: 2,
      skipped: [
        {
          domainId: 'dom_1',
          domainName: 'example.se',
          reason: 'outside_renewal_window',
          orderNumber: null,
          invoiceId: null,
        },
        {
          domainId: 'dom_2',
          domainName: 'example.nu',
          reason: 'pending_order',
          orderNumber: '100300',
          invoiceId: 'inv_9',
        },
      ],
      allSkipped: true,
    });
    expect(parsed.operation).toBeNull();
    expect(parsed.allSkipped).toBe(true);
  });
});
