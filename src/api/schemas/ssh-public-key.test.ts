import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyLine, sshBlob, testKey, type TestKeyKind } from '@/mock/areas/vps/openssh-test-keys';
import { MIN_RSA_BITS, formatSha256Fingerprint, parseSshPublicKey, type SshKeyProblem } from './ssh-public-key';

/** Keys written by ssh-keygen itself, with the fingerprints `ssh-keygen -l` printed for them. */
const SSH_KEYGEN = {
  ed25519: {
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPNeltY3Z0hpuQ5DtOFjbpGfG1N6W9g5RY4FoyNG2aIR e2e@test',
    fingerprint: 'SHA256:eAz8bW3MRa7XQ4uuxxsWYY1wg6TSFh4a5/ws7gfSHAQ',
    bits: 256,
  },
  p384: {
    line: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBDg1TqA3A/HYVy60vi18R3/GuNPRNZQLoUuh3XBiJsKBA3cTcHUoelxzKBjr0UqkYq/cL2wiFRcX9ViqeBxVxnTFXGPq1TRfqApajD7CVeRxxpQJB0BsWDIXX+zvnx9iwg== p384',
    fingerprint: 'SHA256:6xZ52jvZOZ9NHbO6IcZcWr6QVPB904Nyvjrj/IG0rWA',
    bits: 384,
  },
  p521: {
    line: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAG1GY50fSbQJpO9qHGJSqQI8uQ5RaM15p3ngKGiZSDsD0ZN+BUbtKedeIEzuUqVcz0G5S5XiwzKfBMIaoTC5szcQAA9X+ztxXZlnW3lynYNBYUbOCWp53PltDzSX0hdY9uG9uI8QnKqz4I5rEFdQLUoW0y+h0I2GmbctXkrXOnzvmuw+A== p521',
    fingerprint: 'SHA256:Sc5/D3Vu7SFLXsIrmGxuWraa5hqqP9YI45NcbITNLDI',
    bits: 521,
  },
  rsa3072: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQDI38uBPO/m1eIj6LoC1nbpi9uCFoDJ2LPmC6EKcczO0ZNUxr6TTSv6Agjm5xpjmmCoxOFEN/GyX4tXxAvuVeS9XsXX12JXZqAM0iO0odXfnH3BNhH11oZn5gZfdlVQcMmNHz461958UQlH5bJjgT7rwbMyFsge6C8Yn9eubaD82nZN4GVxIo6px+q4z/fl4xl8214YPkB6arOlMdX89QlPVer6NWz/9Sku4OgIbCLO3GgOQSECwczvVpgOzpamvQJ8xDd+ZpfdzI4G0qX2D9kbhF61TFmXMU1ASBXQPtn/0w4i1wzkCiD3dOP0vIt8xgpTiWCdN/MfWGeQGt4BrAsPdc3fhNNro7KWAcTGDfMVe36It//OR5VdVsq6WmubzUXCWdEohdwdZU4GVTAPpHE+AyCfC7HldaoiVjv9tp7znSWJ3cA5tD+mr1e/OE8D+SVJXWSRF/y/yu6yVdCrST7yHz/Pp51WmSZnDiURpWWUHdGS+4wL0Ob61EoXcuFNv3E= ci-deploy@nordlicht',
    fingerprint: 'SHA256:YpFQq49GYIs8Y0n7f6jIJEQMkJGF4eep1rHCToyMJQI',
    bits: 3072,
  },
  rsa1024: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQCx4Yh1fpv2yDiAfvp6PRlndgjtd6aRVf0h1iw8KC8c9yS/zegDkyrSK3GhuLFMl1Rf1DhOvgIKaTBxmqUaPiMvQZybJA23YgEETZfyYZCvWJg6M1mIER6yaBJkyDLMOcMLK1uXhEiZk9v53jEGRGk16d2nqJP1m6ktT4dgDOrpkw== short@test',
  },
} as const;

