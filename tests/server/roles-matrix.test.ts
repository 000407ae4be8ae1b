/**
 * The shipped roles against the API: for every role, every collection of the registry and
 * read/create/update/delete, the answer is what the role's ability (buildAbility over the rules
 * the sign-in hands out) says. Plus what the rule sets mean, and how they are seeded.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '../../src/shared/abilities';
import { normalise, type ResourceDef, type ResourceFile } from '../../src/shared/resource-spec';
import { resourceFileSchema } from '../../src/shared/resource-file';
import type { AbilityRule, Action, AppAbility } from '../../src/shared/wire';
import { build, type BuiltApp } from '../../src/server/app';
import { placementsOf, rulesOf, ROLE_SPECS, shippedRoles, type RoleSpec } from '../../src/server/auth/roles';
import { Registry } from '../../src/server/registry';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { createRestartableDatabase, type RestartableDatabase } from '../support/restartable';

const ACTIONS: Action[] = ['read', 'create', 'update', 'delete'];
const SHIPPED = ['admin', ...ROLE_SPECS.map((r) => r.name)];
const MISSING_ID = 987654;

interface SignedRole {
  role: string;
  token: string;
  rules: AbilityRule[];
  home: string;
}

/** What the API must answer when the ability permits the call. */
const PERMITTED: Record<Action, number[]> = { read: [200], create: [201, 422], update: [404], delete: [404], send: [], manage: [] };

