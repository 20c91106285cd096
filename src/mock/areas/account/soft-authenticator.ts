import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for the contract tests (Node only, never in the app): makes a P-256 passkey
 * ("none" attestation) and signs assertions, as a browser's platform authenticator would answer
 * `navigator.credentials.create/get` through @simplewebauthn/browser's JSON.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | Buffer | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  x: Buffer;
  y: Buffer;
  userHandle: string;
  counter: number;
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(private readonly origin: string) {}

  private rpId(given?: string): string {
    return given ?? new URL(this.origin).hostname;
  }

  /** Answers registration options (`optionsJSON`) with a new passkey. */
  create(options: CreationOptions) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = {
      id: randomBytes(16),
      privateKey,
      x: Buffer.from(jwk.x ?? '', 'base64url'),
      y: Buffer.from(jwk.y ?? '', 'base64url'),
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(credential.x)],
        [-3, new Uint8Array(credential.y)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(this.rpId(options.rp.id)),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID
      idLength,
      credential.id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin });
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Answers authentication options with an assertion of the first (or the given) passkey. */
  get(options: RequestOptions, index = 0) {
    const credential = this.credentials[index];
    if (!credential) throw new Error('The authenticator holds no passkey');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(this.rpId(options.rpId)), Buffer.from([0x05]), counter]);
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
