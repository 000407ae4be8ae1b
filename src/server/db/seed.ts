/** What a first start needs: the admin role and, when there are no users yet, the admin account. */
import { randomBytes } from 'node:crypto';
import { ADMIN_RULES } from '../../shared/abilities';
import type { Settings } from '../config';
import type { Registry } from '../registry';
import { Records } from './records';
import type { Database } from './connect';

export interface SeedReport {
  adminCreated: boolean;
  /** Set only when the password was generated here: print it once. */
  generatedPassword?: string;
}

export async function seedEssentials(database: Database, registry: Registry, settings: Settings): Promise<SeedReport> {
  const records = new Records(database, registry);
  const { db } = database;
  const roles = registry.require('roles');
  if (!(await db.selectFrom('roles').select('id').where('name', '=', 'admin').executeTakeFirst())) {
    await records.create(roles, { values: { name: 'admin', description: 'Everything, everywhere', ability: ADMIN_RULES } }, null);
  }
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { adminCreated: false };
  const generated = settings.adminPassword ? undefined : randomBytes(12).toString('base64url');
  await records.create(
    registry.require('users'),
    { values: { username: settings.adminUsername, role: 'admin', first_name: 'Administrator', password: settings.adminPassword ?? generated } },
    null,
  );
  return { adminCreated: true, ...(generated ? { generatedPassword: generated } : {}) };
}
