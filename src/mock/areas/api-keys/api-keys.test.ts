import { describe, expect, it } from 'vitest';
import { apiKey, apiKeyListPage, apiKeyWithSecret } from '@/api/schemas/api-keys';
import { auditLogPage } from '@/api/schemas/audit-log';
import { readScopes } from '@/api/schemas/me';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const KEYS = '/api/v2/api-keys';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    keys: [{ name: 'servers', scopes: ['read:vm', 'power:vm', 'read:keys', 'write:keys'] }],
  });
  const full = world.keys.full;
  const create = (body: unknown, key = full) => harness.call(KEYS, { key, body });
  const list = async (key = full) => harness.parse(await harness.call(KEYS, { key }), apiKeyListPage);
  const me = (key: string) => harness.call('/api/v2/me', { key });
  return { ...harness, world, full, create, list, me };
}

describe('API keys', () => {
  it('lists the keys the account came with, their scopes and who made them, never a secret', async () => {
    const { list, world, full } = await setup();
    const page = await list();
    expect(page.data.map((key) => key.name).sort()).toEqual(['full', 'readonly', 'servers']);
    const current = page.data.find((key) => key.isCurrent);
    expect(current?.name).toBe('full');
    expect(current?.lastUsedAt).not.toBeNull();
    expect(current?.createdBy?.type).toBe('account');
    expect(page.data.find((key) => key.name === 'readonly')?.scopes).toEqual([...readScopes]);
    const text = JSON.stringify(page);
    for (const secret of [full, world.keys.readonly, namedKey(world, 'servers')]) expect(text).not.toContain(secret);
  });

  it('needs read:keys to list and write:keys to create: a read-only key has neither', async () => {
    const { call, create, world } = await setup();
    await expectProblem(await call(KEYS, { key: world.keys.readonly }), 403, 'forbidden');
    await expectProblem(
      await create({ name: 'x', scopes: ['read:vm'], expiresInDays: 30 }, world.keys.readonly),
      403,
      'forbidden',
    );
  });

  it('shows the secret once: it works at once, and no later read returns it', async () => {
    const { create, list, me, parse, full } = await setup();
    const made = await parse(
      await create({ name: '  Deploy bot  ', scopes: ['read:vm', 'power:vm'], expiresInDays: 30 }),
      apiKeyWithSecret,
      201,
    );
    expect(made.secret).toMatch(/^hpk_[0-9a-f]{32}$/);
    expect(made.name).toBe('Deploy bot');
    expect(made.status).toBe('active');
    expect(made.createdBy).toEqual({ type: 'api_key', id: expect.stringMatching(/^key_/), name: 'full' });
    expect(Date.parse(made.expiresAt ?? '') - Date.parse(made.createdAt ?? '')).toBe(30 * DAY);
    expect((await me(made.secret)).status).toBe(200);
    const again = await list(full);
    expect(JSON.stringify(again)).not.toContain(made.secret);
    expect(again.data.find((key) => key.id === made.id)?.lastUsedAt).not.toBeNull();
  });

  it('cannot grant scopes the calling key does not hold (403 scope_not_held names them)', async () => {
    const { create, world, parse } = await setup();
    const servers = namedKey(world, 'servers');
    const refused = await expectProblem(
      await create({ name: 'more', scopes: ['read:vm', 'write:billing', 'read:domains'], expiresInDays: 7 }, servers),
      403,
      'scope_not_held',
    );
    expect(refused.extensions).toEqual({ scopes: ['write:billing', 'read:domains'] });
    // A subset of its own is fine.
    const ok = await parse(
      await create({ name: 'less', scopes: ['read:vm'], expiresInDays: null }, servers),
      apiKeyWithSecret,
      201,
    );
    expect(ok.scopes).toEqual(['read:vm']);
    expect(ok.expiresAt).toBeNull();
  });

  it('refuses a nameless key, unknown scopes and expiry out of range with pointers', async () => {
    const { create } = await setup();
    const problem = await expectProblem(
      await create({ name: ' ', scopes: ['read:vm', 'fly:rockets'], expiresInDays: 400 }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((error) => error.pointer).sort()).toEqual(['/expiresInDays', '/name', '/scopes/1']);
  });

  it('a key is refused once its expiry passes on the world clock, with 401 api_key_expired', async () => {
    const { create, parse, me, advanceClock, world, list } = await setup();
    const made = await parse(
      await create({ name: 'week', scopes: ['read:vm'], expiresInDays: 7 }),
      apiKeyWithSecret,
      201,
    );
    await advanceClock(world.worldId, 7 * DAY - 60_000);
    expect((await me(made.secret)).status).toBe(200);
    await advanceClock(world.worldId, 60_000);
    await expectProblem(await me(made.secret), 401, 'api_key_expired');
    expect((await list()).data.find((key) => key.id === made.id)?.status).toBe('expired');
  });

  it('revoking is immediate: the next request with the key is 401 api_key_revoked; the list keeps it as revoked', async () => {
    const { create, parse, me, call, list, world } = await setup();
    const made = await parse(
      await create({ name: 'ci', scopes: ['read:vm'], expiresInDays: 30 }),
      apiKeyWithSecret,
      201,
    );
    expect((await me(made.secret)).status).toBe(200);
    const answer = await parse(
      await call(`${KEYS}/${made.id}/actions/revoke`, { method: 'POST', key: world.keys.full }),
      apiKey,
    );
    expect(answer.status).toBe('revoked');
    const problem = await expectProblem(await me(made.secret), 401, 'api_key_revoked');
    expect(problem.detail).toContain('revoked');
    const listed = (await list()).data.find((key) => key.id === made.id);
    expect(listed?.status).toBe('revoked');
    expect(listed?.revokedAt).not.toBeNull();
  });

  it('another account’s key is not found, and revoke takes no body', async () => {
    const { call, world, list } = await setup();
    const mine = (await list()).data.find((key) => key.name === 'readonly');
    await expectProblem(
      await call(`${KEYS}/${mine?.id ?? ''}/actions/revoke`, { method: 'POST', key: world.keys.other }),
      404,
      'api_key_not_found',
    );
    await expectProblem(
      await call(`${KEYS}/${mine?.id ?? ''}/actions/revoke`, { key: world.keys.full, body: { now: true } }),
      400,
      'invalid_request',
    );
  });

  it('rotating keeps the old secret for the grace period on the world clock, then refuses it as replaced', async () => {
    const { create, parse, me, call, advanceClock, world } = await setup();
    const made = await parse(
      await create({ name: 'app', scopes: ['read:vm'], expiresInDays: 90 }),
      apiKeyWithSecret,
      201,
    );
    const rotated = await parse(
      await call(`${KEYS}/${made.id}/actions/rotate`, { key: world.keys.full, body: { gracePeriodHours: 24 } }),
      apiKeyWithSecret,
    );
    expect(rotated.id).toBe(made.id);
    expect(rotated.secret).not.toBe(made.secret);
    expect(rotated.expiresAt).toBe(made.expiresAt);
    expect(Date.parse(rotated.previousSecretValidUntil ?? '')).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect((await me(made.secret)).status).toBe(200);
    expect((await me(rotated.secret)).status).toBe(200);
    await advanceClock(world.worldId, 24 * HOUR);
    await expectProblem(await me(made.secret), 401, 'api_key_replaced');
    expect((await me(rotated.secret)).status).toBe(200);
  });

  it('a grace period of 0 ends the old secret at once; rotating again ends the older one; a revoked key is 409', async () => {
    const { create, parse, me, call, world } = await setup();
    const rotate = (id: string, hours: number) =>
      call(`${KEYS}/${id}/actions/rotate`, { key: world.keys.full, body: { gracePeriodHours: hours } });
    const made = await parse(
      await create({ name: 'app', scopes: ['read:vm'], expiresInDays: 90 }),
      apiKeyWithSecret,
      201,
    );
    const first = await parse(await rotate(made.id, 0), apiKeyWithSecret);
    expect(first.previousSecretValidUntil).toBeNull();
    await expectProblem(await me(made.secret), 401, 'api_key_replaced');
    const second = await parse(await rotate(made.id, 2), apiKeyWithSecret);
    const third = await parse(await rotate(made.id, 2), apiKeyWithSecret);
    await expectProblem(await me(first.secret), 401, 'api_key_replaced');
    expect((await me(second.secret)).status).toBe(200);
    expect((await me(third.secret)).status).toBe(200);
    await call(`${KEYS}/${made.id}/actions/revoke`, { method: 'POST', key: world.keys.full });
    // Revoked: every secret of it ends, the one in its grace period too.
    await expectProblem(await me(second.secret), 401, 'api_key_revoked');
    await expectProblem(await rotate(made.id, 1), 409, 'api_key_not_active');
    await expectProblem(await rotate(made.id, 200), 400, 'invalid_request');
  });

  it('writes every change to the account log by the key’s name, never its secret', async () => {
    const { create, parse, call, world } = await setup();
    const made = await parse(
      await create({ name: 'logged', scopes: ['read:vm'], expiresInDays: 30 }),
      apiKeyWithSecret,
      201,
    );
    const rotated = await parse(
      await call(`${KEYS}/${made.id}/actions/rotate`, { key: world.keys.full, body: { gracePeriodHours: 1 } }),
      apiKeyWithSecret,
    );
    await call(`${KEYS}/${made.id}/actions/revoke`, { method: 'POST', key: world.keys.full });
    await create({ name: 'too much', scopes: ['write:billing'], expiresInDays: 30 }, namedKey(world, 'servers'));
    const log = await parse(await call('/api/v2/audit-log?area=account', { key: world.keys.full }), auditLogPage);
    expect(log.data.map((entry) => [entry.action, entry.outcome, entry.target?.name ?? null])).toEqual([
      ['api_key.create', 'refused', null],
      ['api_key.revoke', 'succeeded', 'logged'],
      ['api_key.rotate', 'succeeded', 'logged'],
      ['api_key.create', 'succeeded', 'logged'],
    ]);
    const text = JSON.stringify(log);
    expect(text).not.toContain(made.secret);
    expect(text).not.toContain(rotated.secret);
  });
});
