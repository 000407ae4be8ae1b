/** Settings from the environment (README, "Settings") that decide where data lives and whom to believe. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings, PROJECT_ROOT, sqlitePath } from '../../src/server/config';

describe('settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsb-settings-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('DATA_DIR moves the default database, the stored files and the generated JWT secret', () => {
    const settings = loadSettings({ DATA_DIR: dataDir });
    expect(sqlitePath(settings.databaseUrl)).toBe(join(dataDir, 'app.db'));
    expect(settings.storageDir).toBe(join(dataDir, 'files'));
    // The secret is generated once into DATA_DIR and read back on the next start.
    expect(loadSettings({ DATA_DIR: dataDir }).jwtSecret).toBe(settings.jwtSecret);
    // Set explicitly, DATABASE_URL and STORAGE_DIR win; a relative STORAGE_DIR is relative to the project.
    const explicit = loadSettings({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/app', STORAGE_DIR: 'elsewhere/files' });
    expect(explicit.databaseUrl).toBe('postgres://db.example/app');
    expect(explicit.storageDir).toBe(join(PROJECT_ROOT, 'elsewhere/files'));
  });

  it('TRUST_PROXY=true believes one hop of X-Forwarded-For, a number that many, false none', () => {
    const trust = (raw: string | undefined) => loadSettings({ DATA_DIR: dataDir, JWT_SECRET: 'x', ...(raw === undefined ? {} : { TRUST_PROXY: raw }) }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    for (const [raw, hops] of [['true', 1], ['TRUE', 1], ['2', 2]] as const) {
      const fn = trust(raw);
      expect(typeof fn, raw).toBe('function');
      const believed = [0, 1, 2, 3].filter((hop) => (fn as (a: string, h: number) => boolean)('10.0.0.1', hop));
      expect(believed.length, raw).toBe(hops);
    }
    expect(trust('10.0.0.0/8')).toBe('10.0.0.0/8');
  });

  it('an OpenID issuer must be https, except one on this machine', () => {
    const provider = (issuer: string) => loadSettings({ DATA_DIR: dataDir, JWT_SECRET: 'x', OIDC_ACME_ISSUER: issuer, OIDC_ACME_CLIENT_ID: 'id', OIDC_ACME_CLIENT_SECRET: 's' }).oidcProviders[0];
    expect(provider('https://login.example.com').issuer).toBe('https://login.example.com');
    for (const local of ['http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000']) expect(provider(local).issuer).toBe(local);
    expect(() => provider('http://login.example.com')).toThrow(/OIDC_ACME_ISSUER must be an https URL/);
  });
});
