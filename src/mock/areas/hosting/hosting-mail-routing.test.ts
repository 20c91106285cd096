import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { mailboxAlias, mailboxForwarder, mailboxPasswordChanged, mailboxRouting } from '@/api/schemas/hosting-mail';
import { passwordTooWeakProblem } from '@/api/schemas/hosting';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { hostingSetup } from './hosting-test-kit';

const main = DEMO_HOSTING.main;
const astrid = main.mailboxes.nearQuota;
const info = main.mailboxes.overQuota;
const box = (address: string, rest = '') => `${main.id}/email-accounts/${encodeURIComponent(address)}${rest}`;

describe('a mailbox’s new password', () => {
  it('takes a strong password (never sent back) and logs the change', async () => {
    const kit = await hostingSetup();
    const response = await kit.call(`/api/v2/shared-hosting/${box(astrid, '/password')}`, {
      method: 'PUT',
      key: kit.key,
      body: { password: 'Vintergatan-Kaffe-73' },
    });
    const changed = await kit.parse(response, mailboxPasswordChanged);
    expect(changed.email).toBe(astrid);
    expect(changed.passwordChangedAt).not.toBeNull();
    expect(JSON.stringify(changed)).not.toContain('Vintergatan');
    const log = await kit.parse(await kit.call('/api/v2/audit-log', { key: kit.key }), auditLogPage);
    const entry = log.data.find((candidate) => candidate.action === 'hosting.mailbox_password');
    expect(entry?.target?.id).toBe(main.id);
    expect(JSON.stringify(entry)).not.toContain('Vintergatan');
  });

  it('refuses a guessable password with the creation’s check', async () => {
    const kit = await hostingSetup();
    const put = (password: string, address: string = astrid) =>
      kit.call(`/api/v2/shared-hosting/${box(address, '/password')}`, {
        method: 'PUT',
        key: kit.key,
        body: { password },
      });
    const weak = await expectProblem(await put('Password1'), 400, 'password_too_weak');
    const parsed = passwordTooWeakProblem.parse(weak);
    expect(parsed.suggestions.length).toBeGreaterThan(0);
    expect(parsed.minimumScore).toBe(3);
    await expectProblem(await put('short1A'), 400, 'invalid_request');
    await expectProblem(await put('Vintergatan-Kaffe-73', `nobody@${main.domain}`), 404, 'not_found');
    const legacy = await kit.call(
      `/api/v2/shared-hosting/${DEMO_HOSTING.legacy.id}/email-accounts/${encodeURIComponent(DEMO_HOSTING.legacy.mailbox)}/password`,
      { method: 'PUT', key: kit.key, body: { password: 'Vintergatan-Kaffe-73' } },
    );
    await expectProblem(legacy, 409, 'account_not_eligible_panel');
    // A key without console:services is refused before anything is checked.
    const noConsole = await kit.call(`/api/v2/shared-hosting/${box(astrid, '/password')}`, {
      method: 'PUT',
      key: kit.named('hosting-write'),
      body: { password: 'Vintergatan-Kaffe-73' },
    });
    await expectProblem(noConsole, 403, 'forbidden');
  });
});

