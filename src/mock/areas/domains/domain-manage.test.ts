import { describe, expect, it } from 'vitest';
import type { Operation } from '@/api/schemas/common';
import { domain as domainSchema } from '@/api/schemas/domains';
import { domainContacts } from '@/api/schemas/domains-sections';
import {
  bulkManageJobResult,
  bulkManageResponse,
  contactsUpdateResult,
  domainNameservers,
  identityVerification,
  transferCodeResult,
  verificationEmailResult,
  whoisPrivacyResult,
  type ContactInputDraft,
} from '@/api/schemas/domains-manage';
import { jobPollResponse } from '@/api/schemas/jobs';
import { auditLogPage } from '@/api/schemas/audit-log';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const DOMAINS = '/api/v2/domains';
const JOB_MS = 1000;
const D = DEMO_DOMAINS;
const RETURN_URL = 'http://panel.test/domains/x?tab=contacts';

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario: 'demo',
    jobDurationMs: JOB_MS,
    keys: [{ name: 'domains-read', scopes: ['read:domains'] }],
  });
  const key = world.keys.full;
  const { call, parse } = harness;
  const send = (method: string, path: string, body?: unknown, k = key) =>
    call(`${DOMAINS}${path}`, { method, key: k, ...(body === undefined ? {} : { body }) });
  const detail = async (id: string) => parse(await call(`${DOMAINS}/${id}`, { key }), domainSchema);
  const contacts = async (id: string) => parse(await call(`${DOMAINS}/${id}/contacts`, { key }), domainContacts);
  const finish = async (operation: Operation) => {
    await harness.advanceClock(world.worldId, JOB_MS + 10);
    const poll = await parse(await call(operation.pollUrl ?? '', { key }), jobPollResponse);
    expect(poll.operation.status).toBe('completed');
    return bulkManageJobResult.parse(poll.result ?? poll.operation.result).domains;
  };
  return { ...harness, world, key, send, detail, contacts, finish, readOnly: namedKey(world, 'domains-read') };
}

const astridAs = (overrides: Partial<ContactInputDraft> = {}): ContactInputDraft => ({
  firstName: 'Astrid',
  lastName: 'Lindqvist',
  companyName: 'Nordlicht AB',
  email: 'astrid@nordlicht.example',
  phoneNumber: '+46.812345678',
  street: 'Sveavägen 12',
  city: 'Stockholm',
  postalCode: '111 57',
  countryCode: 'SE',
  registrationIdentifier: { value: '556677-8899', countryCode: 'SE', type: 'organisation_number' },
  ...overrides,
});

describe('POST /api/v2/domains/{id}/actions/transfer-code', () => {
  it('is refused while the registrar lock is on, then gives a new code once it is off, logged', async () => {
    const t = await setup();
    const before = await t.detail(D.com.id);
    expect(before.actions.canGetTransferCode).toMatchObject({ allowed: false, code: 'registrar_lock_enabled' });
    const refused = await expectProblem(
      await t.send('POST', `/${D.com.id}/actions/transfer-code`),
      409,
      'registrar_lock_enabled',
    );
    expect(refused['actions']).toMatchObject({ canGetTransferCode: { allowed: false } });

    await t.send('PATCH', `/${D.com.id}`, { registrarLock: false });
    expect((await t.detail(D.com.id)).actions.canGetTransferCode.allowed).toBe(true);
    const first = await t.parse(await t.send('POST', `/${D.com.id}/actions/transfer-code`), transferCodeResult);
    const second = await t.parse(await t.send('POST', `/${D.com.id}/actions/transfer-code`), transferCodeResult);
    expect(first.eppCode).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(second.eppCode).not.toBe(first.eppCode);
    // Detail reads never carry it.
    expect((await t.detail(D.com.id)).transfer.eppCode).toBeNull();
    const log = await t.parse(await t.call('/api/v2/audit-log?limit=100', { key: t.key }), auditLogPage);
    expect(log.data.filter((entry) => entry.action === 'domain.transfer_code').map((e) => e.outcome)).toEqual([
      'succeeded',
      'succeeded',
      'refused',
    ]);
  });

  it('names the registry lock first for a .se domain, and refuses a domain that is not active', async () => {
    const t = await setup();
    expect((await t.detail(D.se.id)).actions.canGetTransferCode.code).toBe('registry_lock_enabled');
    await expectProblem(await t.send('POST', `/${D.se.id}/actions/transfer-code`), 409, 'registry_lock_enabled');
    await expectProblem(await t.send('POST', `/${D.expired.id}/actions/transfer-code`), 409, 'domain_not_active');
    // nordlicht-shop.se: registry lock already off, so the registrar lock is the one to turn off.
    expect((await t.detail(D.unlocked.id)).actions.canGetTransferCode.code).toBe('registrar_lock_enabled');
    await expectProblem(
      await t.send('POST', `/${D.com.id}/actions/transfer-code`, undefined, t.readOnly),
      403,
      'forbidden',
    );
  });
});

