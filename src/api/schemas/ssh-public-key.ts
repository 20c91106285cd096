/**
 * OpenSSH public keys (`<type> <base64> [comment]`, one line, as in `~/.ssh/id_ed25519.pub`), parsed for real: the
 * base64 blob is decoded and walked field by field (RFC 4253 §6.6, RFC 5656 §3.1, RFC 8709), so a key the server
 * would refuse is refused here first with the same reason. Pure: no Node APIs and no hashing (the SHA-256
 * fingerprint needs a digest; `formatSha256Fingerprint` formats one computed elsewhere), so the app's form and the
 * mock share it.
 */

export const sshKeyTypeValues = [
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'ssh-rsa',
] as const;
export type SshKeyType = (typeof sshKeyTypeValues)[number];

export const MIN_RSA_BITS = 2048;
export const MAX_RSA_BITS = 16384;
/** Longer than any supported key line (a 16384-bit RSA key is about 2.8 KB) with a generous comment. */
export const MAX_SSH_PUBLIC_KEY_LENGTH = 8192;

/** Why a key was refused; `message` says it in words a person can act on. */
export type SshKeyProblem =
  | 'empty'
  | 'too_long'
  | 'private_key'
  | 'rfc4716_format'
  | 'multiple_lines'
  | 'malformed'
  | 'unsupported_type'
  | 'invalid_base64'
  | 'truncated'
  | 'type_mismatch'
  | 'invalid_key_data'
  | 'rsa_too_short'
  | 'rsa_too_long'
  | 'trailing_data';

export interface ParsedSshPublicKey {
  type: SshKeyType;
  /** Key size: 256 for Ed25519, the curve size for ECDSA, the modulus length for RSA. */
  bits: number;
  comment: string | null;
  /** The decoded wire-format key (what the SHA-256 fingerprint is computed over). */
  blob: Uint8Array;
  /** `<type> <base64>` without the comment: two keys are the same key exactly when these are equal. */
  canonical: string;
}

export type SshPublicKeyResult =
  { ok: true; key: ParsedSshPublicKey } | { ok: false; problem: SshKeyProblem; message: string };

const SUPPORTED = 'Use an ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa (2048 bits or more) key.';

function fail(problem: SshKeyProblem, message: string): SshPublicKeyResult {
  return { ok: false, problem, message };
}

function isSupportedType(value: string): value is SshKeyType {
  return (sshKeyTypeValues as readonly string[]).includes(value);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

class Truncated extends Error {}

/** Reads SSH wire-format fields (uint32 length + bytes) from a blob. */
class WireReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  string(): Uint8Array {
    if (this.remaining < 4) throw new Truncated();
    const b = this.bytes;
    const o = this.offset;
    const length = (b[o] ?? 0) * 0x1000000 + (b[o + 1] ?? 0) * 0x10000 + (b[o + 2] ?? 0) * 0x100 + (b[o + 3] ?? 0);
    if (length > this.remaining - 4) throw new Truncated();
    this.offset += 4 + length;
    return b.subarray(o + 4, o + 4 + length);
  }

  text(): string {
    let out = '';
    for (const byte of this.string()) out += String.fromCharCode(byte);
    return out;
  }
}

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/** An RFC 4251 mpint that must be positive and minimally encoded; null otherwise. */
function positiveMpint(bytes: Uint8Array): bigint | null {
  const first = bytes[0];
  if (first === undefined) return null;
  if (first & 0x80) return null; // negative
  if (first === 0 && ((bytes[1] ?? 0) & 0x80) === 0) return null; // zero or a needless leading zero byte
  return toBigInt(bytes);
}

interface Curve {
  name: string;
  bits: number;
  coordinateBytes: number;
  p: bigint;
  b: bigint;
}

/** NIST prime curves (FIPS 186-4 D.1.2): y² = x³ − 3x + b over GF(p). */
const CURVES: Record<string, Curve> = {
  nistp256: {
    name: 'nistp256',
    bits: 256,
    coordinateBytes: 32,
    p: 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn,
    b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
  },
  nistp384: {
    name: 'nistp384',
    bits: 384,
    coordinateBytes: 48,
    p: 2n ** 384n - 2n ** 128n - 2n ** 96n + 2n ** 32n - 1n,
    b: 0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn,
  },
  nistp521: {
    name: 'nistp521',
    bits: 521,
    coordinateBytes: 66,
    p: 2n ** 521n - 1n,
    b: 0x51953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00n,
  },
};

function isOnCurve(curve: Curve, x: bigint, y: bigint): boolean {
  const { p, b } = curve;
  if (x >= p || y >= p) return false;
  const mod = (value: bigint) => ((value % p) + p) % p;
  return mod(y * y) === mod(x * x * x - 3n * x + b);
}

