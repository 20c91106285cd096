import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { mockHarness } from '@/mock/test-utils';
import { currentTotpCode } from './people';
import { SoftAuthenticator } from './soft-authenticator';

/** Issue 39: a person's sign-in (password, TOTP, recovery codes, passkeys, lockout) and their account security. */

const ORIGIN = 'http://mock.test';
const astrid = DEMO_PEOPLE.astrid;
const erik = DEMO_PEOPLE.erik;

const answer = z.looseObject({ status: z.string(), token: z.string().optional() });
const signedIn = z.object({
  status: z.literal('signed_in'),
  session: z.object({ key: z.string(), expiresAt: z.string(), scopes: z.array(z.string()) }).loose(),
});

async function setup() {
  const t = mockHarness();
  const world = await t.makeWorld({ scenario: 'empty' });
  const headers = { 'X-Mock-World': world.worldId, Origin: ORIGIN };
  const post = (path: string, body: unknown, key?: string) =>
    t.call(path, { method: 'POST', body, headers, ...(key ? { key } : {}) });
  const now = () => t.registry.get(world.worldId)?.now() ?? Date.now();
  const problem = async (response: Response) => {
    const body = (await response.json()) as { code?: string; retryAfterSeconds?: number };
    return { status: response.status, code: body.code, retryAfterSeconds: body.retryAfterSeconds };
  };
  async function passwordStep(email: string, password: string): Promise<string> {
    const response = await post('/api/v2/auth/sessions', { email, password });
    const body = await t.parse(response, answer);
    expect(body.status).toBe('second_factor_required');
    return body.token ?? '';
  }
  async function signInErik(): Promise<string> {
    const body = await t.parse(
      await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password }),
      signedIn,
    );
    return body.session.key;
  }
  return { t, world, headers, post, now, problem, passwordStep, signInErik };
}

describe('signing in with e-mail and password', () => {
  it('answers a session key with the person’s scopes that works as a bearer key, and signing out ends it', async () => {
    const { t, signInErik, headers } = await setup();
    const key = await signInErik();
    expect(key).toMatch(/^hps_/);
    const me = await t.call('/api/v2/me', { key });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { customer: { name: string } }).customer.name).toBe('Astrid Lindqvist');
    expect((await t.call('/api/v2/auth/session', { method: 'DELETE', key, headers })).status).toBe(204);
    expect((await t.call('/api/v2/me', { key })).status).toBe(401);
  });

  it('the session key stops working after 8 hours on the world clock', async () => {
    const { t, world, signInErik } = await setup();
    const key = await signInErik();
    await t.advanceClock(world.worldId, 8 * 60 * 60 * 1000);
    expect((await t.call('/api/v2/me', { key })).status).toBe(401);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { post } = await setup();
    const wrong = await post('/api/v2/auth/sessions', { email: erik.email, password: 'not-the-password' });
    const unknown = await post('/api/v2/auth/sessions', { email: 'nobody@nordlicht.example', password: 'x' });
    const a = (await wrong.json()) as Record<string, unknown>;
    const b = (await unknown.json()) as Record<string, unknown>;
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const same = (body: Record<string, unknown>) => ({ ...body, instance: null, requestId: null, timestamp: null });
    expect(same(a)).toEqual(same(b));
  });

  it('locks an e-mail for 5 minutes after 5 failed tries, the wait said, even for the right password', async () => {
    const { t, world, post, problem } = await setup();
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/v2/auth/sessions', { email: erik.email, password: 'wrong' })).status).toBe(401);
    }
    const locked = await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password });
    expect(locked.headers.get('Retry-After')).toBe('300');
    expect(await problem(locked)).toEqual({ status: 429, code: 'too_many_attempts', retryAfterSeconds: 300 });
    // An unknown e-mail locks the same way.
    for (let i = 0; i < 5; i += 1) await post('/api/v2/auth/sessions', { email: 'ghost@example.com', password: 'x' });
    expect((await post('/api/v2/auth/sessions', { email: 'ghost@example.com', password: 'x' })).status).toBe(429);
    await t.advanceClock(world.worldId, 5 * 60 * 1000);
    expect((await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password })).status).toBe(200);
  });
});

