import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLogPage } from '@/api/schemas/audit-log';
import { knownScopes, readScopes } from '@/api/schemas/me';
import { roleScopes } from '@/api/schemas/team';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { INVITATION_LIFETIME_MS } from './routes';

/** Issue 39: team members (roles as scope sets, invitations, the last owner, removal) and a person's sessions. */

const astrid = DEMO_PEOPLE.astrid;
const erik = DEMO_PEOPLE.erik;
const STRONG = 'violet-harbour-compass-71';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

const member = z.looseObject({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
  canPlaceOrders: z.boolean(),
  status: z.string(),
  lastSignInAt: z.string().nullable(),
  isYou: z.boolean(),
});
const members = z.object({ data: z.array(member) });
const grant = z.object({ status: z.literal('signed_in'), session: z.looseObject({ key: z.string() }) });
const session = z.looseObject({
  id: z.string(),
  kind: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  isCurrent: z.boolean(),
});
const sessions = z.object({ data: z.array(session) });

async function setup() {
  const t = mockHarness();
  const world = await t.makeWorld({ scenario: 'empty' });
  const headers = { 'X-Mock-World': world.worldId };
  async function signIn(email: string, password: string, userAgent = CHROME_LINUX): Promise<string> {
    const response = await t.call('/api/v2/auth/sessions', {
      body: { email, password },
      headers: { ...headers, 'User-Agent': userAgent },
    });
    return (await t.parse(response, grant)).session.key;
  }
  /** Erik has no second factor: one call signs him in. */
  const erikKey = () => signIn(erik.email, erik.password);
  async function invite(key: string, email: string, role: string, canPlaceOrders?: boolean) {
    return t.call('/api/v2/team/invitations', {
      key,
      body: { email, role, ...(canPlaceOrders === undefined ? {} : { canPlaceOrders }) },
    });
  }
  /** The accept link's token, read from the outbox page as a person would follow it. */
  async function tokenFor(email: string): Promise<string> {
    const page = await (await t.call(`/__mock/outbox/${world.worldId}`)).text();
    const mail = page.split('<article>').find((part) => part.includes(email)) ?? '';
    const token = /\/join#([^"]+)"/.exec(mail)?.[1];
    if (!token) throw new Error(`no invitation for ${email} in the outbox`);
    return token;
  }
  const accept = (token: string, name: string, password = STRONG) =>
    t.call('/api/v2/team/invitation-acceptances', { body: { token, name, password } });
  async function join(owner: string, email: string, role: string, canPlaceOrders?: boolean) {
    expect((await invite(owner, email, role, canPlaceOrders)).status).toBe(201);
    expect((await accept(await tokenFor(email), `Member ${role}`)).status).toBe(201);
    return signIn(email, STRONG);
  }
  const list = async (key: string) => (await t.parse(await t.call('/api/v2/team/members', { key }), members)).data;
  return { t, world, signIn, erikKey, invite, tokenFor, accept, join, list };
}

