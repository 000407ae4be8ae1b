/**
 * A software passkey authenticator for API tests (WebAuthn level 2, as a platform authenticator
 * answers through the browser): ES256 keys made with node:crypto, the 'none' attestation and the
 * authenticator data encoded with the CBOR of @simplewebauthn's own helpers, the client data as a
 * browser writes it. It keeps its credentials (discoverable, with the user handle) and a signature
 * counter each, so a test can sign in with one, answer for another origin or challenge, or send a
 * counter that goes back.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

export interface SoftCredential {
  /** base64url, as the server keeps it. */
  id: string;
  rpId: string;
  /** base64url user handle the server gave at registration. */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

/** What a ceremony may be told to do otherwise than a well-behaved browser and authenticator would. */
export interface Twist {
  /** The origin written in the client data (the browser's page). */
  origin?: string;
  /** Sign this challenge instead of the one in the options. */
  challenge?: string;
  /** The counter to report (default: one more than the last). */
  counter?: number;
  /** Whether the user-verified flag is set (default true). */
  userVerified?: boolean;
  /** Answer with this credential (default: the first allowed one it holds, else any for the RP). */
  credentialId?: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The credential's public key as a COSE EC2 key (kty 2, alg -7 ES256, crv 1 P-256). */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** `origin`: the page the browser is on (the app's PUBLIC_URL in a well-behaved test). */
  constructor(private readonly origin: string) {}

  /** navigator.credentials.create(): a new credential for the options' RP and user. */
  register(options: PublicKeyCredentialCreationOptionsJSON, twist: Twist = {}): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rawId = randomBytes(16);
    const id = b64url(rawId);
    const counter = twist.counter ?? 0;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | (twist.userVerified === false ? 0 : FLAG_UV) | FLAG_AT]),
      u32(counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      rawId,
      Buffer.from(coseKey(privateKey)),
    ]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    this.credentials.push({ id, rpId, userHandle: options.user.id, privateKey, counter });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', twist.challenge ?? options.challenge, twist.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an assertion by an allowed credential (or any of the RP's, when none is named). */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, twist: Twist = {}): AuthenticationResponseJSON {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = (options.allowCredentials ?? []).map((c) => c.id);
    const credential = twist.credentialId
      ? this.credentials.find((c) => c.id === twist.credentialId)
      : this.credentials.find((c) => c.rpId === rpId && (!allowed.length || allowed.includes(c.id)));
    if (!credential) throw new Error('The soft authenticator holds no credential these options allow');
    credential.counter = twist.counter ?? credential.counter + 1;
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | (twist.userVerified === false ? 0 : FLAG_UV)]), u32(credential.counter)]);
    const data = clientData('webauthn.get', twist.challenge ?? options.challenge, twist.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(data)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
