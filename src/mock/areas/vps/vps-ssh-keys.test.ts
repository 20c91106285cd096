import { describe, expect, it } from 'vitest';
import { resetSshKeysResponse, sshKeyCreateResponse, sshKeyList } from '@/api/schemas/vps-ssh-keys';
import { DEMO_OTHER_VPS, DEMO_SSH_KEYS, DEMO_TEST_PUBLIC_KEYS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { shiftedInstant } from '@/mock/scenarios/clock';
import { expectProblem } from '@/mock/test-utils';
import { keyLine, sshBlob, testKey } from './openssh-test-keys';
import { VPS_PATH, vpsSetup, type VpsKit } from './vps-test-kit';

const { web, db } = DEMO_VPS;
const KEYS_PATH = '/api/v2/ssh-keys';

async function keysOf(kit: VpsKit, vpsId: string, key = kit.key) {
  return (await kit.parse(await kit.call(`${VPS_PATH}/${vpsId}/ssh-keys`, { key }), sshKeyList)).sshKeys;
}

function addKey(kit: VpsKit, body: unknown, key = kit.key) {
  return kit.call(KEYS_PATH, { method: 'POST', key, body });
}

function resetKeys(kit: VpsKit, vpsId: string, body: unknown, key = kit.key) {
  return kit.call(`${VPS_PATH}/${vpsId}/actions/reset-ssh-keys`, { method: 'POST', key, body });
}

describe('SSH key list of a VPS', () => {
  it("lists the account's keys with ssh_ ids, fingerprints and whether each is installed here", async () => {
    const kit = await vpsSetup();
    const keys = await keysOf(kit, web.id);
    expect(keys.map((key) => [key.id, key.name, key.type, key.fingerprint, key.installed])).toEqual([
      [
        DEMO_SSH_KEYS.laptop.id,
        DEMO_SSH_KEYS.laptop.name,
        DEMO_SSH_KEYS.laptop.type,
        DEMO_SSH_KEYS.laptop.fingerprint,
        true,
      ],
      [DEMO_SSH_KEYS.ci.id, DEMO_SSH_KEYS.ci.name, DEMO_SSH_KEYS.ci.type, DEMO_SSH_KEYS.ci.fingerprint, true],
      [
        DEMO_SSH_KEYS.yubikey.id,
        DEMO_SSH_KEYS.yubikey.name,
        DEMO_SSH_KEYS.yubikey.type,
        DEMO_SSH_KEYS.yubikey.fingerprint,
        false,
      ],
    ]);
    expect(keys[1]).toMatchObject({ bits: 3072, createdAt: shiftedInstant('2024-05-02T13:30:00.000Z', Date.now()) });
    expect(keys[0]?.publicKey).toMatch(/^ssh-ed25519 AAAA\S+$/);
    expect((await keysOf(kit, db.id)).filter((key) => key.installed).map((key) => key.id)).toEqual([
      DEMO_SSH_KEYS.laptop.id,
    ]);
    const theirs = await keysOf(kit, DEMO_OTHER_VPS.web.id, kit.world.keys.other);
    expect(theirs.map((key) => key.id)).toEqual([DEMO_SSH_KEYS.othersLaptop.id]);
  });
});

describe('adding SSH keys', () => {
  it('stores a valid key (201) with its OpenSSH fingerprint; it shows on every VPS, installed nowhere', async () => {
    const kit = await vpsSetup();
    const created = await kit.parse(
      await addKey(kit, { name: '  e2e laptop ', publicKey: `${DEMO_TEST_PUBLIC_KEYS.ed25519.line}\n`, extra: 1 }),
      sshKeyCreateResponse,
      201,
    );
    expect(created).toMatchObject({
      name: 'e2e laptop',
      type: 'ssh-ed25519',
      bits: 256,
      fingerprint: DEMO_TEST_PUBLIC_KEYS.ed25519.fingerprint,
      installed: false,
      publicKey: DEMO_TEST_PUBLIC_KEYS.ed25519.line.replace(/ e2e@test$/, ''),
    });
    expect(created.id).toMatch(/^ssh_/);
    expect(created.createdAt).toEqual(expect.any(String));
    for (const vpsId of [web.id, db.id]) {
      const listed = (await keysOf(kit, vpsId)).find((key) => key.id === created.id);
      expect(listed).toMatchObject({ installed: false, fingerprint: created.fingerprint });
    }
    const rsa = await kit.parse(
      await addKey(kit, { name: 'rsa', publicKey: DEMO_TEST_PUBLIC_KEYS.rsa2048.line }),
      sshKeyCreateResponse,
      201,
    );
    expect(rsa).toMatchObject({ bits: 2048, fingerprint: DEMO_TEST_PUBLIC_KEYS.rsa2048.fingerprint });
  });

  it.each(['ed25519', 'p256', 'p384', 'p521', 'rsa2048'] as const)(
    'accepts a freshly generated %s key',
    async (kind) => {
      const kit = await vpsSetup();
      const key = testKey(kind);
      const created = await kit.parse(
        await addKey(kit, { name: kind, publicKey: key.line }),
        sshKeyCreateResponse,
        201,
      );
      expect(created).toMatchObject({ type: key.type, fingerprint: key.fingerprint });
    },
  );

  it('refuses the same key twice with 409 ssh_key_exists naming the stored one; another customer may add it', async () => {
    const kit = await vpsSetup();
    const sameKeyOtherComment = DEMO_TEST_PUBLIC_KEYS.ed25519.line.replace('e2e@test', 'renamed');
    const first = await kit.parse(
      await addKey(kit, { name: 'first', publicKey: DEMO_TEST_PUBLIC_KEYS.ed25519.line }),
      sshKeyCreateResponse,
      201,
    );
    const again = await expectProblem(
      await addKey(kit, { name: 'again', publicKey: sameKeyOtherComment }),
      409,
      'ssh_key_exists',
    );
    expect(again.extensions).toEqual({ sshKeyId: first.id, name: 'first', fingerprint: first.fingerprint });
    await kit.parse(
      await addKey(kit, { name: 'bruno', publicKey: DEMO_TEST_PUBLIC_KEYS.ed25519.line }, kit.world.keys.other),
      sshKeyCreateResponse,
      201,
    );
  });

  it.each([
    ['a 1024-bit RSA key', DEMO_TEST_PUBLIC_KEYS.rsa1024, '1024 bits'],
    ['garbage', 'hello there', 'not a supported key type'],
    ['an empty string', '', 'Paste a public key'],
    ['a private key', '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----', 'private key'],
    ['truncated base64', DEMO_TEST_PUBLIC_KEYS.ed25519.line.slice(0, 50), 'cut off'],
    ['a type mismatch', DEMO_TEST_PUBLIC_KEYS.ed25519.line.replace('ssh-ed25519', 'ssh-rsa'), 'ssh-ed25519'],
    ['an unknown type', 'ssh-dss AAAAB3NzaC1kc3M=', 'DSA'],
  ])('refuses %s at /publicKey with the reason', async (_label, publicKey, words) => {
    const kit = await vpsSetup();
    const problem = await expectProblem(await addKey(kit, { name: 'bad', publicKey }), 400, 'invalid_request');
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/publicKey' })]);
    expect(problem.errors?.[0]?.detail).toContain(words);
  });

  it('refuses truncated key data and trailing bytes', async () => {
    const kit = await vpsSetup();
    const key = testKey('ed25519');
    for (const line of [
      keyLine(key.type, key.blob.subarray(0, 24)),
      keyLine(key.type, Buffer.concat([key.blob, sshBlob('x')])),
    ]) {
      const problem = await expectProblem(await addKey(kit, { name: 'bad', publicKey: line }), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer).toBe('/publicKey');
    }
  });

  it('needs a name and write:vm', async () => {
    const kit = await vpsSetup();
    const publicKey = DEMO_TEST_PUBLIC_KEYS.ed25519.line;
    for (const body of [{ publicKey }, { name: '   ', publicKey }, { name: 'x'.repeat(65), publicKey }]) {
      const problem = await expectProblem(await addKey(kit, body), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer).toBe('/name');
    }
    const denied = await expectProblem(
      await addKey(kit, { name: 'k', publicKey }, kit.world.keys.readonly),
      403,
      'forbidden',
    );
    expect(denied.extensions).toMatchObject({ missingScopes: ['write:vm'] });
    await kit.parse(await addKey(kit, { name: 'k', publicKey }, kit.named('vm-write')), sshKeyCreateResponse, 201);
  });
});

describe('reset-ssh-keys', () => {
  it('replaces the installed keys and answers { accepted, keyCount }', async () => {
    const kit = await vpsSetup();
    const result = await kit.parse(
      await resetKeys(kit, web.id, { sshKeyIds: [DEMO_SSH_KEYS.yubikey.id] }),
      resetSshKeysResponse,
    );
    expect(result).toEqual({ accepted: true, keyCount: 1 });
    const installed = (await keysOf(kit, web.id)).filter((key) => key.installed).map((key) => key.id);
    expect(installed).toEqual([DEMO_SSH_KEYS.yubikey.id]);
    // Other VPSs are untouched.
    expect((await keysOf(kit, db.id)).filter((key) => key.installed).map((key) => key.id)).toEqual([
      DEMO_SSH_KEYS.laptop.id,
    ]);
  });

  it('removes every key with []', async () => {
    const kit = await vpsSetup();
    const result = await kit.parse(await resetKeys(kit, web.id, { sshKeyIds: [] }), resetSshKeysResponse);
    expect(result).toEqual({ accepted: true, keyCount: 0 });
    expect((await keysOf(kit, web.id)).some((key) => key.installed)).toBe(false);
  });

  it('installs a key just added', async () => {
    const kit = await vpsSetup();
    const created = await kit.parse(
      await addKey(kit, { name: 'new', publicKey: DEMO_TEST_PUBLIC_KEYS.rsa2048.line }),
      sshKeyCreateResponse,
      201,
    );
    await kit.parse(
      await resetKeys(kit, web.id, { sshKeyIds: [DEMO_SSH_KEYS.laptop.id, created.id] }),
      resetSshKeysResponse,
    );
    expect((await keysOf(kit, web.id)).filter((key) => key.installed).map((key) => key.id)).toEqual([
      DEMO_SSH_KEYS.laptop.id,
      created.id,
    ]);
  });

  it("refuses another customer's and unknown ids with a pointer per id, and changes nothing", async () => {
    const kit = await vpsSetup();
    const problem = await expectProblem(
      await resetKeys(kit, web.id, {
        sshKeyIds: [DEMO_SSH_KEYS.laptop.id, DEMO_SSH_KEYS.othersLaptop.id, 'ssh_doesnotexist'],
      }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((error) => error.pointer)).toEqual(['/sshKeyIds/1', '/sshKeyIds/2']);
    expect((await keysOf(kit, web.id)).filter((key) => key.installed)).toHaveLength(2);
    const wrongKind = await expectProblem(
      await resetKeys(kit, web.id, { sshKeyIds: ['laptop'] }),
      400,
      'invalid_request',
    );
    expect(wrongKind.errors?.[0]?.pointer).toBe('/sshKeyIds/0');
    const duplicate = await expectProblem(
      await resetKeys(kit, web.id, { sshKeyIds: [DEMO_SSH_KEYS.ci.id, DEMO_SSH_KEYS.ci.id] }),
      400,
      'invalid_request',
    );
    expect(duplicate.errors?.[0]?.pointer).toBe('/sshKeyIds');
    const missing = await expectProblem(await resetKeys(kit, web.id, {}), 400, 'invalid_request');
    expect(missing.errors?.[0]).toMatchObject({ pointer: '/sshKeyIds', code: 'missing_required' });
  });

  it('needs write:vm and an own VPS', async () => {
    const kit = await vpsSetup();
    const denied = await expectProblem(
      await resetKeys(kit, web.id, { sshKeyIds: [] }, kit.world.keys.readonly),
      403,
      'forbidden',
    );
    expect(denied.extensions).toMatchObject({ missingScopes: ['write:vm'] });
    await expectProblem(await resetKeys(kit, DEMO_OTHER_VPS.web.id, { sshKeyIds: [] }), 404, 'not_found');
  });
});