describe('the authenticator app (TOTP) as a second factor', () => {
  it('asks for a second factor, takes the current code once, and refuses a wrong one', async () => {
    const { post, now, problem, passwordStep } = await setup();
    const token = await passwordStep(astrid.email, astrid.password);
    const wrong = await post('/api/v2/auth/sessions/second-factor', { token, method: 'totp', code: '000000' });
    expect(await problem(wrong)).toMatchObject({ status: 401, code: 'invalid_code' });
    const code = currentTotpCode(astrid.totpSecret, now());
    const right = await post('/api/v2/auth/sessions/second-factor', { token, method: 'totp', code });
    expect(right.status).toBe(200);
    // The same code again, in a new sign-in: used already.
    const again = await passwordStep(astrid.email, astrid.password);
    const reused = await post('/api/v2/auth/sessions/second-factor', { token: again, method: 'totp', code });
    expect(await problem(reused)).toMatchObject({ status: 409, code: 'code_already_used' });
  });

  it('accepts the code of the step before or after (clock drift) on the world clock, not two steps away', async () => {
    const { t, world, post, now, passwordStep } = await setup();
    const token = await passwordStep(astrid.email, astrid.password);
    const old = currentTotpCode(astrid.totpSecret, now() - 60_000);
    expect((await post('/api/v2/auth/sessions/second-factor', { token, method: 'totp', code: old })).status).toBe(401);
    const earlier = currentTotpCode(astrid.totpSecret, now());
    await t.advanceClock(world.worldId, 30_000);
    expect((await post('/api/v2/auth/sessions/second-factor', { token, method: 'totp', code: earlier })).status).toBe(
      200,
    );
  });

  it('a recovery code works once', async () => {
    const { post, problem, passwordStep } = await setup();
    const code = astrid.recoveryCodes[0];
    const first = await passwordStep(astrid.email, astrid.password);
    expect(
      (await post('/api/v2/auth/sessions/second-factor', { token: first, method: 'recovery_code', code })).status,
    ).toBe(200);
    const second = await passwordStep(astrid.email, astrid.password);
    const reused = await post('/api/v2/auth/sessions/second-factor', { token: second, method: 'recovery_code', code });
    expect(await problem(reused)).toMatchObject({ status: 401, code: 'invalid_code' });
  });

  it('wrong codes count towards the lockout', async () => {
    const { post, problem, passwordStep } = await setup();
    const token = await passwordStep(astrid.email, astrid.password);
    for (let i = 0; i < 5; i += 1) {
      await post('/api/v2/auth/sessions/second-factor', { token, method: 'totp', code: '111111' });
    }
    const locked = await post('/api/v2/auth/sessions', { email: astrid.email, password: astrid.password });
    expect(await problem(locked)).toMatchObject({ status: 429, code: 'too_many_attempts' });
  });
});

