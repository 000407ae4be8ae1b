/**
 * Access tokens whose signature was checked are remembered (auth/tokens.ts), and that changes
 * nothing a client can see: the expiry is still tested on every use, and a token altered in any
 * way is checked afresh and refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, signAccessToken } from '../../src/server/auth/tokens';

const SECRET = 'a-test-secret-of-enough-length-0123456789';

describe('access tokens read twice', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a remembered token as expired once its time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccessToken({ sub: 7, sid: 3, iat: now, exp: now + 60 }, SECRET);
    expect(await readAccessToken(token, SECRET)).toEqual({ claims: { sub: 7, sid: 3, iat: now, exp: now + 60 }, expired: false });
    expect(await readAccessToken(token, SECRET)).toEqual({ claims: { sub: 7, sid: 3, iat: now, exp: now + 60 }, expired: false });
    vi.setSystemTime((now + 60) * 1000);
    expect(await readAccessToken(token, SECRET)).toMatchObject({ expired: true });
  });

  it('refuses a remembered token altered, or read with another secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccessToken({ sub: 7, sid: 3, iat: now, exp: now + 600 }, SECRET);
    expect(await readAccessToken(token, SECRET)).toMatchObject({ expired: false });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, sid: 3, iat: now, exp: now + 600 })).toString('base64url');
    expect(await readAccessToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
    expect(await readAccessToken(`${header}.${payload}.${signature.slice(0, -2)}AA`, SECRET)).toBeNull();
    expect(await readAccessToken(token, `${SECRET}-rotated`)).toBeNull();
  });
});
