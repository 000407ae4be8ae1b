/**
 * What every start makes sure of: the shipped roles, usernames and emails unique whatever their
 * letter case, and, when there are no users yet, the admin account. Running it again adds nothing.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Settings } from '../config';
import type { Registry } from '../registry';
import { ADMIN_ROLE, shippedRoles } from '../auth/roles';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { Records } from '../db/records';
import type { Database } from '../db/connect';

export interface SeedReport {
  adminCreated: boolean;
  /** Set only when the password was generated here: print it once. */
  generatedPassword?: string;
  /** Shipped roles created or brought up to date with the schema by this start. */
  rolesWritten: string[];
}

const canonical = (json: unknown) => JSON.stringify(typeof json === 'string' ? JSON.parse(json) : json);

/**
 * Each shipped role is created once. Later starts bring a role up to date with the schema (a new
 * YAML resource in its areas) only while it still equals what was last shipped: a role someone
 * edited keeps their rules, and a shipped role someone removed stays removed (admin excepted).
 */
async function seedRoles(database: Database, registry: Registry, records: Records): Promise<string[]> {
  const { db } = database;
  const roles = registry.require('roles');
  const written: string[] = [];
  for (const role of shippedRoles(registry)) {
    const wanted = { ability: canonical(role.ability), home: role.home };
    const shipped = await db.selectFrom('shipped_roles').selectAll().where('name', '=', role.name).executeTakeFirst();
    const current = await db.selectFrom(roles.def.table).selectAll().where('name', '=', role.name).executeTakeFirst();
    if (!current) {
      if (shipped && role.name !== ADMIN_ROLE) continue;
      await records.create(roles, { values: { name: role.name, description: role.description, ability: role.ability, home: role.home, require_mfa: role.require_mfa } }, null);
      written.push(role.name);
    } else {
      const untouched = shipped && canonical(current.ability) === shipped.ability && (current.home ?? '') === shipped.home;
      const legacyAdmin = !shipped && role.name === ADMIN_ROLE && canonical(current.ability) === wanted.ability;
      if (!untouched && !legacyAdmin) continue;
      if (canonical(current.ability) !== wanted.ability || current.home !== wanted.home) {
        await records.update(roles, current.id, { values: { ability: role.ability, home: role.home } }, null);
        written.push(role.name);
      }
    }
    if (!shipped) await db.insertInto('shipped_roles').values({ name: role.name, ...wanted }).execute();
    else if (shipped.ability !== wanted.ability || shipped.home !== wanted.home) {
      await db.updateTable('shipped_roles').set(wanted).where('name', '=', role.name).execute();
    }
  }
  return written;
}

/**
 * `require_mfa` of the shipped roles (auth/factors.ts): set once for each role seeded before roles
 * had it (its shipped row has none), so an install that upgrades asks admin and finance for a
 * second factor as a new one does; after that the role's value is whatever an administrator made it.
 */
async function seedMfaRequirement(database: Database, registry: Registry, records: Records): Promise<void> {
  const { db } = database;
  const roles = registry.require('roles');
  for (const role of shippedRoles(registry)) {
    const shipped = await db.selectFrom('shipped_roles').select('require_mfa').where('name', '=', role.name).executeTakeFirst();
    if (!shipped || (shipped.require_mfa !== null && shipped.require_mfa !== undefined)) continue;
    const current = await db.selectFrom(roles.def.table).select(['id', 'require_mfa']).where('name', '=', role.name).executeTakeFirst();
    if (current && Boolean(Number(current.require_mfa)) !== role.require_mfa) await records.update(roles, current.id, { values: { require_mfa: role.require_mfa } }, null);
    await db.updateTable('shipped_roles').set({ require_mfa: role.require_mfa ? 1 : 0 }).where('name', '=', role.name).execute();
  }
}

/**
 * 'Bob' and 'bob' are one user (sign-in matches without letter case), so the database refuses a
 * second one even when two requests race. SQLite's NOCASE folds ASCII letters, PostgreSQL's
 * lower() every letter; the users plugin checks with full folding first for a clear answer.
 */
async function uniqueIgnoringCase(database: Database, registry: Registry): Promise<void> {
  const { table } = registry.require('users').def;
  for (const column of ['username', 'email']) {
    const name = `${table}_${column}_nocase_uq`;
    const expression = database.dialect === 'sqlite' ? sql`${sql.ref(column)} collate nocase` : sql`lower(${sql.ref(column)})`;
    try {
      await sql`create unique index if not exists ${sql.id(name)} on ${sql.table(table)} (${expression})`.execute(database.db);
    } catch (e) {
      throw new Error(`Two users have the same ${column} in different letter case; rename one of them, then start again (${(e as Error).message})`);
    }
  }
}

export async function seedEssentials(database: Database, registry: Registry, settings: Settings): Promise<SeedReport> {
  const records = new Records(database, registry);
  const rolesWritten = await seedRoles(database, registry, records);
  await seedMfaRequirement(database, registry, records);
  await uniqueIgnoringCase(database, registry);
  const anyUser = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { adminCreated: false, rolesWritten };
  // The first administrator's password meets the rules every password meets: a weak ADMIN_PASSWORD
  // stops the first start with the reason (it would stay the admin's password until changed).
  const weak = settings.adminPassword ? passwordProblem(settings.adminPassword, settings.passwordMinLength) : null;
  if (weak) throw new Error(`ADMIN_PASSWORD is refused: ${weak}. Set another, or leave it unset and one is made and printed at the first start.`);
  const generated = settings.adminPassword ? undefined : randomBytes(12).toString('base64url');
  // These records run no behaviour files (the services they use do not exist yet): the password is
  // hashed here, as the users' behaviour (behaviour/users.ts, prepare) hashes every other one.
  const password = await hashPassword(settings.adminPassword ?? generated!);
  await records.create(
    registry.require('users'),
    { values: { username: settings.adminUsername, role: ADMIN_ROLE, first_name: 'Administrator', password } },
    null,
  );
  return { adminCreated: true, rolesWritten, ...(generated ? { generatedPassword: generated } : {}) };
}