describe('account security', () => {
  it('sets up an authenticator: the code confirms it, recovery codes come once, sign-in then asks for it', async () => {
    const { t, post, now, signInErik } = await setup();
    const key = await signInErik();
    const started = (await (await post('/api/v2/account/totp', {}, key)).json()) as {
      setupId: string;
      secret: string;
      otpauthUri: string;
    };
    expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const bad = await post('/api/v2/account/totp/confirmation', { setupId: started.setupId, code: '000000' }, key);
    expect(bad.status).toBe(400);
    const code = currentTotpCode(started.secret, now());
    const confirmed = await post('/api/v2/account/totp/confirmation', { setupId: started.setupId, code }, key);
    const { codes } = (await confirmed.json()) as { codes: string[] };
    expect(codes).toHaveLength(10);
    const security = (await (await t.call('/api/v2/account/security', { key })).json()) as {
      totp: { enabled: boolean };
      recoveryCodesLeft: number;
    };
    expect(security).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10 });
    const again = await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password });
    expect(((await again.json()) as { status: string }).status).toBe('second_factor_required');
    // The last second factor cannot go.
    const removal = await t.call('/api/v2/account/totp', { method: 'DELETE', key });
    expect(removal.status).toBe(409);
  });

  it('changes the password: the old one stops working, a weak or breached one is refused with why', async () => {
    const { t, post, signInErik } = await setup();
    const key = await signInErik();
    const put = (body: unknown) => t.call('/api/v2/account/password', { method: 'PUT', body, key });
    const wrong = await put({ currentPassword: 'nope', newPassword: 'a-new-long-passphrase-77' });
    expect(((await wrong.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('wrong_password');
    expect(
      ((await (await put({ currentPassword: erik.password, newPassword: 'short' })).json()) as { code: string }).code,
    ).toBe('password_too_short');
    expect(
      ((await (await put({ currentPassword: erik.password, newPassword: 'password1234' })).json()) as { code: string })
        .code,
    ).toBe('password_breached');
    expect(
      ((await (await put({ currentPassword: erik.password, newPassword: 'aaaaaaaaaaaa' })).json()) as { code: string })
        .code,
    ).toBe('password_too_weak');
    expect((await put({ currentPassword: erik.password, newPassword: 'quiet-otter-violin-91' })).status).toBe(204);
    expect((await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password })).status).toBe(401);
    expect((await post('/api/v2/auth/sessions', { email: erik.email, password: 'quiet-otter-violin-91' })).status).toBe(
      200,
    );
  });

  it('an API key has no person: the account calls refuse it', async () => {
    const { t, world } = await setup();
    const response = await t.call('/api/v2/account/security', { key: world.keys.full });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('person_session_required');
  });

  it('records every change in the account log, with the person as who', async () => {
    const { t, post, world, signInErik } = await setup();
    const key = await signInErik();
    await post('/api/v2/account/recovery-codes', {}, key);
    await t.call('/api/v2/account/password', {
      method: 'PUT',
      body: { currentPassword: erik.password, newPassword: 'quiet-otter-violin-91' },
      key,
    });
    const log = (await (await t.call('/api/v2/audit-log?area=account', { key: world.keys.full })).json()) as {
      data: { action: string; outcome: string; actor: { type: string; keyName: string } }[];
    };
    expect(log.data.map((e) => [e.action, e.outcome])).toEqual([
      ['password.change', 'succeeded'],
      ['recovery_codes.regenerate', 'refused'],
      ['session.sign_in', 'succeeded'],
    ]);
    expect(log.data[0]?.actor).toMatchObject({ type: 'person', keyName: 'Erik Sandberg' });
  });
});

