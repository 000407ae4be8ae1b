/**
 * docs/development.md, "Adding a masterlist", done as a developer would: in a temporary copy of the project,
 * add its example YAML, run the generator's CLI, build the server from the copy (as a
 * restart would), and find the new collection in the API and its route in the generated
 * registry and app resources. The example is read from that page, so the page cannot drift.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources as currentResources } from '../../generated/server/registry';
import type { BuiltApp } from '../../src/server/app';
import type { ResourceDef } from '../../src/shared/resource-spec';
import { createTestDatabase, DIALECTS, testSettings, TEST_ADMIN_PASSWORD, type TestDatabase } from '../support/databases';
import { expectError, expectFieldErrors } from '../support/expect';

const ROOT = join(import.meta.dirname, '..', '..');
/** What the generator and the server need; node_modules is linked, not copied. */
const COPIED = ['schema', 'generator', 'src', 'generated', 'package.json', 'tsconfig.json'];
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** The section's YAML block (indented inside a list item) and the schema file it names. */
function readmeExample(): { file: string; yaml: string } {
  const readme = readFileSync(join(ROOT, 'docs', 'development.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Adding a masterlist'));
  const file = section?.match(/`(schema\/[^`]+\.yaml)`/)?.[1];
  const block = section?.match(/```yaml\n([\s\S]*?)\n[ \t]*```/)?.[1];
  if (!file || !block) throw new Error('docs/development.md has no "Adding a masterlist" section with a schema file and a yaml block');
  const lines = block.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return { file, yaml: `${lines.map((l) => l.slice(indent)).join('\n')}\n` };
}

const example = readmeExample();
const collection = /^resource: (\S+)$/m.exec(example.yaml)![1];
let copy: string;
let genOutput: string;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'add-masterlist-'));
  for (const name of COPIED) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(join(copy, example.file), example.yaml);
  genOutput = (await promisify(execFile)(TSX, ['generator/cli.ts', 'gen'], { cwd: copy })).stdout;
}, 60_000);

afterAll(() => {
  if (!copy) return;
  if (existsSync(join(copy, 'node_modules'))) unlinkSync(join(copy, 'node_modules'));
  rmSync(copy, { recursive: true, force: true });
});

describe('adding a masterlist', () => {
  it('starts from a collection the project does not have', () => {
    expect(currentResources.some((d) => d.resource === collection)).toBe(false);
    expect(existsSync(join(ROOT, example.file))).toBe(false);
  });

  it('gen writes its registry entry with the route, its views, its app resource and its labels', async () => {
    expect(genOutput).toMatch(/^gen: \d+ files, [1-9]\d* written, 0 removed/);
    const { resources } = (await import(join(copy, 'generated/server/registry.ts'))) as { resources: ResourceDef[] };
    const def = resources.find((d) => d.resource === collection);
    expect(def?.source).toBe(example.file);
    expect(def?.routes.map((r) => r.path)).toEqual(['/pages/masterlists/vehicles']);
    expect(def?.menu).toEqual({ area: 'masterlists', order: 300, icon: 'AirportShuttle', hidden: false });

    const appResources = readFileSync(join(copy, 'generated/app/resources.ts'), 'utf8');
    expect(appResources).toContain(`{ name: '${collection}', icon: AirportShuttleIcon, load: () => import('./${collection}') }`);
    expect(existsSync(join(copy, 'generated/app', collection, 'index.ts'))).toBe(true);
    const labels = JSON.parse(readFileSync(join(copy, 'generated/locales/en.resources.json'), 'utf8'));
    expect(labels.resources[collection].name).toBe('Vehicle |||| Vehicles');
    expect(labels.resources[collection].fields.plate_no).toBe('Plate No.');
  });

  for (const dialect of DIALECTS) {
    describe(`[${dialect}] the server built from the copy`, () => {
      let db: TestDatabase;
      let built: BuiltApp | undefined;
      let token: string;
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        built!.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' }, ...(payload ? { payload } : {}) });

      beforeAll(async () => {
        db = await createTestDatabase(dialect);
        const { build } = (await import(join(copy, 'src/server/app.ts'))) as typeof import('../../src/server/app');
        built = await build(testSettings(db));
        const login = await built.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
        token = login.json().data.token;
      });
      afterAll(async () => {
        await built?.app.close();
        await db?.drop();
      });

      it('serves the new collection: add, list, search, filter, and its rules', async () => {
        expect(built!.registry.defs.some((d) => d.resource === collection)).toBe(true);
        const added = await call('POST', `/api/v1/${collection}`, { plate_no: 'SGX1234A', make_model: 'Toyota Hiace', road_tax_expiry: 1_798_732_800 });
        expect(added.statusCode, added.body).toBe(201);
        expect(added.json().data).toMatchObject({ plate_no: 'SGX1234A', vehicle_type: 'Van', status: 'O' });
        expect((await call('POST', `/api/v1/${collection}`, { plate_no: 'GBA5678K', vehicle_type: 'Lorry' })).statusCode).toBe(201);

        const list = (await call('GET', `/api/v1/${collection}`)).json();
        expect(list.meta.page.total).toBe(2);
        expect(list.data.map((v: { plate_no: string }) => v.plate_no)).toEqual(['GBA5678K', 'SGX1234A']);
        const searched = (await call('GET', `/api/v1/${collection}?filter=hiace`)).json();
        expect(searched.data.map((v: { plate_no: string }) => v.plate_no)).toEqual(['SGX1234A']);
        const filtered = (await call('GET', `/api/v1/${collection}?filterExt=${encodeURIComponent("vehicle_type='Lorry'")}`)).json();
        expect(filtered.data.map((v: { plate_no: string }) => v.plate_no)).toEqual(['GBA5678K']);

        expectError(await call('POST', `/api/v1/${collection}`, { plate_no: 'SGX1234A' }), 409, 'CONFLICT');
        expectFieldErrors(await call('POST', `/api/v1/${collection}`, { vehicle_type: 'Boat' }), ['plate_no', 'vehicle_type']);
      });
    });
  }
});
