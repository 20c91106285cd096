import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * Test helper (Node only): fresh key pairs from node:crypto written as OpenSSH public key lines, plus the blob
 * surgery tests use to build broken keys. Real keys, so the parser is checked against what ssh-keygen produces.
 */

function sshString(bytes: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, Buffer.from(bytes)]);
}

function mpint(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  return (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed;
}

/** The wire-format blob of fields (each written as an SSH string). */
export function sshBlob(...fields: (string | Uint8Array)[]): Buffer {
  return Buffer.concat(fields.map((field) => sshString(typeof field === 'string' ? Buffer.from(field) : field)));
}

export function keyLine(type: string, blob: Uint8Array, comment = 'test@example'): string {
  return `${type} ${Buffer.from(blob).toString('base64')}${comment ? ` ${comment}` : ''}`;
}

function b64url(value: string | undefined): Buffer {
  if (!value) throw new Error('JWK member missing');
  return Buffer.from(value, 'base64url');
}

const CURVE_OF = { 'P-256': 'nistp256', 'P-384': 'nistp384', 'P-521': 'nistp521' } as const;
const COORDINATE_BYTES = { nistp256: 32, nistp384: 48, nistp521: 66 } as const;

function leftPad(bytes: Buffer, size: number): Buffer {
  return bytes.length >= size ? bytes : Buffer.concat([Buffer.alloc(size - bytes.length), bytes]);
}

/** The OpenSSH blob of a node:crypto public key. */
export function openSshBlob(publicKey: KeyObject): { type: string; blob: Buffer } {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') {
    return { type: 'ssh-ed25519', blob: sshBlob('ssh-ed25519', b64url(jwk.x)) };
  }
  if (jwk.kty === 'RSA') {
    return { type: 'ssh-rsa', blob: sshBlob('ssh-rsa', mpint(b64url(jwk.e)), mpint(b64url(jwk.n))) };
  }
  if (jwk.kty === 'EC' && (jwk.crv === 'P-256' || jwk.crv === 'P-384' || jwk.crv === 'P-521')) {
    const curve = CURVE_OF[jwk.crv];
    const size = COORDINATE_BYTES[curve];
    const point = Buffer.concat([Buffer.from([4]), leftPad(b64url(jwk.x), size), leftPad(b64url(jwk.y), size)]);
    const type = `ecdsa-sha2-${curve}`;
    return { type, blob: sshBlob(type, curve, point) };
  }
  throw new Error(`Unsupported test key ${jwk.kty} ${jwk.crv ?? ''}`);
}

export type TestKeyKind = 'ed25519' | 'rsa2048' | 'rsa1024' | 'p256' | 'p384' | 'p521';

function generate(kind: TestKeyKind): KeyObject {
  switch (kind) {
    case 'ed25519':
      return generateKeyPairSync('ed25519').publicKey;
    case 'rsa1024':
      return generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    case 'rsa2048':
      return generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    case 'p256':
      return generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    case 'p384':
      return generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey;
    case 'p521':
      return generateKeyPairSync('ec', { namedCurve: 'P-521' }).publicKey;
  }
}

export interface TestKey {
  type: string;
  blob: Buffer;
  line: string;
  /** ssh-keygen -l's SHA256 fingerprint. */
  fingerprint: string;
}

export function testKey(kind: TestKeyKind, comment = `${kind}@test`): TestKey {
  const { type, blob } = openSshBlob(generate(kind));
  const digest = createHash('sha256').update(blob).digest('base64').replace(/=+$/, '');
  return { type, blob, line: keyLine(type, blob, comment), fingerprint: `SHA256:${digest}` };
}