describe('passkeys (WebAuthn)', () => {
  it('registers a passkey, signs in with it without a password, renames and guards the last one', async () => {
    const { t, post, signInErik, headers } = await setup();
    const key = await signInErik();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const registration = (await (await post('/api/v2/account/passkeys/registration', {}, key)).json()) as {
      challengeId: string;
      options: { challenge: string; rp: { id: string }; user: { id: string } };
    };
    const added = await post(
      '/api/v2/account/passkeys',
      { challengeId: registration.challengeId, name: 'Laptop', response: authenticator.create(registration.options) },
      key,
    );
    expect(added.status).toBe(201);
    const passkey = (await added.json()) as { id: string; name: string };
    expect(passkey.name).toBe('Laptop');

    const challenge = (await (await post('/api/v2/auth/passkey-challenges', {})).json()) as {
      challengeId: string;
      options: { challenge: string; rpId: string };
    };
    const signIn = await post('/api/v2/auth/sessions/passkey', {
      challengeId: challenge.challengeId,
      response: authenticator.get(challenge.options),
    });
    const session = await t.parse(signIn, signedIn);
    expect(session.session.key).toMatch(/^hps_/);

    // The same challenge twice: refused (a challenge is used once).
    const replay = await post('/api/v2/auth/sessions/passkey', {
      challengeId: challenge.challengeId,
      response: authenticator.get(challenge.options),
    });
    expect(replay.status).toBe(401);

    const renamed = await t.call(`/api/v2/account/passkeys/${passkey.id}`, {
      method: 'PATCH',
      body: { name: 'Work laptop' },
      key,
      headers,
    });
    expect(((await renamed.json()) as { name: string }).name).toBe('Work laptop');
    const removal = await t.call(`/api/v2/account/passkeys/${passkey.id}`, { method: 'DELETE', key, headers });
    expect(removal.status).toBe(409);
    expect(((await removal.json()) as { code: string }).code).toBe('last_second_factor');
  });

  it('after a password, a person with a passkey signs in with it as the second factor; a stranger’s passkey is refused', async () => {
    const { post, signInErik, passwordStep, t } = await setup();
    const key = await signInErik();
    const mine = new SoftAuthenticator(ORIGIN);
    const registration = (await (await post('/api/v2/account/passkeys/registration', {}, key)).json()) as {
      challengeId: string;
      options: { challenge: string; rp: { id: string }; user: { id: string } };
    };
    await post(
      '/api/v2/account/passkeys',
      { challengeId: registration.challengeId, name: 'Phone', response: mine.create(registration.options) },
      key,
    );
    const token = await passwordStep(erik.email, erik.password);
    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.create({ challenge: 'x', rp: {}, user: { id: 'eA' } });
    const first = (await (await post('/api/v2/auth/passkey-challenges', { token })).json()) as {
      challengeId: string;
      options: { challenge: string };
    };
    const refused = await post('/api/v2/auth/sessions/second-factor', {
      token,
      method: 'passkey',
      challengeId: first.challengeId,
      response: stranger.get(first.options),
    });
    expect(refused.status).toBe(401);
    const second = (await (await post('/api/v2/auth/passkey-challenges', { token })).json()) as {
      challengeId: string;
      options: { challenge: string };
    };
    const done = await post('/api/v2/auth/sessions/second-factor', {
      token,
      method: 'passkey',
      challengeId: second.challengeId,
      response: mine.get(second.options),
    });
    await t.parse(done, signedIn);
  });
});