describe('roles and their scope sets', () => {
  it('maps each role to its scopes: owner all, administrator all but paying, read-only the read set', () => {
    expect(roleScopes.owner).toEqual(knownScopes);
    expect(roleScopes.administrator).toEqual(knownScopes.filter((s) => s !== 'write:billing'));
    expect(roleScopes.read_only).toEqual(readScopes);
    expect(roleScopes.billing).toContain('write:billing');
    expect(roleScopes.billing).not.toContain('write:vm');
    expect(roleScopes.technical).toContain('write:vm');
    expect(roleScopes.technical).not.toContain('write:billing');
    expect(roleScopes.technical).not.toContain('write:keys');
  });

  it('a member signs in with their role’s scopes, as a contact sub-account with the order permission', async () => {
    const { t, erikKey, join } = await setup();
    const owner = await erikKey();
    const key = await join(owner, 'tove@nordlicht.example', 'technical', false);
    const me = z.object({
      key: z.looseObject({ scopes: z.array(z.string()), subAccount: z.object({ canPlaceOrders: z.boolean() }) }),
    });
    const body = await t.parse(await t.call('/api/v2/me', { key }), me);
    expect([...body.key.scopes].sort()).toEqual([...roleScopes.technical].sort());
    expect(body.key.subAccount).toEqual({ canPlaceOrders: false });
    // A technical member does not manage access: the account's API keys are not theirs to see.
    await expectProblem(await t.call('/api/v2/api-keys', { key }), 403, 'forbidden');
  });

  it('a role change reaches the member’s open session at once', async () => {
    const { t, erikKey, join, list } = await setup();
    const owner = await erikKey();
    const key = await join(owner, 'tove@nordlicht.example', 'read_only');
    const tove = (await list(owner)).find((m) => m.email === 'tove@nordlicht.example');
    const changed = await t.call(`/api/v2/team/members/${tove?.id}`, {
      method: 'PATCH',
      key: owner,
      body: { role: 'billing', canPlaceOrders: true },
    });
    expect((await t.parse(changed, member)).role).toBe('billing');
    // Read-only could not pay; billing can reach a payment (its refusal is no longer the scope's).
    expect((await t.call('/api/v2/api-keys', { key })).status).toBe(403);
    const me = z.object({ key: z.looseObject({ scopes: z.array(z.string()) }) });
    expect((await t.parse(await t.call('/api/v2/me', { key }), me)).key.scopes).toContain('write:billing');
  });
});

describe('invitations', () => {
  it('lists the invitation as invited, then the person as active after accepting; the link works once', async () => {
    const { t, erikKey, invite, tokenFor, accept, list, signIn } = await setup();
    const owner = await erikKey();
    const invited = await t.parse(await invite(owner, 'tove@nordlicht.example', 'billing'), member, 201);
    expect(invited).toMatchObject({
      status: 'invited',
      role: 'billing',
      fullName: null,
      id: expect.stringMatching(/^inv_/),
    });
    const token = await tokenFor('tove@nordlicht.example');
    const preview = await t.call('/api/v2/team/invitation-lookups', { body: { token } });
    expect(await preview.json()).toMatchObject({
      email: 'tove@nordlicht.example',
      role: 'billing',
      invitedBy: erik.name,
    });
    expect((await accept(token, 'Tove Berg')).status).toBe(201);
    await expectProblem(await accept(token, 'Tove again'), 409, 'invitation_used');
    const after = await list(owner);
    expect(after.find((m) => m.email === 'tove@nordlicht.example')).toMatchObject({
      status: 'active',
      fullName: 'Tove Berg',
    });
    expect(after.filter((m) => m.status === 'invited')).toEqual([]);
    expect(await signIn('tove@nordlicht.example', STRONG)).toMatch(/^hps_/);
  });

  it('an invitation expires after 7 days on the world clock', async () => {
    const { t, world, erikKey, invite, tokenFor, accept } = await setup();
    await invite(await erikKey(), 'tove@nordlicht.example', 'billing');
    const token = await tokenFor('tove@nordlicht.example');
    await t.advanceClock(world.worldId, INVITATION_LIFETIME_MS);
    await expectProblem(await accept(token, 'Tove Berg'), 409, 'invitation_expired');
  });

  it('refuses a weak password at /password, a second invitation to the same e-mail at /email', async () => {
    const { erikKey, invite, tokenFor, accept } = await setup();
    const owner = await erikKey();
    await invite(owner, 'tove@nordlicht.example', 'billing');
    const weak = await expectProblem(
      await accept(await tokenFor('tove@nordlicht.example'), 'Tove', 'tove'),
      400,
      'password_too_short',
    );
    expect(weak.errors?.[0]?.pointer).toBe('/password');
    const again = await expectProblem(await invite(owner, 'TOVE@nordlicht.example', 'technical'), 409, 'member_exists');
    expect(again.errors?.[0]?.pointer).toBe('/email');
    await expectProblem(await invite(owner, astrid.email, 'technical'), 409, 'member_exists');
  });

  it('a cancelled invitation’s link no longer works; an unknown token is not found', async () => {
    const { t, erikKey, invite, tokenFor, accept } = await setup();
    const owner = await erikKey();
    const invited = await t.parse(await invite(owner, 'tove@nordlicht.example', 'billing'), member, 201);
    const token = await tokenFor('tove@nordlicht.example');
    expect((await t.call(`/api/v2/team/members/${invited.id}`, { method: 'DELETE', key: owner })).status).toBe(204);
    await expectProblem(await accept(token, 'Tove'), 404, 'invitation_not_found');
    await expectProblem(await accept('inv_tok_nothing-like-this', 'Tove'), 404, 'invitation_not_found');
  });

  it('only a key that manages access may invite: a read-only key is refused', async () => {
    const { t, world } = await setup();
    const response = await t.call('/api/v2/team/invitations', {
      key: world.keys.readonly,
      body: { email: 'tove@nordlicht.example', role: 'billing' },
    });
    await expectProblem(response, 403, 'forbidden');
  });
});