describe('nameservers', () => {
  it('changes to custom hosts with glue for a host under the domain, and back to ours', async () => {
    const t = await setup();
    const before = await t.parse(await t.send('GET', `/${D.com.id}/nameservers`), domainNameservers);
    expect(before).toMatchObject({ mode: 'ours', propagatesBy: null });
    const changed = await t.parse(
      await t.send('PUT', `/${D.com.id}/nameservers`, {
        mode: 'custom',
        nameservers: [
          { host: 'NS1.Nordlicht.com.', addresses: ['192.0.2.10', '2001:db8::10'] },
          { host: 'ns.example.net' },
        ],
      }),
      domainNameservers,
    );
    expect(changed.mode).toBe('custom');
    expect(changed.nameservers).toEqual([
      { host: 'ns1.nordlicht.com', addresses: ['192.0.2.10', '2001:db8::10'] },
      { host: 'ns.example.net', addresses: [] },
    ]);
    expect(changed.propagatesBy).not.toBeNull();
    expect((await t.detail(D.com.id)).nameservers).toEqual(['ns1.nordlicht.com', 'ns.example.net']);
    const ours = await t.parse(await t.send('PUT', `/${D.com.id}/nameservers`, { mode: 'ours' }), domainNameservers);
    expect(ours.nameservers.map((ns) => ns.host)).toEqual(ours.ourNameservers);
    expect(ours.mode).toBe('ours');
  });

  it('refuses each broken rule at its field', async () => {
    const t = await setup();
    const refuse = async (nameservers: unknown) =>
      (
        await expectProblem(
          await t.send('PUT', `/${D.com.id}/nameservers`, { mode: 'custom', nameservers }),
          400,
          'invalid_request',
        )
      ).errors;
    expect(await refuse([{ host: 'ns.example.net' }])).toEqual([
      expect.objectContaining({ pointer: '/nameservers', code: 'too_few_nameservers' }),
    ]);
    expect(await refuse(Array.from({ length: 14 }, (_, i) => ({ host: `ns${i}.example.net` })))).toEqual([
      expect.objectContaining({ pointer: '/nameservers', code: 'too_many_nameservers' }),
    ]);
    expect(
      await refuse([
        { host: 'ns_1.example.net' },
        { host: 'ns1.nordlicht.com' },
        { host: 'ns2.nordlicht.com', addresses: ['300.1.1.1', '2001:db8:::1'] },
        { host: 'ns.example.net', addresses: ['192.0.2.1'] },
        { host: 'NS.example.net' },
      ]),
    ).toEqual([
      expect.objectContaining({ pointer: '/nameservers/0/host', code: 'invalid_hostname' }),
      expect.objectContaining({ pointer: '/nameservers/1/addresses', code: 'glue_required' }),
      expect.objectContaining({ pointer: '/nameservers/2/addresses/0', code: 'invalid_address' }),
      expect.objectContaining({ pointer: '/nameservers/2/addresses/1', code: 'invalid_address' }),
      expect.objectContaining({ pointer: '/nameservers/3/addresses', code: 'glue_not_allowed' }),
      expect.objectContaining({ pointer: '/nameservers/4/host', code: 'duplicate_host' }),
    ]);
    await expectProblem(
      await t.send('PUT', `/${D.com.id}/nameservers`, { mode: 'ours', nameservers: [] }),
      400,
      'invalid_request',
    );
    await expectProblem(
      await t.send('PUT', `/${D.expired.id}/nameservers`, { mode: 'ours' }),
      409,
      'domain_not_active',
    );
  });

  it('changes several domains in one job with an outcome per domain', async () => {
    const t = await setup();
    const nameservers = [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }];
    const accepted = await t.parse(
      await t.send('POST', '/bulk/nameservers', {
        domainIds: [D.com.id, D.expired.id, D.se.id],
        mode: 'custom',
        nameservers,
      }),
      bulkManageResponse,
      202,
    );
    expect(accepted.domainsQueued).toBe(3);
    const outcomes = await t.finish(accepted.operation);
    expect(outcomes).toEqual([
      { domainId: D.com.id, domainName: D.com.name, outcome: 'updated', reason: null },
      { domainId: D.expired.id, domainName: D.expired.name, outcome: 'not_updated', reason: 'domain_not_active' },
      { domainId: D.se.id, domainName: D.se.name, outcome: 'not_updated', reason: 'registry_lock_enabled' },
    ]);
    expect((await t.detail(D.com.id)).nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
    expect((await t.detail(D.se.id)).nameservers).toEqual(['ns1.hosting.example', 'ns2.hosting.example']);
    expect((await t.detail(D.expired.id)).nameservers).toEqual(['ns1.hosting.example', 'ns2.hosting.example']);
  });

  it('refuses a bulk batch with a foreign id or a host under a selected domain without glue', async () => {
    const t = await setup();
    const problem = await expectProblem(
      await t.send('POST', '/bulk/nameservers', { domainIds: [D.com.id, 'dom_nope'], mode: 'ours' }),
      400,
      'invalid_request',
    );
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/domainIds/1' })]);
    const glue = await expectProblem(
      await t.send('POST', '/bulk/nameservers', {
        domainIds: [D.com.id, D.se.id],
        mode: 'custom',
        nameservers: [{ host: 'ns1.nordlicht.se' }, { host: 'ns2.example.net' }],
      }),
      400,
      'invalid_request',
    );
    expect(glue.errors).toEqual([
      expect.objectContaining({ pointer: '/nameservers/0/addresses', code: 'glue_required' }),
    ]);
  });
});

