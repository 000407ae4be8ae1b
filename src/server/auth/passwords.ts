/** Password hashing with scrypt (node:crypto) and a per-user random salt. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from '../validate';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** `scrypt$N$r$p$<salt b64>$<hash b64>`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so a missing user is not told apart by timing.
    await scrypt(password, Buffer.alloc(16), KEY_LENGTH, PARAMS);
    return false;
  }
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(N), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

const MAX_PASSWORD_LENGTH = 200;
/** A few passwords that pass the length rule and are tried first by anyone guessing. */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', 'passw0rd', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
  'iloveyou', 'sunshine1', 'letmein1', 'football', 'baseball', 'welcome1', 'admin123', 'administrator', 'abc12345',
  'changeme', 'trustno1', '11111111', '00000000', 'asdfghjkl', 'zaq12wsx', 'superman', 'princess',
]);

/**
 * Why a new password is too weak, or null: at least 8 characters, not one of the most common
 * passwords, not made of 4 or fewer distinct characters, and not the user's name or email.
 */
export function weakPasswordProblem(password: string, user: { username?: string | null; email?: string | null } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return 'Password is one of the most common passwords; choose another';
  if (new Set(folded).size <= 4) return 'Password repeats too few characters; choose a longer mix';
  const names = [user.username, user.email, user.email?.split('@')[0]].filter((n): n is string => !!n && n.length >= 3);
  if (names.some((n) => folded.includes(n.toLowerCase()))) return 'Password may not contain your username or email';
  return null;
}
