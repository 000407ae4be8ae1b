/**
 * Secrets the server must read back, sealed at rest (an authenticator app's TOTP seed): a copy of
 * the database alone does not give them. AES-256-GCM from node:crypto, under a key derived (HKDF)
 * from SECRETS_KEY, or from the JWT secret when that is not set. Each sealed value is bound to the
 * row it is kept in (`context`, e.g. "user_totp:12"): copied to another row it does not open.
 *
 * A value kept before sealing existed (no "v1." prefix) opens as itself; its owner seals it at its
 * next write.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const ALGORITHM = 'aes-256-gcm';

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export class SealedSecrets {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Its own label: the key that seals is not the key that signs tokens, though it may come from it.
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'fsb sealed secrets v1', 32));
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** The secret; null when it was sealed under another key (SECRETS_KEY changed) or for another row. */
  open(stored: string, context: string): string | null {
    if (!isSealed(stored)) return stored;
    const [iv, tag, sealed] = stored.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !sealed || iv.length !== 12 || tag.length !== 16) return null;
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