describe('forwarders and aliases', () => {
  it('adds, lists and removes forwarders; a forwarder to an address on the same account is allowed', async () => {
    const kit = await hostingSetup();
    const added = await kit.parse(
      await kit.post(box(astrid, '/forwarders'), { destination: '  Astrid.Privat@Example.COM ' }),
      mailboxForwarder,
      201,
    );
    expect(added.destination).toBe('astrid.privat@example.com');
    await kit.parse(await kit.post(box(astrid, '/forwarders'), { destination: info }), mailboxForwarder, 201);
    const routing = await kit.parse(await kit.get(box(astrid, '/routing')), mailboxRouting);
    expect(routing.forwarders.items.map((entry) => entry.destination)).toEqual(['astrid.privat@example.com', info]);
    expect(routing.limits).toEqual({ forwarders: 10, aliases: 20 });
    await expectProblem(await kit.post(box(astrid, '/forwarders'), { destination: info }), 409, 'forwarder_exists');
    const removed = await kit.call(
      `/api/v2/shared-hosting/${box(astrid, `/forwarders/${encodeURIComponent('ASTRID.PRIVAT@example.com')}`)}`,
      { method: 'DELETE', key: kit.key },
    );
    expect(removed.status).toBe(204);
    const after = await kit.parse(await kit.get(box(astrid, '/routing')), mailboxRouting);
    expect(after.forwarders.items.map((entry) => entry.destination)).toEqual([info]);
    const log = await kit.parse(await kit.call('/api/v2/audit-log', { key: kit.key }), auditLogPage);
    const actions = log.data.map((entry) => entry.action);
    expect(actions).toContain('hosting.forwarder_add');
    expect(actions).toContain('hosting.forwarder_remove');
  });

  it('validates the address and refuses a loop, direct, through an alias or through another mailbox', async () => {
    const kit = await hostingSetup();
    for (const destination of ['not an address', 'a@b', '@nordlicht.se', 'a@@nordlicht.se', `${'x'.repeat(65)}@a.se`]) {
      const problem = await expectProblem(
        await kit.post(box(astrid, '/forwarders'), { destination }),
        400,
        'invalid_request',
      );
      expect(problem.errors?.[0]?.pointer).toBe('/destination');
    }
    await expectProblem(await kit.post(box(astrid, '/forwarders'), { destination: astrid }), 409, 'forwarder_loop');
    await kit.parse(
      await kit.post(box(astrid, '/aliases'), { localPart: 'ceo', domain: main.domain }),
      mailboxAlias,
      201,
    );
    await expectProblem(
      await kit.post(box(astrid, '/forwarders'), { destination: `ceo@${main.domain}` }),
      409,
      'forwarder_loop',
    );
    // astrid → info is fine; info → astrid (or astrid's alias) closes the loop.
    await kit.parse(await kit.post(box(astrid, '/forwarders'), { destination: info }), mailboxForwarder, 201);
    await expectProblem(await kit.post(box(info, '/forwarders'), { destination: astrid }), 409, 'forwarder_loop');
    await expectProblem(
      await kit.post(box(info, '/forwarders'), { destination: `CEO@${main.domain}` }),
      409,
      'forwarder_loop',
    );
    // An alias that would close a loop: info forwards to a free address, then astrid would take it as an alias.
    await kit.parse(
      await kit.post(box(info, '/forwarders'), { destination: `boss@${main.domain}` }),
      mailboxForwarder,
      201,
    );
    await expectProblem(
      await kit.post(box(astrid, '/aliases'), { localPart: 'boss', domain: main.domain }),
      409,
      'forwarder_loop',
    );
  });

  it('aliases: the account’s domains only, one address once, and at most 20; forwarders at most 10', async () => {
    const kit = await hostingSetup();
    const foreign = await expectProblem(
      await kit.post(box(astrid, '/aliases'), { localPart: 'x', domain: 'example.com' }),
      400,
      'invalid_request',
    );
    expect(foreign.errors?.[0]?.pointer).toBe('/domain');
    await expectProblem(
      await kit.post(box(astrid, '/aliases'), { localPart: 'info', domain: main.domain }),
      409,
      'address_in_use',
    );
    for (let index = 0; index < 20; index++) {
      await kit.parse(
        await kit.post(box(astrid, '/aliases'), { localPart: `a${index}`, domain: main.addonDomain }),
        mailboxAlias,
        201,
      );
    }
    await expectProblem(
      await kit.post(box(astrid, '/aliases'), { localPart: 'a20', domain: main.domain }),
      409,
      'alias_limit_reached',
    );
    await expectProblem(
      await kit.post(box(info, '/aliases'), { localPart: 'a3', domain: main.addonDomain }),
      409,
      'address_in_use',
    );
    for (let index = 0; index < 10; index++) {
      await kit.parse(
        await kit.post(box(info, '/forwarders'), { destination: `f${index}@example.com` }),
        mailboxForwarder,
        201,
      );
    }
    await expectProblem(
      await kit.post(box(info, '/forwarders'), { destination: 'f10@example.com' }),
      409,
      'forwarder_limit_reached',
    );
    const removed = await kit.call(
      `/api/v2/shared-hosting/${box(astrid, `/aliases/${encodeURIComponent(`a0@${main.addonDomain}`)}`)}`,
      { method: 'DELETE', key: kit.key },
    );
    expect(removed.status).toBe(204);
    const gone = await kit.call(
      `/api/v2/shared-hosting/${box(astrid, `/aliases/${encodeURIComponent(`a0@${main.addonDomain}`)}`)}`,
      { method: 'DELETE', key: kit.key },
    );
    await expectProblem(gone, 404, 'not_found');
    // A deleted mailbox takes its forwarders and aliases with it: its address is free again.
    const deleted = await kit.call(`/api/v2/shared-hosting/${box(astrid)}`, { method: 'DELETE', key: kit.key });
    expect(deleted.status).toBe(204);
    await kit.parse(
      await kit.post(box(info, '/aliases'), { localPart: 'a5', domain: main.addonDomain }),
      mailboxAlias,
      201,
    );
  });
});
