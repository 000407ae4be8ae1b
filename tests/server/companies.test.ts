import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] companies and their sites`, () => {
    let server: TestServer;
    let acme: Rec;
    let globex: Rec;
    const acmeSites: Rec[] = [];
    let globexSite: Rec;

    const add = async (collection: string, body: Rec): Promise<Rec> => {
      const res = await server.call('POST', `/api/v1/${collection}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const sitesOf = async (companyId: number): Promise<Rec[]> => {
      const res = await server.call('GET', `/api/v1/company_locations?status=all&sort=id&page[size]=100&filterExt=${encodeURIComponent(`header_id=${companyId}`)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const setDefault = (companyId: number, siteId: number) => server.call('GET', `/api/v1/company_locations/${companyId}/${siteId}/set-default`);

    beforeAll(async () => {
      server = await startTestServer(dialect);
      acme = await add('companies', { company_id: 'ACME', company_name: 'Acme', email: 'acme@x.test' });
      globex = await add('companies', { company_id: 'GLOBEX', company_name: 'Globex', email: 'globex@x.test' });
      // Created out of site_id order, one of them voided.
      for (const [site_id, extra] of [['S3', {}], ['S1', { is_default: true }], ['S2', { status: 'V' }]] as const) {
        acmeSites.push(await add('company_locations', { header_id: acme.id, site_id, site_name: `Acme ${site_id}`, ...extra }));
      }
      globexSite = await add('company_locations', { header_id: globex.id, site_id: 'G1', site_name: 'Globex HQ', is_default: true });
    });
    afterAll(async () => server?.close());

    describe('GET /companies/{id}/detail', () => {
      it('answers the company with all its sites, by site id', async () => {
        const res = await server.call('GET', `/api/v1/companies/${acme.id}/detail`);
        expect(res.statusCode, res.body).toBe(200);
        const { data } = res.json();
        const { sites, ...company } = data;
        expect(company).toEqual(acme);
        expect(sites.map((s: Rec) => s.site_id)).toEqual(['S1', 'S2', 'S3']);
        expect(sites.every((s: Rec) => s.header_id === acme.id)).toBe(true);
        expect(sites.find((s: Rec) => s.site_id === 'S1')).toEqual(acmeSites[1]);
      });

      it('answers an empty sites list for a company without sites, and 404 for an unknown one', async () => {
        const lonely = await add('companies', { company_id: 'LONE', company_name: 'Lonely', email: 'lone@x.test' });
        const res = await server.call('GET', `/api/v1/companies/${lonely.id}/detail`);
        expect(res.json().data.sites).toEqual([]);
        expect(res.json().data.id).toBe(lonely.id);
        expectError(await server.call('GET', '/api/v1/companies/424242/detail'), 404, 'NOT_FOUND');
        expectError(await server.call('GET', '/api/v1/companies/abc/detail'), 404, 'NOT_FOUND');
        expectError(await server.call('GET', `/api/v1/companies/${acme.id}/detail`, undefined, null), 401, 'INVALID_TOKEN');
      });
    });

    describe('GET /company_locations/{company_id}/{location_id}/set-default', () => {
      const defaults = async (companyId: number) => (await sitesOf(companyId)).filter((s) => s.is_default).map((s) => s.id);

      it('makes the chosen site the one default site of its company', async () => {
        expect(await defaults(acme.id)).toEqual([acmeSites[1].id]);
        const res = await setDefault(acme.id, acmeSites[0].id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ id: acmeSites[0].id, header_id: acme.id, is_default: true });
        expect(await defaults(acme.id)).toEqual([acmeSites[0].id]);

        expect((await setDefault(acme.id, acmeSites[2].id)).statusCode).toBe(200);
        expect(await defaults(acme.id)).toEqual([acmeSites[2].id]);
        // Another company's default site is untouched.
        expect(await defaults(globex.id)).toEqual([globexSite.id]);
      });

      it('is idempotent: choosing the default again keeps exactly one', async () => {
        expect((await setDefault(acme.id, acmeSites[1].id)).statusCode).toBe(200);
        expect((await setDefault(acme.id, acmeSites[1].id)).statusCode).toBe(200);
        expect(await defaults(acme.id)).toEqual([acmeSites[1].id]);
      });

      it('fixes a company that had several default sites', async () => {
        const extra = await add('company_locations', { header_id: acme.id, site_id: 'S4', site_name: 'Acme S4', is_default: true });
        expect((await defaults(acme.id)).length).toBe(2);
        expect((await setDefault(acme.id, extra.id)).statusCode).toBe(200);
        expect(await defaults(acme.id)).toEqual([extra.id]);
        const detail = (await server.call('GET', `/api/v1/companies/${acme.id}/detail`)).json().data;
        expect(detail.sites.filter((s: Rec) => s.is_default).map((s: Rec) => s.id)).toEqual([extra.id]);
      });

      it('records each changed site in the audit log', async () => {
        const before = (await sitesOf(acme.id)).find((s) => s.is_default)!;
        const target = acmeSites[0];
        expect((await setDefault(acme.id, target.id)).statusCode).toBe(200);
        for (const [site, value] of [[before, false], [target, true]] as const) {
          const res = await server.call('GET', `/api/v1/audit-log?filterExt=${encodeURIComponent(`model='company_locations',header_id=${site.id}`)}`);
          const [latest] = res.json().data;
          expect(latest.action).toBe('update');
          expect(latest.log.after.is_default).toBe(value);
          expect(latest.log.before.is_default).toBe(!value);
        }
      });

      it('answers 404 for a site of another company or an unknown site', async () => {
        const current = await defaults(acme.id);
        expectError(await setDefault(acme.id, globexSite.id), 404, 'NOT_FOUND');
        expectError(await setDefault(acme.id, 424242), 404, 'NOT_FOUND');
        expectError(await setDefault(424242, acmeSites[0].id), 404, 'NOT_FOUND');
        expect(await defaults(acme.id)).toEqual(current);
        expect(await defaults(globex.id)).toEqual([globexSite.id]);
      });
    });

    describe('site references', () => {
      it('refuses a site whose header_id names a missing company (422 on header_id)', async () => {
        const [entry] = expectFieldErrors(await server.call('POST', '/api/v1/company_locations', { header_id: 424242, site_id: 'X', site_name: 'Orphan' }), ['header_id']);
        expect(entry.title).toMatch(/424242/);
        expectFieldErrors(await server.call('PATCH', `/api/v1/company_locations/${globexSite.id}`, { header_id: 424242 }), ['header_id']);
        expect((await server.call('GET', `/api/v1/company_locations/${globexSite.id}`)).json().data.header_id).toBe(globex.id);
        expectFieldErrors(await server.call('POST', '/api/v1/company_locations', { site_id: 'X', site_name: 'No company' }), ['header_id']);
        expect((await server.call('GET', '/api/v1/company_locations?filter=orphan&status=all')).json().meta.page.total).toBe(0);
      });

      it('moves a site to another existing company', async () => {
        const site = await add('company_locations', { header_id: acme.id, site_id: 'MV', site_name: 'Moving' });
        const res = await server.call('PATCH', `/api/v1/company_locations/${site.id}`, { header_id: globex.id });
        expect(res.statusCode, res.body).toBe(200);
        expect((await sitesOf(globex.id)).map((s) => s.id)).toContain(site.id);
        expect((await sitesOf(acme.id)).map((s) => s.id)).not.toContain(site.id);
      });

      it('keeps the read-only type field the server set', async () => {
        const res = await server.call('PATCH', `/api/v1/companies/${acme.id}`, { type: 'site' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.type).toBe('company');
        expect(globexSite.type).toBe('site');
      });
    });
  });
}