for (const dialect of DIALECTS) {
  describe(`[${dialect}] role matrix`, () => {
    let server: TestServer;
    const signed: SignedRole[] = [];
    beforeAll(async () => {
      server = await startTestServer(dialect);
      for (const role of SHIPPED) {
        const username = `${role}-member`;
        const password = `${role}-member-password`;
        const add = await server.call('POST', '/api/v1/users', { username, role, password });
        expect(add.statusCode, add.body).toBe(201);
        const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });
        expect(res.statusCode, res.body).toBe(200);
        const { token, user } = res.json().data;
        signed.push({ role, token, rules: user.ability, home: user.home });
      }
    });
    afterAll(async () => server?.close());

    it('seeds every shipped role with the rules and home computed from the registry, handed out at sign-in', async () => {
      const roles = (await server.call('GET', '/api/v1/roles?page[size]=100')).json().data as Array<{ name: string; ability: AbilityRule[]; home: string }>;
      const expected = shippedRoles(server.registry);
      expect(roles.map((r) => r.name).sort()).toEqual([...SHIPPED].sort());
      for (const want of expected) {
        const row = roles.find((r) => r.name === want.name)!;
        expect(row.ability, want.name).toEqual(want.ability);
        expect(row.home, want.name).toBe(want.home);
        const member = signed.find((s) => s.role === want.name)!;
        expect(member.rules).toEqual(want.ability);
        expect(member.home).toBe(want.home);
        expect(member.home).toMatch(/^\/(dashboard|pages\/)/);
      }
    });

    it('the API answers each role, collection and action exactly as the ability says', async () => {
      const mismatches: string[] = [];
      let calls = 0;
      // One sequence of calls per role, the roles side by side.
      await Promise.all(signed.map(async (member) => {
        const ability = buildAbility(member.rules);
        for (const def of server.registry.defs) {
          for (const action of ACTIONS) {
            const permitted = ability.can(action, def.subject) && (action === 'read' || !def.readonly);
            const base = `/api/v1/${def.resource}`;
            const res =
              action === 'read'
                ? await server.call('GET', base, undefined, member.token)
                : action === 'create'
                  ? await server.call('POST', base, {}, member.token)
                  : action === 'update'
                    ? await server.call('PATCH', `${base}/${MISSING_ID}`, {}, member.token)
                    : await server.call('DELETE', `${base}/${MISSING_ID}`, undefined, member.token);
            calls++;
            const code = res.json().errors?.[0]?.code;
            // A child collection whose rows are written only with their record refuses its own writes (child-writes.test.ts).
            const parent = server.registry.require(def.resource).parent;
            const savedWithRecord = action !== 'read' && parent !== undefined && !parent.child.writtenAlone;
            const ok = permitted ? (savedWithRecord ? res.statusCode === 409 : PERMITTED[action].includes(res.statusCode)) : res.statusCode === 403 && code === 'FORBIDDEN';
            if (!ok) mismatches.push(`${member.role} ${action} ${def.resource}: ability says ${permitted ? 'yes' : 'no'}, API answered ${res.statusCode} ${code ?? ''}`);
          }
        }
      }));
      expect(mismatches.sort()).toEqual([]);
      expect(calls).toBe(SHIPPED.length * server.registry.defs.length * ACTIONS.length);
    });

    it("every role's home (the dashboard) and the list of every collection in its menu answer, none with a 500", async () => {
      // A technician linked to an employee with a job, and the other shipped roles as they are (readonly: everything; no employee: no jobs).
      const tech = signed.find((s) => s.role === 'technician')!;
      const techId = (await server.call('GET', '/api/v1/auth/me', undefined, tech.token)).json().data.id;
      const employee = (await server.call('POST', '/api/v1/employees', { code: 'RM-1', first_name: 'Matrix', display_name: 'Matrix Tech', user_id: techId })).json().data;
      expect((await server.call('POST', '/api/v1/joborder_headers', { company_name: 'Matrix', problem_description: 'x', joborder_employee_one: employee.id })).statusCode).toBe(201);
      const failures: string[] = [];
      for (const member of signed) {
        const ability = buildAbility(member.rules);
        const home = await server.call('GET', '/api/v1/dashboard', undefined, member.token);
        if (home.statusCode !== 200) failures.push(`${member.role} GET /dashboard: ${home.statusCode} ${home.body}`);
        for (const def of server.registry.defs) {
          if (!def.routes.some((r) => !r.menu.hidden) || !ability.can('read', def.subject)) continue;
          const res = await server.call('GET', `/api/v1/${def.resource}?page[size]=5`, undefined, member.token);
          if (res.statusCode !== 200) failures.push(`${member.role} GET /${def.resource}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      await server.call('PATCH', `/api/v1/employees/${employee.id}`, { user_id: null });
    });

    describe('what the shipped rule sets mean', () => {
      const abilityOf = (role: string): AppAbility => buildAbility(signed.find((s) => s.role === role)!.rules);
      const inArea = (area: string) => {
        const placements = placementsOf(server.registry.defs);
        return server.registry.defs.filter((d) => placements.get(d.resource)!.has(area as never));
      };
      const writes: Action[] = ['create', 'update', 'delete'];

      it('admin may do everything; every role may read the Auth pages', () => {
        expect(abilityOf('admin').can('manage', 'all')).toBe(true);
        for (const role of SHIPPED) expect(abilityOf(role).can('read', 'Auth'), role).toBe(true);
      });

      it('only admin writes users and roles; custadmin reads them, the staff roles do not even read them', () => {
        for (const role of SHIPPED.filter((r) => r !== 'admin')) {
          for (const subject of ['users', 'roles']) {
            for (const action of writes) expect(abilityOf(role).can(action, subject), `${role} ${action} ${subject}`).toBe(false);
            expect(abilityOf(role).can('read', subject), `${role} read ${subject}`).toBe(role === 'custadmin');
          }
        }
      });

      it('custadmin manages every collection outside the admin area, and reads the admin area', () => {
        const admin = new Set(inArea('admin').map((d) => d.resource));
        for (const def of server.registry.defs) {
          const ability = abilityOf('custadmin');
          if (admin.has(def.resource) && !inArea('shared').includes(def)) {
            expect(ability.can('read', def.subject)).toBe(true);
            expect(ability.can('update', def.subject), def.resource).toBe(false);
          } else expect(ability.can('manage', def.subject), def.resource).toBe(true);
        }
        expect(abilityOf('custadmin').can('manage', 'Dashboard')).toBe(true);
      });

      it('only admin and custadmin open manage pages from a list row (the ManagePage subject, spec section 6)', () => {
        for (const role of SHIPPED) expect(abilityOf(role).can('read', 'ManagePage'), role).toBe(role === 'admin' || role === 'custadmin');
      });

      it('readonly reads every collection outside the admin area and writes nothing', () => {
        const ability = abilityOf('readonly');
        const admin = inArea('admin').filter((d) => !inArea('shared').includes(d));
        for (const def of server.registry.defs) {
          expect(ability.can('read', def.subject), def.resource).toBe(!admin.includes(def));
          for (const action of writes) expect(ability.can(action, def.subject), `${action} ${def.resource}`).toBe(false);
        }
      });

      it('technician reads the service tools, updates only job orders and service reports there, and deletes nothing', () => {
        const ability = abilityOf('technician');
        const edited = new Set(['/pages/services-tools/job-order', '/pages/services-tools/service-report']);
        // A record edited there is edited with its lines (a service report's parts and photos).
        const editedDefs = server.registry.defs.filter((d) => d.routes.some((r) => edited.has(r.path)));
        const editedNames = new Set([...editedDefs.map((d) => d.resource), ...editedDefs.flatMap((d) => d.children.map((c) => c.resource))]);
        for (const def of inArea('services-tools')) {
          expect(ability.can('read', def.subject), def.resource).toBe(true);
          expect(ability.can('create', def.subject), def.resource).toBe(false);
          expect(ability.can('update', def.subject), def.resource).toBe(editedNames.has(def.resource));
        }
        for (const def of server.registry.defs) expect(ability.can('delete', def.subject), def.resource).toBe(false);
        // The masterlists their jobs name are readable, the other masterlists and the sales tools not.
        for (const def of inArea('services-tools')) {
          for (const f of def.fields) {
            const target = f.reference && server.registry.get(f.reference);
            if (target && !inArea('admin').includes(target.def)) expect(ability.can('read', target.def.subject), target.def.resource).toBe(true);
          }
        }
        for (const def of inArea('sales-tools')) expect(ability.can('read', def.subject), def.resource).toBe(false);
        expect(ability.can('read', 'Dashboard')).toBe(true);
      });

      it('sales manage the sales tools but only read payments and GST periods, add and edit customers, read catalogues; finance manage agreements, sales invoices, payments, credit notes and GST periods', () => {
        const sales = abilityOf('sales');
        // Payments and the GST periods (filing one locks the quarter's documents, issue 39) are finance's.
        const money = new Set(['payments', 'payment_allocations', 'gst_periods']);
        for (const def of inArea('sales-tools')) {
          expect(sales.can('manage', def.subject), def.resource).toBe(!money.has(def.resource));
          expect(sales.can('read', def.subject), def.resource).toBe(true);
        }
        for (const def of inArea('catalogues')) {
          expect(sales.can('read', def.subject)).toBe(true);
          expect(sales.can('update', def.subject)).toBe(false);
        }
        const customers = server.registry.defs.filter((d) => d.routes.some((r) => r.path === '/pages/masterlists/customers'));
        for (const def of customers) for (const action of ['read', 'create', 'update'] as Action[]) expect(sales.can(action, def.subject)).toBe(true);

        const finance = abilityOf('finance');
        for (const def of inArea('agreements')) expect(finance.can('manage', def.subject), def.resource).toBe(true);
        for (const def of inArea('sales-tools')) {
          // Finance manages invoices, payments and credit notes (issue 25), with their lines.
          const managed = (path: string) => ['/pages/sales-tools/sales-invoice', '/pages/sales-tools/payment', '/pages/sales-tools/credit-note'].includes(path);
          const invoices = def.routes.some((r) => managed(r.path)) || server.registry.defs.some((p) => p.routes.some((r) => managed(r.path)) && p.children.some((c) => c.resource === def.resource));
          expect(finance.can('read', def.subject), def.resource).toBe(true);
          expect(finance.can('delete', def.subject), def.resource).toBe(invoices || def.resource === 'gst_periods');
        }
      });

      it('coordinator manages the service tools and adds and edits masterlists, without deleting them', () => {
        const ability = abilityOf('coordinator');
        for (const def of inArea('services-tools')) expect(ability.can('manage', def.subject), def.resource).toBe(true);
        for (const def of inArea('masterlists')) {
          expect(ability.can('update', def.subject), def.resource).toBe(true);
          expect(ability.can('delete', def.subject), def.resource).toBe(false);
        }
      });
    });
  });
}

/** Rule computation over a small made-up schema, so each rule is exercised whatever the real schema holds. */
describe('rules from menu areas', () => {
  const def = (source: string, file: ResourceFile): ResourceDef => normalise(resourceFileSchema.parse(file), source);
  const defs = [
    def('a', { resource: 'customers', route: 'customers', menu: { area: 'masterlists' }, fields: { name: {} }, related: [{ resource: 'sites', target: 'customer' }] }),
    def('b', { resource: 'sites', fields: { customer: { type: 'reference', reference: 'customers' } } }),
    def('c', { resource: 'colours', route: 'colours', menu: { area: 'masterlists' }, fields: { name: {} } }),
    def('d', { resource: 'jobs', route: 'job-order', menu: { area: 'services-tools' }, fields: { site: { type: 'reference', reference: 'sites' }, owner: { type: 'reference', reference: 'staff' } }, children: [{ resource: 'job_lines', target: 'job', field: 'lines' }] }),
    def('e', { resource: 'job_lines', fields: { job: { type: 'reference', reference: 'jobs' } } }),
    def('f', { resource: 'staff', route: 'staff', menu: { area: 'admin' }, fields: { name: {} } }),
    def('g', { resource: 'threads', route: 'threads', menu: { area: 'admin' }, fields: { name: {} } }),
    def('h', { resource: 'comments', fields: { thread: { type: 'reference', reference: 'threads', required: true }, by: { type: 'reference', reference: 'staff' } } }),
  ];
  const ability = (spec: Partial<RoleSpec>) => buildAbility(rulesOf({ name: 'x', description: '', areas: {}, pages: {}, home: [], ...spec }, defs));

  it('places unrouted collections with their parent, panels as shared, and a panel entry\'s required parent in the panel', () => {
    const p = placementsOf(defs);
    expect([...p.get('sites')!]).toEqual(['masterlists']);
    expect([...p.get('job_lines')!]).toEqual(['services-tools']);
    expect([...p.get('comments')!]).toEqual(['shared']);
    expect([...p.get('threads')!].sort()).toEqual(['admin', 'shared']);
    expect([...p.get('staff')!]).toEqual(['admin']);
  });

  it('grants by area, strengthens by route (with related and child collections), and reads what an area references', () => {
    const a = ability({ areas: { 'services-tools': 'read', shared: 'write' }, routes: { '/pages/services-tools/job-order': 'edit' }, readReferencesOf: ['services-tools'] });
    expect(a.can('update', 'jobs')).toBe(true);
    expect(a.can('update', 'job_lines')).toBe(true);
    expect(a.can('create', 'jobs')).toBe(false);
    expect(a.can('read', 'sites')).toBe(true); // referenced by jobs
    expect(a.can('update', 'sites')).toBe(false);
    expect(a.can('read', 'customers')).toBe(false); // not referenced
    expect(a.can('read', 'staff')).toBe(false); // admin area stays closed
    expect(a.can('create', 'comments')).toBe(true);
    expect(a.can('create', 'threads')).toBe(true);
    const b = ability({ areas: { masterlists: 'read' }, routes: { '/pages/masterlists/customers': 'write' } });
    expect(b.can('create', 'customers')).toBe(true);
    expect(b.can('create', 'sites')).toBe(true); // related list of customers
    expect(b.can('create', 'colours')).toBe(false);
    expect(b.can('read', 'colours')).toBe(true);
    // The strongest grant wins, whatever the order.
    expect(ability({ areas: { masterlists: 'manage' }, routes: { '/pages/masterlists/customers': 'read' } }).can('delete', 'customers')).toBe(true);
    // A cap narrows what the areas grant on a route's collections (sales only read payments).
    const capped = ability({ areas: { masterlists: 'manage' }, capped: { '/pages/masterlists/customers': 'read' } });
    expect(capped.can('read', 'sites')).toBe(true);
    expect(capped.can('update', 'sites')).toBe(false);
    expect(capped.can('delete', 'customers')).toBe(false);
    expect(capped.can('send', 'customers')).toBe(false);
    expect(capped.can('manage', 'colours')).toBe(true);
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] seeding roles`, () => {
    let database: RestartableDatabase | undefined;
    let running: BuiltApp | undefined;
    afterEach(async () => {
      await running?.app.close();
      running = undefined;
      await database?.drop();
      database = undefined;
    });
    const boot = async (registry?: Registry) => {
      await running?.app.close();
      running = await build(database!.settings, registry ? { registry } : {});
      return running;
    };
    const call = (app: BuiltApp, method: 'GET' | 'PATCH' | 'DELETE', url: string, token: string, body?: object) =>
      app.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
    const adminToken = async (app: BuiltApp) =>
      (await app.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } })).json().data.token as string;
    const rolesOf = async (app: BuiltApp, token: string) =>
      (await call(app, 'GET', '/api/v1/roles?status=all&page[size]=100', token)).json().data as Array<{ id: number; name: string; ability: AbilityRule[]; home: string }>;

    it('adds nothing twice; follows a new schema in untouched roles, keeps edited ones, and does not bring back a removed one', async () => {
      database = await createRestartableDatabase(dialect);
      let app = await boot();
      expect(app.seed.rolesWritten.sort()).toEqual([...SHIPPED].sort());
      let token = await adminToken(app);
      const first = await rolesOf(app, token);
      const auditCount = async () => (await call(app, 'GET', '/api/v1/audit-log?page[size]=1', token)).json().meta.page.total;
      const audits = await auditCount();

      app = await boot();
      expect(app.seed.rolesWritten).toEqual([]);
      token = await adminToken(app);
      expect(await rolesOf(app, token)).toEqual(first);
      expect(await auditCount()).toBe(audits);

      // Someone edits sales and removes finance.
      const sales = first.find((r) => r.name === 'sales')!;
      const edited = [{ action: 'read', subject: 'uom' }];
      expect((await call(app, 'PATCH', `/api/v1/roles/${sales.id}`, token, { ability: edited })).statusCode).toBe(200);
      expect((await call(app, 'DELETE', `/api/v1/roles/${first.find((r) => r.name === 'finance')!.id}`, token)).statusCode).toBe(200);

      // A new resource in the sales tools arrives with the schema.
      const extra = normalise(
        resourceFileSchema.parse({ resource: 'price_lists', route: 'price-lists', menu: { area: 'sales-tools' }, fields: { name: { required: true } } }),
        'schema/sales-tools/price_lists.yaml',
      );
      app = await boot(new Registry([...app.registry.defs, extra]));
      token = await adminToken(app);
      const after = await rolesOf(app, token);
      expect(after.map((r) => r.name).sort()).toEqual(SHIPPED.filter((n) => n !== 'finance').sort());
      expect(after.find((r) => r.name === 'sales')!.ability).toEqual(edited);
      const readonly = buildAbility(after.find((r) => r.name === 'readonly')!.ability);
      expect(readonly.can('read', 'price_lists')).toBe(true);
      expect(buildAbility(after.find((r) => r.name === 'coordinator')!.ability).can('read', 'price_lists')).toBe(true);
      expect(buildAbility(after.find((r) => r.name === 'technician')!.ability).can('read', 'price_lists')).toBe(false);
      expect(app.seed.rolesWritten.sort()).toEqual(['coordinator', 'custadmin', 'readonly']);
    });
  });
}
