import { describe, expect, it } from 'vitest';
import { mailbox, mailboxListPage, passwordTooWeakProblem } from '@/api/schemas/hosting';
import { randomMailboxPassword } from '@/api/schemas/mailbox-password-random';
import { estimateMailboxPassword, generateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { DEMO_HOSTING, DEMO_OTHER_HOSTING } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { HOSTING_PATH, hostingSetup } from './hosting-test-kit';

const main = DEMO_HOSTING.main;
const STRONG = 'Vintergatan-Kaffe-73';
const create = (localPart: string, extra: Record<string, unknown> = {}) => ({
  localPart,
  domain: main.domain,
  password: STRONG,
  ...extra,
});

describe('mailboxes', () => {
  it('lists mailboxes with null-aware quota usage', async () => {
    const kit = await hostingSetup();
    const page = await kit.parse(await kit.get(`${main.id}/email-accounts`), mailboxListPage);
    const byEmail = new Map(page.data.map((item) => [item.email, item]));
    expect(byEmail.get(main.mailboxes.nearQuota)?.quota).toEqual({
      usedGb: 30,
      limitGb: 32,
      usagePercent: 93.8,
      exceeded: false,
    });
    expect(byEmail.get(main.mailboxes.overQuota)?.quota).toEqual({
      usedGb: 5.5,
      limitGb: 5,
      usagePercent: 110,
      exceeded: true,
    });
    expect(byEmail.get(main.mailboxes.unknownUsage)?.quota).toEqual({
      usedGb: null,
      limitGb: 2,
      usagePercent: null,
      exceeded: false,
    });
    expect(byEmail.get(main.mailboxes.unlimited)?.quota).toMatchObject({
      limitGb: null,
      usagePercent: null,
      exceeded: false,
    });
    expect(page.data.map((item) => item.email)).toEqual([...page.data.map((item) => item.email)].sort());
    expect(page.data.every((item) => item.id.startsWith('mail_'))).toBe(true);
    await expectProblem(await kit.get(`${DEMO_OTHER_HOSTING.main.id}/email-accounts`), 404, 'not_found');
  });

  it('creates a mailbox: 201 with the default quota of 32768 MB, listed afterwards', async () => {
    const kit = await hostingSetup();
    const created = await kit.parse(await kit.post(`${main.id}/email-accounts`, create('sales')), mailbox, 201);
    expect(created).toMatchObject({
      email: `sales@${main.domain}`,
      domain: main.domain,
      quota: { usedGb: 0, limitGb: 32, usagePercent: 0, exceeded: false },
    });
    expect(created.id).toMatch(/^mail_/);
    const page = await kit.parse(await kit.get(`${main.id}/email-accounts`), mailboxListPage);
    expect(page.data.map((item) => item.email)).toContain(`sales@${main.domain}`);
    // On the account's addon domain too.
    const addon = await kit.parse(
      await kit.post(`${main.id}/email-accounts`, { ...create('hej'), domain: main.addonDomain }),
      mailbox,
      201,
    );
    expect(addon.email).toBe(`hej@${main.addonDomain}`);
  });

  it('accepts quotaMb 0 and 1048576 and refuses values outside 0..1048576', async () => {
    const kit = await hostingSetup();
    const none = await kit.parse(
      await kit.post(`${main.id}/email-accounts`, create('a0', { quotaMb: 0 })),
      mailbox,
      201,
    );
    expect(none.quota.limitGb).toBeNull();
    const max = await kit.parse(
      await kit.post(`${main.id}/email-accounts`, create('a1', { quotaMb: 1048576 })),
      mailbox,
      201,
    );
    expect(max.quota.limitGb).toBe(1024);
    for (const quotaMb of [-1, 1048577, 1.5, '100']) {
      const problem = await expectProblem(
        await kit.post(`${main.id}/email-accounts`, create('a2', { quotaMb })),
        400,
        'invalid_request',
      );
      expect(problem.errors?.[0]?.pointer).toBe('/quotaMb');
    }
  });

  it('enforces the local part and the domain', async () => {
    const kit = await hostingSetup();
    for (const localPart of ['', 'astrid@nordlicht.se', 'with space', '.lead', 'trail.', 'dou..ble', 'x'.repeat(65)]) {
      const problem = await expectProblem(
        await kit.post(`${main.id}/email-accounts`, create(localPart)),
        400,
        'invalid_request',
      );
      expect(problem.errors?.map((error) => error.pointer)).toEqual(['/localPart']);
    }
    const foreign = await expectProblem(
      await kit.post(`${main.id}/email-accounts`, { ...create('x'), domain: DEMO_OTHER_HOSTING.main.domain }),
      400,
      'invalid_request',
    );
    expect(foreign.errors?.[0]?.pointer).toBe('/domain');
    const missing = await expectProblem(await kit.post(`${main.id}/email-accounts`, {}), 400, 'invalid_request');
    expect(missing.errors?.map((error) => error.pointer).sort()).toEqual(['/domain', '/localPart', '/password']);
  });

  it('enforces every password rule: 8 to 128 characters, upper, lower and digit', async () => {
    const kit = await hostingSetup();
    const cases: [string, string][] = [
      ['Ab1defg', 'at least 8'],
      [`Ab1${'x'.repeat(126)}`, 'at most 128'],
      ['abcdefgh12', 'uppercase'],
      ['ABCDEFGH12', 'lowercase'],
      ['Abcdefghij', 'digit'],
    ];
    for (const [password, words] of cases) {
      const problem = await expectProblem(
        await kit.post(`${main.id}/email-accounts`, create('pw', { password })),
        400,
        'invalid_request',
      );
      expect(problem.errors?.[0]?.pointer).toBe('/password');
      expect(problem.errors?.map((error) => error.detail).join(' ')).toContain(words);
    }
    // Exactly 8 characters pass the length rule: a random 8 is refused only as guessable (zxcvbn scores it 2).
    await expectProblem(
      await kit.post(`${main.id}/email-accounts`, create('len8', { password: 'Qz7#vR2!' })),
      400,
      'password_too_weak',
    );
    const long = generateMailboxPassword({ localPart: 'len128', domain: main.domain }, 128);
    expect(long).toHaveLength(128);
    await kit.parse(await kit.post(`${main.id}/email-accounts`, create('len128', { password: long })), mailbox, 201);
  });

  it('refuses a guessable password with password_too_weak, minimumScore, score and suggestions', async () => {
    const kit = await hostingSetup();
    for (const password of ['Password1', 'Nordlicht2026', 'Sales2026x', 'Qwerty123']) {
      const response = await kit.post(`${main.id}/email-accounts`, create('sales', { password }));
      const text = await response.clone().text();
      await expectProblem(response, 400, 'password_too_weak');
      const weak = passwordTooWeakProblem.parse(JSON.parse(text));
      expect(weak.minimumScore).toBe(3);
      expect(weak.score).toBeLessThan(3);
      expect(weak.suggestions.length).toBeGreaterThan(0);
      expect(weak.errors?.[0]?.pointer).toBe('/password');
    }
    // The account's domain and the local part are the user's own words.
    const personal = await kit.post(
      `${main.id}/email-accounts`,
      create('vintergatan', { password: 'Vintergatan2026' }),
    );
    await expectProblem(personal, 400, 'password_too_weak');
    const page = await kit.parse(await kit.get(`${main.id}/email-accounts`), mailboxListPage);
    expect(page.data.some((item) => item.email.startsWith('sales@'))).toBe(false);
  });

  it("decides every password as the form's meter does: the same estimator, its score and its suggestions", async () => {
    // The form's meter runs estimateMailboxPassword (in a worker: password-estimator/protocol.test.ts); the server
    // must refuse what the meter calls weak, and accept what it calls strong.
    const kit = await hostingSetup();
    const weak = [
      // Common passwords, dressed up to meet the character rules.
      'Password1',
      'Iloveyou1',
      'Sunshine1',
      'Football1',
      'Monkey123',
      'Letmein2024',
      'Welcome123',
      'Michael1987',
      'Summer2024',
      'Dragon2023!',
      // The account's domain and the local part, in the usual variants.
      'Nordlicht2026',
      'Nordlicht.se1',
      'Nordlicht!2026',
      'nordlicht.SE1',
      'N0rdl1cht2026',
      'Sales2026x',
      // Keyboard walks.
      'Qwerty123',
      'Asdfghjkl1',
      '1qaz2WSX3edc',
      'Zxcvbnm123',
      'Qwertyuiop1!',
      'Qazwsx123',
    ];
    const strong = [STRONG, 'correct-Horse-battery-9', ...Array.from({ length: 5 }, () => randomMailboxPassword(16))];
    for (const password of weak) {
      const meter = estimateMailboxPassword(password, { localPart: 'sales', domain: main.domain });
      expect(meter.passes, password).toBe(false);
      const response = await kit.post(`${main.id}/email-accounts`, create('sales', { password }));
      const text = await response.clone().text();
      await expectProblem(response, 400, 'password_too_weak');
      const refused = passwordTooWeakProblem.parse(JSON.parse(text));
      expect({ score: refused.score, suggestions: refused.suggestions }, password).toEqual({
        score: meter.score,
        suggestions: meter.suggestions,
      });
    }
    // An existing address: a password the server accepts gets as far as the address check (409), nothing is made.
    const [existing = ''] = main.mailboxes.nearQuota.split('@');
    for (const password of strong) {
      expect(estimateMailboxPassword(password, { localPart: existing, domain: main.domain }).passes, password).toBe(
        true,
      );
      await expectProblem(
        await kit.post(`${main.id}/email-accounts`, create(existing, { password })),
        409,
        'mailbox_exists',
      );
    }
  });

  it('accepts every generated password', async () => {
    const kit = await hostingSetup();
    for (let i = 0; i < 5; i += 1) {
      const localPart = `gen${i}`;
      const password = generateMailboxPassword({ localPart, domain: main.domain });
      await kit.parse(await kit.post(`${main.id}/email-accounts`, create(localPart, { password })), mailbox, 201);
    }
  });

  it('refuses a duplicate address (409) and a legacy-panel account (409 account_not_eligible_panel)', async () => {
    const kit = await hostingSetup();
    const [localPart] = main.mailboxes.nearQuota.split('@');
    await expectProblem(await kit.post(`${main.id}/email-accounts`, create(localPart ?? '')), 409, 'mailbox_exists');
    await expectProblem(
      await kit.post(`${main.id}/email-accounts`, create(localPart?.toUpperCase() ?? '')),
      409,
      'mailbox_exists',
    );
    const legacy = await expectProblem(
      await kit.post(`${DEMO_HOSTING.legacy.id}/email-accounts`, {
        localPart: 'new',
        domain: DEMO_HOSTING.legacy.domain,
        password: STRONG,
      }),
      409,
      'account_not_eligible_panel',
    );
    expect(legacy.detail).toMatch(/control panel/);
    expect(legacy.detail).toMatch(/support/);
    // Reading works on the legacy panel.
    const page = await kit.parse(await kit.get(`${DEMO_HOSTING.legacy.id}/email-accounts`), mailboxListPage);
    expect(page.data.map((item) => item.email)).toEqual([DEMO_HOSTING.legacy.mailbox]);
  });

  it('needs both write:hosting and console:services to create', async () => {
    const kit = await hostingSetup();
    const withoutConsole = await expectProblem(
      await kit.post(`${main.id}/email-accounts`, create('x'), kit.named('hosting-write')),
      403,
      'forbidden',
    );
    expect(withoutConsole.extensions?.missingScopes).toEqual(['console:services']);
    const withoutWrite = await expectProblem(
      await kit.post(`${main.id}/email-accounts`, create('x'), kit.named('console-only')),
      403,
      'forbidden',
    );
    expect(withoutWrite.extensions?.missingScopes).toEqual(['write:hosting']);
    const readonly = await expectProblem(
      await kit.post(`${main.id}/email-accounts`, create('x'), kit.world.keys.readonly),
      403,
      'forbidden',
    );
    expect(readonly.extensions?.missingScopes).toEqual(['write:hosting', 'console:services']);
    await kit.parse(await kit.post(`${main.id}/email-accounts`, create('x'), kit.named('no-billing')), mailbox, 201);
  });

  it('changes the quota (PUT …/quota) and deletes (204)', async () => {
    const kit = await hostingSetup();
    const address = main.mailboxes.overQuota;
    const changed = await kit.parse(
      await kit.call(`${HOSTING_PATH}/${main.id}/email-accounts/${address}/quota`, {
        method: 'PUT',
        key: kit.key,
        body: { quotaMb: 8192 },
      }),
      mailbox,
    );
    expect(changed.quota).toMatchObject({ limitGb: 8, exceeded: false, usagePercent: 68.8 });
    const badQuota = await expectProblem(
      await kit.call(`${HOSTING_PATH}/${main.id}/email-accounts/${address}/quota`, {
        method: 'PUT',
        key: kit.key,
        body: { quotaMb: 2000000 },
      }),
      400,
      'invalid_request',
    );
    expect(badQuota.errors?.[0]?.pointer).toBe('/quotaMb');
    const deleted = await kit.call(`${HOSTING_PATH}/${main.id}/email-accounts/${address}`, {
      method: 'DELETE',
      key: kit.key,
    });
    expect(deleted.status).toBe(204);
    await expectProblem(
      await kit.call(`${HOSTING_PATH}/${main.id}/email-accounts/${address}`, { method: 'DELETE', key: kit.key }),
      404,
      'not_found',
    );
    const notAddress = await expectProblem(
      await kit.call(`${HOSTING_PATH}/${main.id}/email-accounts/not-an-address`, { method: 'DELETE', key: kit.key }),
      400,
      'invalid_request',
    );
    expect(notAddress.errors?.[0]?.pointer).toBe('/path/address');
    await expectProblem(
      await kit.call(`${HOSTING_PATH}/${DEMO_HOSTING.legacy.id}/email-accounts/${DEMO_HOSTING.legacy.mailbox}`, {
        method: 'DELETE',
        key: kit.key,
      }),
      409,
      'account_not_eligible_panel',
    );
    await expectProblem(
      await kit.call(`${HOSTING_PATH}/${main.id}/email-accounts/${main.mailboxes.nearQuota}`, {
        method: 'DELETE',
        key: kit.world.keys.readonly,
      }),
      403,
      'forbidden',
    );
  });
});
