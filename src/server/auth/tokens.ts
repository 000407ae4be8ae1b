/** HS256 JSON Web Tokens through `jose` (access tokens), and opaque refresh tokens stored hashed. */
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { unixNow } from '../clock';

export interface AccessClaims {
  sub: number;
  sid: number;
  iat: number;
  exp: number;
}

/** The secret as a WebCrypto key, imported once per secret (every request verifies a token). */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  // sub stays a number (the user id), as the session answers and the app have always had it.
  return new SignJWT({ ...claims } as unknown as JWTPayload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await keyOf(secret));
}

const asClaims = (payload: JWTPayload): AccessClaims | null => {
  const { sub, sid, iat, exp } = payload as Record<string, unknown>;
  return [sub, sid, iat, exp].every(Number.isSafeInteger) ? ({ sub, sid, iat, exp } as AccessClaims) : null;
};

/**
 * Tokens whose signature was checked already, per secret, with their claims: a client sends the
 * same token on every request for its lifetime, and checking its HMAC again was a tenth of a
 * plain list page's CPU (bench/api-list.ts, BENCH_PROFILE=1). A signature once good stays good;
 * the expiry is tested on every use, and the session behind the token is still looked up.
 */
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedBySecret = new Map<string, Map<string, AccessClaims>>();
function verifiedTokens(secret: string): Map<string, AccessClaims> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  return verified;
}

/** What readAccessToken says of a token whose signature was checked already; undefined for any other token. */
export function knownAccessToken(token: string, secret: string): { claims: AccessClaims; expired: boolean } | undefined {
  const known = verifiedTokens(secret).get(token);
  return known && { claims: known, expired: known.exp <= unixNow() }; // jose's own test of exp
}

/**
 * The claims of a token signed with `secret` (HS256 only), and whether it has expired; null when
 * it is malformed or forged. An expired token is still read, because the refresh call accepts one.
 */
export async function readAccessToken(token: string, secret: string): Promise<{ claims: AccessClaims; expired: boolean } | null> {
  const known = knownAccessToken(token, secret);
  if (known) return known;
  const verified = verifiedTokens(secret);
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'], typ: 'JWT' });
    const claims = asClaims(payload);
    if (claims) {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, claims);
    }
    return claims && { claims, expired: false };
  } catch (e) {
    // jose checks the signature before the claims, so an expired token's payload is genuine.
    const claims = e instanceof errors.JWTExpired ? asClaims(e.payload) : null;
    return claims && { claims, expired: true };
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Refresh tokens are 256 random bits, so a plain SHA-256 is enough to keep the stored value useless. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
