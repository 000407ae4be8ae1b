/**
 * What reading a request's access token costs, checked afresh (jose, HS256) and remembered
 * (auth/tokens.ts): `npx tsx bench/token-verify.ts`. In-process, one core, 20,000 reads each.
 */
import { jwtVerify } from 'jose';
import { loadavg } from 'node:os';
import { readAccessToken, signAccessToken } from '../src/server/auth/tokens';

const SECRET = 'bench-secret-0123456789-0123456789-0123456789';
const N = 20_000;
const now = Math.floor(Date.now() / 1000);
const token = await signAccessToken({ sub: 1, sid: 1, iat: now, exp: now + 3600 }, SECRET);
const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);

async function timed(label: string, read: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 1000; i++) await read(); // warm
  const started = performance.now();
  for (let i = 0; i < N; i++) await read();
  const us = ((performance.now() - started) * 1000) / N;
  console.log(`${label}: ${us.toFixed(1)} µs a read`);
}

console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await timed('checked afresh (jwtVerify)', () => jwtVerify(token, key, { algorithms: ['HS256'], typ: 'JWT' }));
await timed('remembered (readAccessToken)', () => readAccessToken(token, SECRET));
