// A software authenticator for server tests: an ES256 key pair that answers registration and
// sign-in options as a browser and a device would (attestation "none"), so the passkey checks run on
// real signatures without a browser. The browser journey uses Chromium's own virtual authenticator.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

type CborValue = Parameters<typeof isoCBOR.encode>[0];

/** Flags of the authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  counter = 0;
  /** The user handle the account gave at registration (base64url). */
  userHandle: string | undefined;
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  constructor(readonly rpId = 'localhost') {}

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const key = new Map<number, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    return isoCBOR.encode(key as CborValue);
  }

  private authenticatorData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, attested ?? Buffer.alloc(0)]);
  }

  /** The JSON a browser posts after navigator.credentials.create() with these options. */
  register(options: RegistrationOptions, origin: string) {
    this.userHandle = options.user.id;
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(this.cosePublicKey()),
    ]);
    const attestation = new Map<string, CborValue>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', this.authenticatorData(UP | UV | AT, attested)],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(Buffer.from(clientData)),
        attestationObject: b64(isoCBOR.encode(attestation as CborValue)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The JSON a browser posts after navigator.credentials.get(); each use counts up. */
  login(challenge: string, origin: string, userHandle = this.userHandle) {
    this.counter += 1;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin }));
    const data = this.authenticatorData(UP | UV);
    const signature = sign('sha256', Buffer.concat([data, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(data),
        signature: b64(signature),
        ...(userHandle ? { userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