describe('the last owner', () => {
  it('cannot be removed or given another role; an administrator cannot touch owners', async () => {
    const { t, erikKey, join, list } = await setup();
    const owner = await erikKey();
    const admin = await join(owner, 'tove@nordlicht.example', 'administrator');
    const people = await list(owner);
    const astridId = people.find((m) => m.email === astrid.email)?.id ?? '';
    const erikId = people.find((m) => m.email === erik.email)?.id ?? '';
    await expectProblem(
      await t.call(`/api/v2/team/members/${astridId}`, { method: 'DELETE', key: admin }),
      403,
      'owner_only',
    );
    expect((await t.call(`/api/v2/team/members/${astridId}`, { method: 'DELETE', key: owner })).status).toBe(204);
    await expectProblem(
      await t.call(`/api/v2/team/members/${erikId}`, { method: 'PATCH', key: owner, body: { role: 'administrator' } }),
      409,
      'last_owner',
    );
    await expectProblem(
      await t.call(`/api/v2/team/members/${erikId}`, { method: 'DELETE', key: owner }),
      409,
      'last_owner',
    );
  });
});

describe('removing a member', () => {
  it('ends their sessions and the API keys they made, each saying why (401 member_removed)', async () => {
    const { t, erikKey, join, list } = await setup();
    const owner = await erikKey();
    const key = await join(owner, 'tove@nordlicht.example', 'administrator');
    const made = await t.call('/api/v2/api-keys', {
      key,
      body: { name: 'tove script', scopes: ['read:vm'], expiresInDays: null },
    });
    const secret = ((await made.json()) as { secret: string }).secret;
    expect((await t.call('/api/v2/vps', { key: secret })).status).toBe(200);
    const tove = (await list(owner)).find((m) => m.email === 'tove@nordlicht.example');
    expect((await t.call(`/api/v2/team/members/${tove?.id}`, { method: 'DELETE', key: owner })).status).toBe(204);
    await expectProblem(await t.call('/api/v2/me', { key }), 401, 'member_removed');
    await expectProblem(await t.call('/api/v2/vps', { key: secret }), 401, 'member_removed');
    expect((await list(owner)).some((m) => m.email === 'tove@nordlicht.example')).toBe(false);
  });

  it('is in the account log with the member’s name, as are the invitation and the role change', async () => {
    const { t, world, erikKey, join, list } = await setup();
    const owner = await erikKey();
    await join(owner, 'tove@nordlicht.example', 'read_only');
    const tove = (await list(owner)).find((m) => m.email === 'tove@nordlicht.example');
    await t.call(`/api/v2/team/members/${tove?.id}`, { method: 'PATCH', key: owner, body: { role: 'billing' } });
    await t.call(`/api/v2/team/members/${tove?.id}`, { method: 'DELETE', key: owner });
    const log = await t.parse(await t.call('/api/v2/audit-log?area=account', { key: world.keys.full }), auditLogPage);
    const team = log.data.filter((entry) => entry.action.startsWith('team.'));
    expect(team.map((entry) => [entry.action, entry.outcome, entry.target?.name ?? null])).toEqual([
      ['team.remove', 'succeeded', 'Member read_only'],
      ['team.change_role', 'succeeded', 'Member read_only'],
      ['team.join', 'succeeded', 'Member read_only'],
      ['team.invite', 'succeeded', 'tove@nordlicht.example'],
    ]);
  });
});

