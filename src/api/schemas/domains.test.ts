import { describe, expect, it } from 'vitest';
import {
  canUnlockDirectly,
  domain,
  domainIdParam,
  domainListPage,
  domainListQuery,
  domainServiceStatusFilterValues,
  isKnownNoActionRequired,
} from './domains';
import { domainServiceStatusValues } from './domains-values';
import { domainContacts, registryUnlockBody, registryUnlockResult } from './domains-sections';
import {
  autoRenewJobResult,
  autoRenewJobResultOf,
  autoRenewOutcomeOf,
  bulkAutoRenewBody,
  bulkAutoRenewResponse,
  bulkRedirectBody,
  bulkRedirectResponse,
  bulkRenewBody,
  bulkRenewResponse,
} from './domains-bulk';
import { jobPollResponse } from './jobs';
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
    expect(registryUnlockBody.safeParse({ forceRequest: 'yes' }).success).toBe(false);
    // Unknown members are ignored (the spec rejects none here).
    expect(registryUnlockBody.parse({ force: true })).toEqual({});
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
    // Unknown members are ignored (the spec rejects none on redirects).
    expect(withRedirect({ unknownOption: true }).success).toBe(true);
    expect(paths(bulkRedirectBody.safeParse({ ...create, action: 'delete', ruleIds: ['rule-1'] }))).toEqual([
      'redirect',
      'ruleIds.0',
    ]);
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
    // Unknown members are ignored (the spec rejects none here).
    expect(bulkAutoRenewBody.parse({ domainIds: ['dom_1'], enabled: false, extra: 1 })).toEqual({
      domainIds: ['dom_1'],
      enabled: false,
    });
    // Opaque ids: an unexpected dom_ id is the server's to reject.
    expect(bulkAutoRenewBody.safeParse({ domainIds: ['dom_a-b.c'], enabled: true }).success).toBe(true);
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
    // A missing flag is unknown (null), never "no pending orders".
    expect(autoRenewJobResult.parse({})).toEqual({
      pendingOrdersFound: null,
      pendingOrders: [],
      domainsUpdated: null,
    });
  });
});