function fingerprintOf(blob: Uint8Array): string {
  return formatSha256Fingerprint(new Uint8Array(createHash('sha256').update(blob).digest()));
}

function problemOf(text: string): SshKeyProblem | 'ok' {
  const result = parseSshPublicKey(text);
  return result.ok ? 'ok' : result.problem;
}

describe('parseSshPublicKey', () => {
  it.each([
    ['ed25519', 'ssh-ed25519', 256],
    ['p256', 'ecdsa-sha2-nistp256', 256],
    ['p384', 'ecdsa-sha2-nistp384', 384],
    ['p521', 'ecdsa-sha2-nistp521', 521],
    ['rsa2048', 'ssh-rsa', 2048],
  ] as const)('accepts a real %s key and fingerprints it like ssh-keygen', (kind, type, bits) => {
    const key = testKey(kind satisfies TestKeyKind, 'me@laptop');
    const result = parseSshPublicKey(`  ${key.line}\n`);
    if (!result.ok) throw new Error(result.message);
    expect(result.key).toMatchObject({ type, bits, comment: 'me@laptop' });
    expect(result.key.canonical).toBe(key.line.replace(/ me@laptop$/, ''));
    expect(fingerprintOf(result.key.blob)).toBe(key.fingerprint);
  });

  it('matches ssh-keygen on keys it wrote', () => {
    for (const key of [SSH_KEYGEN.ed25519, SSH_KEYGEN.p384, SSH_KEYGEN.p521, SSH_KEYGEN.rsa3072]) {
      const result = parseSshPublicKey(key.line);
      if (!result.ok) throw new Error(result.message);
      expect(result.key.bits).toBe(key.bits);
      expect(fingerprintOf(result.key.blob)).toBe(key.fingerprint);
    }
  });

  it('keeps a comment with spaces and accepts a key without one', () => {
    const key = testKey('ed25519');
    const withSpaces = parseSshPublicKey(`${key.line.replace(/ \S+$/, '')} Astrid   on  laptop`);
    expect(withSpaces.ok && withSpaces.key.comment).toBe('Astrid on laptop');
    const bare = parseSshPublicKey(keyLine(key.type, key.blob, ''));
    expect(bare.ok && bare.key.comment).toBeNull();
  });

  it('refuses RSA keys shorter than 2048 bits, saying how long they are', () => {
    for (const line of [SSH_KEYGEN.rsa1024.line, testKey('rsa1024').line]) {
      const result = parseSshPublicKey(line);
      expect(result).toMatchObject({ ok: false, problem: 'rsa_too_short' });
      expect(!result.ok && result.message).toContain(`1024 bits; at least ${MIN_RSA_BITS}`);
    }
  });

  it('refuses garbage, empty input, private keys and other formats', () => {
    expect(problemOf('')).toBe('empty');
    expect(problemOf('   \n ')).toBe('empty');
    expect(problemOf('hello world')).toBe('unsupported_type');
    expect(problemOf('ssh-dss AAAAB3NzaC1kc3MAAACBAP')).toBe('unsupported_type');
    expect(problemOf('sk-ssh-ed25519@openssh.com AAAA')).toBe('unsupported_type');
    expect(
      problemOf('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----'),
    ).toBe('private_key');
    expect(problemOf('---- BEGIN SSH2 PUBLIC KEY ----\nAAAAC3NzaC1lZDI1NTE5\n---- END SSH2 PUBLIC KEY ----')).toBe(
      'rfc4716_format',
    );
    const key = testKey('ed25519');
    expect(problemOf(`${key.line}\n${key.line}`)).toBe('multiple_lines');
    expect(problemOf('ssh-ed25519')).toBe('malformed');
    expect(problemOf(key.blob.toString('base64'))).toBe('malformed');
    expect(problemOf('ssh-ed25519 not*base64!')).toBe('invalid_base64');
    expect(problemOf('x'.repeat(9000))).toBe('too_long');
  });

  it('refuses truncated base64 text and truncated key data', () => {
    const key = testKey('ed25519');
    const base64 = key.blob.toString('base64');
    // Cut mid-quantum: not valid base64 any more.
    expect(problemOf(`ssh-ed25519 ${base64.slice(0, base64.length - 5)}`)).toBe('invalid_base64');
    // Cut at a quantum boundary: valid base64 whose fields end too early.
    expect(problemOf(`ssh-ed25519 ${base64.slice(0, 32)}`)).toBe('truncated');
    const rsa = testKey('rsa2048');
    expect(problemOf(keyLine('ssh-rsa', rsa.blob.subarray(0, 200)))).toBe('truncated');
  });

  it('refuses a key whose data is of another type or curve', () => {
    const ed = testKey('ed25519');
    const mismatch = parseSshPublicKey(keyLine('ssh-rsa', ed.blob));
    expect(mismatch).toMatchObject({ ok: false, problem: 'type_mismatch' });
    expect(!mismatch.ok && mismatch.message).toContain('"ssh-ed25519"');
    const p256 = testKey('p256');
    expect(problemOf(keyLine('ecdsa-sha2-nistp384', p256.blob))).toBe('type_mismatch');
    // The curve name inside the data must match the type as well.
    const point = p256.blob.subarray(p256.blob.length - 65);
    expect(problemOf(keyLine('ecdsa-sha2-nistp256', sshBlob('ecdsa-sha2-nistp256', 'nistp384', point)))).toBe(
      'type_mismatch',
    );
  });

  it('checks key sizes, curve points and RSA numbers', () => {
    expect(problemOf(keyLine('ssh-ed25519', sshBlob('ssh-ed25519', new Uint8Array(31))))).toBe('invalid_key_data');
    const p256 = testKey('p256');
    const point = Buffer.from(p256.blob.subarray(p256.blob.length - 65));
    expect(problemOf(keyLine('ecdsa-sha2-nistp256', sshBlob('ecdsa-sha2-nistp256', 'nistp256', point)))).toBe('ok');
    expect(
      problemOf(keyLine('ecdsa-sha2-nistp256', sshBlob('ecdsa-sha2-nistp256', 'nistp256', point.subarray(0, 64)))),
    ).toBe('invalid_key_data');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    expect(problemOf(keyLine('ecdsa-sha2-nistp256', sshBlob('ecdsa-sha2-nistp256', 'nistp256', offCurve)))).toBe(
      'invalid_key_data',
    );
    const compressed = Buffer.concat([Buffer.from([2]), point.subarray(1, 33)]);
    expect(problemOf(keyLine('ecdsa-sha2-nistp256', sshBlob('ecdsa-sha2-nistp256', 'nistp256', compressed)))).toBe(
      'invalid_key_data',
    );
    const modulus = Buffer.concat([Buffer.from([0]), Buffer.alloc(256, 0xff)]);
    expect(problemOf(keyLine('ssh-rsa', sshBlob('ssh-rsa', Buffer.from([1, 0, 1]), modulus)))).toBe('ok');
    expect(problemOf(keyLine('ssh-rsa', sshBlob('ssh-rsa', Buffer.from([2]), modulus)))).toBe('invalid_key_data');
    expect(problemOf(keyLine('ssh-rsa', sshBlob('ssh-rsa', Buffer.from([1, 0, 1]), modulus.subarray(1))))).toBe(
      'invalid_key_data',
    );
  });

  it('refuses extra bytes after the key', () => {
    const key = testKey('ed25519');
    expect(problemOf(keyLine(key.type, Buffer.concat([key.blob, sshBlob('extra')])))).toBe('trailing_data');
  });

  it('formats fingerprints like OpenSSH', () => {
    expect(formatSha256Fingerprint(new Uint8Array(32))).toBe('SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  });
});