describe('sessions', () => {
  it('lists every signed-in browser with its device in words and the current one marked', async () => {
    const { t, signIn } = await setup();
    const first = await signIn(erik.email, erik.password, FIREFOX_MAC);
    const second = await signIn(erik.email, erik.password, CHROME_LINUX);
    const body = await t.parse(await t.call('/api/v2/account/sessions', { key: second }), sessions);
    const own = body.data.filter((s) => s.kind === 'session');
    expect(own).toHaveLength(2);
    expect(own.find((s) => s.isCurrent)).toMatchObject({ browser: 'Chrome', os: 'Linux' });
    expect(own.find((s) => !s.isCurrent)).toMatchObject({ browser: 'Firefox', os: 'macOS' });
    expect(first).not.toBe(second);
  });

  it('signs out one other session (its next request is 401 session_revoked) but not this one', async () => {
    const { t, signIn } = await setup();
    const other = await signIn(erik.email, erik.password, FIREFOX_MAC);
    const mine = await signIn(erik.email, erik.password);
    const list = await t.parse(await t.call('/api/v2/account/sessions', { key: mine }), sessions);
    const otherId = list.data.find((s) => s.kind === 'session' && !s.isCurrent)?.id;
    const currentId = list.data.find((s) => s.isCurrent)?.id;
    await expectProblem(
      await t.call(`/api/v2/account/sessions/${currentId}`, { method: 'DELETE', key: mine }),
      409,
      'current_session',
    );
    expect((await t.call(`/api/v2/account/sessions/${otherId}`, { method: 'DELETE', key: mine })).status).toBe(204);
    await expectProblem(await t.call('/api/v2/me', { key: other }), 401, 'session_revoked');
    expect((await t.call('/api/v2/me', { key: mine })).status).toBe(200);
    await expectProblem(
      await t.call(`/api/v2/account/sessions/${otherId}`, { method: 'DELETE', key: mine }),
      404,
      'session_not_found',
    );
  });

  it('signs out every other session at once, and another person’s sessions are not theirs to end', async () => {
    const { t, signIn } = await setup();
    const a = await signIn(erik.email, erik.password);
    const b = await signIn(erik.email, erik.password);
    const mine = await signIn(erik.email, erik.password);
    const answer = await t.call('/api/v2/account/sessions/actions/sign-out-others', { key: mine, body: {} });
    expect(await answer.json()).toEqual({ signedOut: 2 });
    for (const key of [a, b]) await expectProblem(await t.call('/api/v2/me', { key }), 401, 'session_revoked');
    expect((await t.call('/api/v2/me', { key: mine })).status).toBe(200);
    const list = await t.parse(await t.call('/api/v2/account/sessions', { key: mine }), sessions);
    expect(list.data.filter((s) => s.kind === 'session')).toHaveLength(1);
  });

  it('lists the API keys’ use beside the sessions, and an API key has no sessions of its own', async () => {
    const { t, world, erikKey } = await setup();
    await t.call('/api/v2/vps', { key: world.keys.full });
    const mine = await erikKey();
    const list = await t.parse(await t.call('/api/v2/account/sessions', { key: mine }), sessions);
    expect(list.data.some((s) => s.kind === 'api_key')).toBe(true);
    await expectProblem(
      await t.call('/api/v2/account/sessions', { key: world.keys.full }),
      403,
      'person_session_required',
    );
  });
});