describe('the profile and a new e-mail address', () => {
  it('changes the name and the mail language, and says them on the security read', async () => {
    const { t, signInErik } = await setup();
    const key = await signInErik();
    const changed = await t.call('/api/v2/account/profile', {
      method: 'PATCH',
      body: { name: 'Erik S. Sandberg', language: 'sv' },
      key,
    });
    expect(changed.status).toBe(200);
    const security = (await (await t.call('/api/v2/account/security', { key })).json()) as {
      person: { name: string; language: string };
    };
    expect(security.person).toMatchObject({ name: 'Erik S. Sandberg', language: 'sv' });
    const empty = await t.call('/api/v2/account/profile', { method: 'PATCH', body: {}, key });
    expect(empty.status).toBe(400);
  });

  /** The verification link's token, read from the outbox page as a person would follow it. */
  async function linkFromOutbox(t: ReturnType<typeof mockHarness>, worldId: string, to: string): Promise<string> {
    const page = await (await t.call(`/__mock/outbox/${worldId}`)).text();
    const articles = page.split('<article>').filter((article) => article.includes(`<dd>${to}</dd>`));
    const found = /\/account\/verify-email#([^"]+)"/.exec(articles[0] ?? '')?.[1];
    if (!found) throw new Error(`no verification mail to ${to} in the outbox`);
    return found;
  }

  it('a new address is used only after the link mailed to it is followed; the link works once', async () => {
    const { t, world, post, signInErik, problem } = await setup();
    const key = await signInErik();
    const same = await post('/api/v2/account/email-change', { email: erik.email.toUpperCase() }, key);
    expect(same.status).toBe(400);
    expect(((await same.json()) as { errors: { pointer: string; code: string }[] }).errors[0]).toMatchObject({
      pointer: '/email',
      code: 'email_unchanged',
    });
    const asked = await post('/api/v2/account/email-change', { email: 'erik@fjord.example' }, key);
    expect(asked.status).toBe(202);
    const security = (await (await t.call('/api/v2/account/security', { key })).json()) as {
      person: { email: string };
      pendingEmail: { address: string } | null;
    };
    expect(security.person.email).toBe(erik.email);
    expect(security.pendingEmail?.address).toBe('erik@fjord.example');
    // The mail in the outbox links the panel's page, the token in the fragment.
    const token = await linkFromOutbox(t, world.worldId, 'erik@fjord.example');
    // Opened in a browser that names no world: the token names it.
    const verify = (body: { token: string; signedInAs?: string }) =>
      t.call('/api/v2/account/email-verification', { method: 'POST', body, headers: { Origin: ORIGIN } });
    const done = await verify({ token, signedInAs: erik.id });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ personId: erik.id, email: 'erik@fjord.example' });
    expect(await problem(await verify({ token }))).toMatchObject({ status: 409, code: 'email_link_used' });
    expect(await problem(await verify({ token: 'emv_never-issued' }))).toMatchObject({
      status: 404,
      code: 'email_change_not_found',
    });
    // The new address signs in; the old one no longer does.
    expect((await post('/api/v2/auth/sessions', { email: 'erik@fjord.example', password: erik.password })).status).toBe(
      200,
    );
    expect((await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password })).status).toBe(401);
    // The old address is told, in the outbox.
    const outbox = await (await t.call(`/__mock/outbox/${world.worldId}`)).text();
    const notice = outbox.split('<article>').find((article) => article.includes(`<dd>${erik.email}</dd>`)) ?? '';
    expect(notice).toContain('Your e-mail address was changed');
    expect(notice).toContain('erik@fjord.example');
  });

  it('refuses at verification an address someone else has taken, and a replaced link', async () => {
    const { t, world, post, headers, signInErik, problem } = await setup();
    const key = await signInErik();
    await post('/api/v2/account/email-change', { email: 'first@fjord.example' }, key);
    const first = await linkFromOutbox(t, world.worldId, 'first@fjord.example');
    await post('/api/v2/account/email-change', { email: astrid.email }, key);
    const second = await linkFromOutbox(t, world.worldId, astrid.email);
    const verify = (token: string) =>
      t.call('/api/v2/account/email-verification', { method: 'POST', body: { token }, headers });
    expect(await problem(await verify(first))).toMatchObject({ status: 409, code: 'email_link_replaced' });
    expect(await problem(await verify(second))).toMatchObject({ status: 409, code: 'email_in_use' });
  });

  it('says a link past its 24 hours expired, and refuses a link of another person without using it up', async () => {
    const { t, world, post, headers, signInErik, problem } = await setup();
    const key = await signInErik();
    await post('/api/v2/account/email-change', { email: 'erik@fjord.example' }, key);
    const token = await linkFromOutbox(t, world.worldId, 'erik@fjord.example');
    const verify = (body: { token: string; signedInAs?: string }) =>
      t.call('/api/v2/account/email-verification', { method: 'POST', body, headers });
    expect(await problem(await verify({ token, signedInAs: astrid.id }))).toMatchObject({
      status: 409,
      code: 'email_link_other_person',
    });
    // Still Erik's address, the link not used.
    const security = (await (await t.call('/api/v2/account/security', { key })).json()) as {
      person: { email: string };
    };
    expect(security.person.email).toBe(erik.email);
    await t.advanceClock(world.worldId, 24 * 60 * 60 * 1000);
    expect(await problem(await verify({ token }))).toMatchObject({ status: 409, code: 'email_link_expired' });
  });
});

describe('the language of the profile at sign-in', () => {
  it('a sign-in answers the profile’s language (null until chosen), so the panel can switch to it', async () => {
    const { t, post, signInErik } = await setup();
    const grant = z.object({ session: z.object({ person: z.object({ language: z.string().nullable() }) }) });
    const before = await t.parse(
      await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password }),
      grant,
    );
    expect(before.session.person.language).toBeNull();
    const key = await signInErik();
    await t.call('/api/v2/account/profile', { method: 'PATCH', body: { language: 'sv' }, key });
    const after = await t.parse(
      await post('/api/v2/auth/sessions', { email: erik.email, password: erik.password }),
      grant,
    );
    expect(after.session.person.language).toBe('sv');
  });
});