/** Checks the fields after the type string; returns the key size or a failure. */
function checkKeyData(type: SshKeyType, reader: WireReader): number | SshPublicKeyResult {
  if (type === 'ssh-ed25519') {
    if (reader.string().length !== 32) return fail('invalid_key_data', 'An Ed25519 key must hold exactly 32 bytes.');
    return 256;
  }
  if (type === 'ssh-rsa') {
    const e = positiveMpint(reader.string());
    const n = positiveMpint(reader.string());
    if (e === null || n === null || e < 3n || e % 2n === 0n || n % 2n === 0n) {
      return fail('invalid_key_data', 'The RSA key data is not a valid public key.');
    }
    const bits = bitLength(n);
    if (bits < MIN_RSA_BITS) {
      return fail(
        'rsa_too_short',
        `This RSA key has ${bits} bits; at least ${MIN_RSA_BITS} are required. Generate a new key, for example with ssh-keygen -t ed25519.`,
      );
    }
    if (bits > MAX_RSA_BITS) return fail('rsa_too_long', `RSA keys may have at most ${MAX_RSA_BITS} bits.`);
    return bits;
  }
  const curveName = type.slice('ecdsa-sha2-'.length);
  const curve = CURVES[curveName];
  if (!curve) return fail('unsupported_type', SUPPORTED);
  const identifier = reader.text();
  if (identifier !== curve.name) {
    return fail('type_mismatch', `The key data names the curve "${identifier}", but the key type is ${type}.`);
  }
  const point = reader.string();
  const size = curve.coordinateBytes;
  if (point.length !== 1 + 2 * size || point[0] !== 0x04) {
    return fail('invalid_key_data', `The ${curve.name} key data does not hold an uncompressed curve point.`);
  }
  const x = toBigInt(point.subarray(1, 1 + size));
  const y = toBigInt(point.subarray(1 + size));
  if (!isOnCurve(curve, x, y)) return fail('invalid_key_data', `The key's point is not on the ${curve.name} curve.`);
  return curve.bits;
}

/**
 * Parses one OpenSSH public key line. Leading and trailing whitespace is ignored; the comment is everything after
 * the base64 field (inner runs of whitespace kept as single spaces).
 */
export function parseSshPublicKey(input: string): SshPublicKeyResult {
  const text = input.trim();
  if (text === '') return fail('empty', 'Paste a public key (the contents of a .pub file).');
  if (text.length > MAX_SSH_PUBLIC_KEY_LENGTH) {
    return fail('too_long', `A public key line is at most ${MAX_SSH_PUBLIC_KEY_LENGTH} characters.`);
  }
  if (/PRIVATE KEY/.test(text)) {
    return fail('private_key', 'This is a private key. Never share it: paste the public key (the .pub file) instead.');
  }
  if (/^-{4} BEGIN SSH2 PUBLIC KEY/.test(text)) {
    return fail(
      'rfc4716_format',
      'This key is in the SSH2 (RFC 4716) format. Convert it with ssh-keygen -i -f <file> and paste the one-line result.',
    );
  }
  if (/[\r\n]/.test(text)) return fail('multiple_lines', 'Paste exactly one key, on one line.');
  const [type = '', data, ...rest] = text.split(/\s+/);
  if (!isSupportedType(type)) {
    if (type === 'ssh-dss') return fail('unsupported_type', `DSA keys are no longer accepted. ${SUPPORTED}`);
    if (data === undefined && type.startsWith('AAAA') && decodeBase64(type)) {
      return fail('malformed', 'The key type is missing: a key line starts with its type, such as ssh-ed25519.');
    }
    return fail('unsupported_type', `"${type.slice(0, 40)}" is not a supported key type. ${SUPPORTED}`);
  }
  if (data === undefined) return fail('malformed', 'The key data is missing after the key type.');
  const blob = decodeBase64(data);
  if (!blob) {
    return fail('invalid_base64', 'The key data is not valid base64; it may have been cut off while copying.');
  }
  const reader = new WireReader(blob);
  let bits: number | SshPublicKeyResult;
  try {
    const embedded = reader.text();
    if (embedded !== type) {
      const shown = /^[\x20-\x7e]{1,40}$/.test(embedded) ? `"${embedded}"` : 'another type';
      return fail('type_mismatch', `The key line says ${type}, but the key data is of ${shown}.`);
    }
    bits = checkKeyData(type, reader);
  } catch (error) {
    if (error instanceof Truncated) {
      return fail('truncated', 'The key data ends too early; it may have been cut off while copying.');
    }
    throw error;
  }
  if (typeof bits !== 'number') return bits;
  if (reader.remaining > 0) return fail('trailing_data', 'The key data has extra bytes after the key.');
  return {
    ok: true,
    key: {
      type,
      bits,
      comment: rest.length > 0 ? rest.join(' ') : null,
      blob,
      canonical: `${type} ${encodeBase64(blob)}`,
    },
  };
}

/** OpenSSH's `SHA256:<base64 without padding>` from a SHA-256 digest of `blob`. */
export function formatSha256Fingerprint(digest: Uint8Array): string {
  return `SHA256:${encodeBase64(digest).replace(/=+$/, '')}`;
}