describe('bulk renew', () => {
  it('validates the body', () => {
    expect(bulkRenewBody.parse({ domainIds: ['dom_1'] })).toEqual({ domainIds: ['dom_1'] });
    // Unknown members are ignored (the spec rejects none here).
    expect(bulkRenewBody.parse({ domainIds: ['dom_1'], periodYears: 2 })).toEqual({ domainIds: ['dom_1'] });
    expect(paths(bulkRenewBody.safeParse({ domainIds: [] }))).toEqual(['domainIds']);
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

  it('accepts any strings as ids: foreign, invalid and ineligible ones come back in skipped[]', () => {
    const ids = ['dom_1', 'example.se', 'dom_someone-elses', 'x'];
    expect(bulkRenewBody.parse({ domainIds: ids })).toEqual({ domainIds: ids });
  });

  it('drops one malformed skipped item and keeps the others', () => {
    const parsed = bulkRenewResponse.parse({
      operation: null,
      domainsQueued: 0,
      domainsSkipped: 2,
      skipped: [
        { domainId: 'dom_1', domainName: 'example.se', reason: 'pending_order', orderNumber: null, invoiceId: null },
        'garbage',
      ],
      allSkipped: true,
    });
    expect(parsed.skipped.map((item) => item.domainId)).toEqual(['dom_1']);
  });
});

describe('fail-safe guards', () => {
  it('reads a missing or malformed actionRequired as unknown (null), never as "nothing to do"', () => {
    const { actionRequired: _actionRequired, ...rest } = detail;
    expect(domain.parse(rest).actionRequired).toBeNull();
    expect(domain.parse({ ...detail, actionRequired: 'false' }).actionRequired).toBeNull();
    expect(isKnownNoActionRequired(domain.parse(rest))).toBe(false);
    expect(isKnownNoActionRequired(domain.parse(detail))).toBe(true);
  });

  it('reads a missing or malformed requiresManualUnlockFlow as unknown and keeps the direct unlock gated', () => {
    const missing = domain.parse({ ...detail, registryLock: { enabled: true, unlockAction: null } }).registryLock;
    const malformed = domain.parse({
      ...detail,
      registryLock: { ...detail.registryLock, requiresManualUnlockFlow: 'no' },
    }).registryLock;
    expect(missing?.requiresManualUnlockFlow).toBeNull();
    expect(malformed?.requiresManualUnlockFlow).toBeNull();
    expect(malformed?.unlockAction?.href).toBe('/api/v2/domains/dom_1/actions/request-unlock');
    expect(canUnlockDirectly(missing ?? null)).toBe(false);
    expect(canUnlockDirectly(null)).toBe(false);
    expect(canUnlockDirectly({ requiresManualUnlockFlow: false })).toBe(true);
  });

  it('keeps a pending order visible when one of its members is malformed', () => {
    const parsed = domain.parse({
      ...detail,
      pendingRenewalOrder: { number: '100300' },
      pendingDomainOrder: { ...detail.pendingDomainOrder, id: 77, blockers: ['outstanding_invoice', 1] },
    });
    expect(parsed.pendingRenewalOrder).toMatchObject({ id: null, number: '100300' });
    expect(parsed.pendingDomainOrder).toMatchObject({ id: null, blockers: ['outstanding_invoice'] });
  });

  it('keeps a list page when one domain is malformed', () => {
    const page = domainListPage.parse({
      data: [detail, { ...detail, name: null }, { ...detail, id: 'dom_2' }],
      hasMore: false,
      nextCursor: null,
    });
    expect(page.data.map((item) => item.id)).toEqual(['dom_1', 'dom_2']);
  });
});

describe('bulk auto-renew outcome', () => {
  const pendingOrder = {
    domainId: 'dom_1',
    domainName: 'example.se',
    orderId: 'ord_77',
    orderNumber: '100300',
    invoiceId: 'inv_9',
    invoiceNumber: null,
    invoiceStatus: 'unpaid',
    billing: { amount: 129, currencyCode: 'SEK' },
    createdAt: '2025-11-01T00:00:00.000Z',
  };
  const done = { status: 'completed', jobId: 'dbj_1', pollUrl: null };
  const poll = (body: Record<string, unknown>) => jobPollResponse.parse({ operation: done, ...body });
  const disable = { enabled: false };

  it('reads pendingOrdersFound from the job result or beside operation at the top level', () => {
    const inResult = poll({ result: { pendingOrdersFound: true, pendingOrders: [pendingOrder] } });
    expect(autoRenewJobResultOf(inResult)).toMatchObject({ pendingOrdersFound: true, pendingOrders: [pendingOrder] });
    const topLevel = poll({ pendingOrdersFound: true, pendingOrders: [pendingOrder] });
    expect(autoRenewJobResultOf(topLevel)).toMatchObject({ pendingOrdersFound: true, pendingOrders: [pendingOrder] });
    const inOperation = jobPollResponse.parse({
      operation: { ...done, result: { pendingOrdersFound: true, pendingOrders: [] } },
    });
    expect(autoRenewJobResultOf(inOperation).pendingOrdersFound).toBe(true);
    const flat = jobPollResponse.parse({ ...done, pendingOrdersFound: true, pendingOrders: [pendingOrder] });
    expect(autoRenewJobResultOf(flat).pendingOrdersFound).toBe(true);
    const disagree = poll({ pendingOrdersFound: true, result: { pendingOrdersFound: false } });
    expect(autoRenewJobResultOf(disagree).pendingOrdersFound).toBe(true);
  });

  it('never reads a blocked disable as success', () => {
    expect(
      autoRenewOutcomeOf(poll({ result: { pendingOrdersFound: true, pendingOrders: [pendingOrder] } }), disable),
    ).toBe('blocked');
    expect(autoRenewOutcomeOf(poll({ pendingOrdersFound: true }), { ...disable, pendingOrderAction: 'block' })).toBe(
      'blocked',
    );
    // Missing or malformed flag: unknown, not applied.
    expect(autoRenewOutcomeOf(poll({ result: {} }), disable)).toBe('unknown');
    expect(autoRenewOutcomeOf(poll({ result: { pendingOrdersFound: 'false' } }), disable)).toBe('unknown');
    expect(autoRenewOutcomeOf(poll({}), disable)).toBe('unknown');
    // Pending orders listed without a readable flag still read as blocked.
    expect(
      autoRenewOutcomeOf(poll({ result: { pendingOrdersFound: null, pendingOrders: [pendingOrder] } }), disable),
    ).toBe('blocked');
    expect(autoRenewOutcomeOf(poll({ result: { pendingOrdersFound: false, pendingOrders: [] } }), disable)).toBe(
      'applied',
    );
  });

  it('reports keep, cancel, enable, failures and running jobs for what they are', () => {
    const found = poll({ result: { pendingOrdersFound: true, pendingOrders: [pendingOrder] } });
    expect(autoRenewOutcomeOf(found, { ...disable, pendingOrderAction: 'keep' })).toBe('applied');
    expect(autoRenewOutcomeOf(found, { ...disable, pendingOrderAction: 'cancel' })).toBe('applied');
    expect(autoRenewOutcomeOf(found, { ...disable, confirmCancelPending: true })).toBe('applied');
    expect(autoRenewOutcomeOf(poll({}), { enabled: true })).toBe('applied');
    expect(
      autoRenewOutcomeOf(jobPollResponse.parse({ operation: { ...done, status: 'failed' } }), { enabled: true }),
    ).toBe('failed');
    expect(
      autoRenewOutcomeOf(
        jobPollResponse.parse({ operation: { status: 'in_progress', jobId: 'dbj_1', pollUrl: '/api/jobs/dbj_1' } }),
        disable,
      ),
    ).toBe('running');
  });

  it('drops one malformed pending order and keeps the others', () => {
    const result = autoRenewJobResult.parse({
      pendingOrdersFound: true,
      pendingOrders: [pendingOrder, 'garbage', { ...pendingOrder, domainId: 'dom_2', billing: { amount: 'x' } }],
    });
    expect(result.pendingOrders.map((item) => item.domainId)).toEqual(['dom_1', 'dom_2']);
    expect(result.pendingOrders[1]?.billing).toEqual({ amount: null, currencyCode: null });
  });
});

describe('ids and list query', () => {
  it('takes an opaque dom_ id, never a hostname', () => {
    expect(domainIdParam.safeParse('dom_1').success).toBe(true);
    expect(domainIdParam.safeParse('dom_1~weird').success).toBe(true);
    expect(domainIdParam.safeParse('example.se').success).toBe(false);
    expect(domainIdParam.safeParse('acct_1').success).toBe(false);
  });

  it('filters the list by the domain service statuses and ignores unknown parameters', () => {
    expect(domainServiceStatusFilterValues).toEqual(domainServiceStatusValues);
    expect(domainListQuery.parse({ serviceStatus: 'expired', q: 'x' })).toEqual({
      serviceStatus: 'expired',
      limit: 20,
    });
    expect(paths(domainListQuery.safeParse({ serviceStatus: 'redemption' }))).toEqual(['serviceStatus']);
  });
});
