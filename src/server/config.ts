/** Settings, all from environment variables (README, "Settings"). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

export interface Settings {
  port: number;
  host: string;
  /** sqlite://<path> (relative to the project root) or postgres://... */
  databaseUrl: string;
  jwtSecret: string;
  storageDir: string;
  adminUsername: string;
  /** When unset and the users table is empty, a random password is generated and printed once. */
  adminPassword?: string;
  /** The built app (vite build); served when it exists. */
  appDir: string;
  /** Access-token lifetime in seconds (15 minutes). */
  accessTokenTtl: number;
  /** Refresh-token lifetime in seconds (30 days). */
  refreshTokenTtl: number;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  logLevel: string;
}

export const PROJECT_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : join(PROJECT_ROOT, path);
}

/** JWT_SECRET, or one generated once and kept in data/jwt-secret so restarts keep sessions valid. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const dataDir = fromRoot(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || 'sqlite://data/app.db';
  if (!/^(sqlite|postgres|postgresql):\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must start with sqlite:// or postgres://, got "${databaseUrl}"`);
  }
  return {
    port: intSetting(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    jwtSecret: jwtSecret(env, dataDir),
    storageDir: fromRoot(env.STORAGE_DIR ?? 'data/files'),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    ...(env.ADMIN_PASSWORD ? { adminPassword: env.ADMIN_PASSWORD } : {}),
    appDir: fromRoot(env.APP_DIR ?? 'dist'),
    accessTokenTtl: intSetting(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtl: intSetting(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    bodyLimit: intSetting(env, 'BODY_LIMIT', 5 * 1024 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

export function sqlitePath(databaseUrl: string): string {
  return fromRoot(databaseUrl.replace(/^sqlite:\/\//, ''));
}