describe('PUT /api/v2/domains/{id}/whois-privacy', () => {
  it('turns privacy off keeping the auto-enable choice, and keeps an opt-out when turned on again', async () => {
    const t = await setup();
    const off = await t.parse(
      await t.send('PUT', `/${D.farExpiry.id}/whois-privacy`, { enabled: false }),
      whoisPrivacyResult,
    );
    expect(off.whoisPrivacy).toMatchObject({ enabled: false, autoEnable: true, status: 'auto_enable_allowed' });
    const on = await t.parse(await t.send('PUT', `/${D.com.id}/whois-privacy`, { enabled: true }), whoisPrivacyResult);
    expect(on.whoisPrivacy).toMatchObject({ enabled: true, autoEnable: false, status: 'auto_enable_opted_out' });
    const optIn = await t.parse(
      await t.send('PUT', `/${D.com.id}/whois-privacy`, { autoEnable: true }),
      whoisPrivacyResult,
    );
    expect(optIn.whoisPrivacy).toMatchObject({ enabled: true, status: 'auto_enable_allowed' });
    expect((await t.detail(D.com.id)).whoisPrivacy?.status).toBe('auto_enable_allowed');
  });

  it('says a .se domain’s registry allows no privacy service', async () => {
    const t = await setup();
    expect((await t.detail(D.se.id)).actions.canChangeWhoisPrivacy.code).toBe('tld_not_supported');
    await expectProblem(await t.send('PUT', `/${D.se.id}/whois-privacy`, { enabled: false }), 409, 'tld_not_supported');
    await expectProblem(await t.send('PUT', `/${D.com.id}/whois-privacy`, {}), 400, 'invalid_request');
  });
});

