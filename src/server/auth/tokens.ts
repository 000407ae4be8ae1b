/** HS256 JSON Web Tokens with node:crypto (access tokens), and opaque refresh tokens stored hashed. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  sub: number;
  sid: number;
  iat: number;
  exp: number;
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * The claims of a token signed with `secret`, or null when it is malformed or forged. Expiry is
 * the caller's to judge (the refresh call accepts an expired access token).
 */
export function readAccessToken(token: string, secret: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (![claims.sub, claims.sid, claims.iat, claims.exp].every(Number.isSafeInteger)) return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Refresh tokens are 256 random bits, so a plain SHA-256 is enough to keep the stored value useless. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