describe('contacts', () => {
  it('changes a .com contact at once, with updateOutcome', async () => {
    const t = await setup();
    const answer = await t.parse(
      await t.send('PUT', `/${D.com.id}/contacts`, {
        tech: astridAs({ firstName: 'Nils', email: 'nils@nordlicht.example', registrationIdentifier: null }),
      }),
      contactsUpdateResult,
    );
    expect(answer.updateOutcome).toEqual({ status: 'updated', updatedRoles: ['tech'], identityVerification: null });
    expect((await t.contacts(D.com.id)).tech).toMatchObject({ firstName: 'Nils', email: 'nils@nordlicht.example' });
  });

  it('changes a .se registrant number only after the e-ID check, the other fields at once', async () => {
    const t = await setup();
    const newNumber = { value: '559911-2233', countryCode: 'SE', type: 'organisation_number' };
    const body = { registrant: astridAs({ city: 'Uppsala', registrationIdentifier: newNumber }) };
    const missing = await expectProblem(await t.send('PUT', `/${D.se.id}/contacts`, body), 400, 'invalid_request');
    expect(missing.errors).toEqual([expect.objectContaining({ pointer: '/returnUrl' })]);

    const answer = await t.parse(
      await t.send('PUT', `/${D.se.id}/contacts`, { ...body, returnUrl: RETURN_URL }),
      contactsUpdateResult,
    );
    expect(answer.updateOutcome?.status).toBe('identity_verification_required');
    const pending = answer.updateOutcome?.identityVerification;
    expect(pending).toMatchObject({ status: 'pending', registrationIdentifier: newNumber });
    expect(pending?.redirectUrl).toBe(`https://eid.hosting.example/${t.world.worldId}/verifications/${pending?.id}`);
    expect(answer.registrant).toMatchObject({ city: 'Uppsala', registrationIdentifier: { value: '556677-8899' } });

    // The customer signs at the stand-in page, which sends the browser back to the panel.
    const pagePath = `/__mock/eid/${t.world.worldId}/verifications/${pending?.id}`;
    const shown = await t.call(pagePath);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('559911-2233');
    const signed = await t.app.fetch(
      new Request(`http://mock.test${pagePath}/verify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://eid.hosting.example' },
      }),
    );
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe(`${RETURN_URL}&identityVerification=${pending?.id}`);

    const read = await t.parse(
      await t.send('GET', `/${D.se.id}/identity-verifications/${pending?.id}`),
      identityVerification,
    );
    expect(read).toMatchObject({ status: 'verified', redirectUrl: null });
    expect((await t.contacts(D.se.id)).registrant?.registrationIdentifier?.value).toBe('559911-2233');
  });

  it('keeps the old number when the customer cancels at the e-ID page', async () => {
    const t = await setup();
    const answer = await t.parse(
      await t.send('PUT', `/${D.nu.id}/contacts`, {
        registrant: astridAs({ registrationIdentifier: { value: '19800101-1234', type: 'personal_number' } }),
        returnUrl: RETURN_URL,
      }),
      contactsUpdateResult,
    );
    const id = answer.updateOutcome?.identityVerification?.id ?? '';
    const declined = await t.call(`/__mock/eid/${t.world.worldId}/verifications/${id}/decline`, { method: 'POST' });
    expect(declined.status).toBe(303);
    const read = await t.parse(await t.send('GET', `/${D.nu.id}/identity-verifications/${id}`), identityVerification);
    expect(read.status).toBe('declined');
    expect((await t.contacts(D.nu.id)).registrant?.registrationIdentifier?.value).toBe('556677-8899');
    await expectProblem(await t.send('GET', `/${D.se.id}/identity-verifications/${id}`), 404, 'not_found');
  });

  it('changes a pending registration’s draft in full, number included, and refuses a domain not editable', async () => {
    const t = await setup();
    const answer = await t.parse(
      await t.send('PUT', `/${D.draft.id}/contacts`, {
        registrant: astridAs({ registrationIdentifier: { value: '559911-2233', type: 'organisation_number' } }),
      }),
      contactsUpdateResult,
    );
    expect(answer.draft).toBe(true);
    expect(answer.updateOutcome?.status).toBe('updated');
    expect(answer.registrant?.registrationIdentifier?.value).toBe('559911-2233');
    const refused = await expectProblem(
      await t.send('PUT', `/${D.expired.id}/contacts`, { admin: astridAs() }),
      409,
      'domain_not_active',
    );
    expect(refused['actions']).toMatchObject({ canEditContacts: { allowed: false } });
    await expectProblem(
      await t.send('PUT', `/${D.terminated.id}/contacts`, { admin: astridAs() }),
      409,
      'contacts_unavailable',
    );
    await expectProblem(
      await t.send('PUT', `/${D.com.id}/contacts`, { admin: { firstName: 'A' } }),
      400,
      'invalid_request',
    );
  });

  it('copies one domain’s contacts to others in a job, holding a .se registrant number back', async () => {
    const t = await setup();
    await t.send('PUT', `/${D.com.id}/contacts`, {
      registrant: astridAs({ firstName: 'Greta', registrationIdentifier: { value: '559911-2233' } }),
    });
    const accepted = await t.parse(
      await t.send('POST', '/bulk/contacts', {
        sourceDomainId: D.com.id,
        roles: ['registrant'],
        domainIds: [D.com.id, D.farExpiry.id, D.unlocked.id, D.expired.id],
      }),
      bulkManageResponse,
      202,
    );
    expect(accepted.domainsQueued).toBe(3);
    expect(await t.finish(accepted.operation)).toEqual([
      { domainId: D.farExpiry.id, domainName: D.farExpiry.name, outcome: 'updated', reason: null },
      {
        domainId: D.unlocked.id,
        domainName: D.unlocked.name,
        outcome: 'partly_updated',
        reason: 'identity_verification_required',
      },
      { domainId: D.expired.id, domainName: D.expired.name, outcome: 'not_updated', reason: 'contacts_not_editable' },
    ]);
    expect((await t.contacts(D.farExpiry.id)).registrant).toMatchObject({
      firstName: 'Greta',
      registrationIdentifier: { value: '559911-2233' },
    });
    expect((await t.contacts(D.unlocked.id)).registrant).toMatchObject({
      firstName: 'Greta',
      registrationIdentifier: { value: '556677-8899' },
    });
  });
});

describe('POST /api/v2/domains/{id}/contacts/verification-email', () => {
  it('resends while the verification is pending, not twice within 10 minutes, not when none is pending', async () => {
    const t = await setup();
    const pending = (await t.detail(D.farExpiry.id)).contactDetailsVerification;
    expect(pending).toMatchObject({ status: 'pending', email: 'astrid@nordlicht.example' });
    const sent = await t.parse(
      await t.send('POST', `/${D.farExpiry.id}/contacts/verification-email`),
      verificationEmailResult,
    );
    expect(sent).toMatchObject({ email: 'astrid@nordlicht.example', deadline: pending?.['deadline'] });
    const again = await expectProblem(
      await t.send('POST', `/${D.farExpiry.id}/contacts/verification-email`),
      409,
      'resend_too_soon',
    );
    expect(again.extensions?.['retryAt']).toEqual(expect.any(String));
    await t.advanceClock(t.world.worldId, 10 * 60 * 1000);
    await t.parse(await t.send('POST', `/${D.farExpiry.id}/contacts/verification-email`), verificationEmailResult);
    await expectProblem(
      await t.send('POST', `/${D.com.id}/contacts/verification-email`),
      409,
      'no_verification_pending',
    );
  });
});
