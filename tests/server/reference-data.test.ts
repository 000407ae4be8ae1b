/**
 * Reference data on first start (issue 3, item 6): present after the first start, through the
 * API; nothing added twice by a restart; a user's edit or delete of a shipped row survives.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { createRestartableDatabase, type BootedApp, type RestartableDatabase } from '../support/restartable';
import { seedReferenceData } from '../../src/server/seed/reference-data';
import { REFERENCE_DATA_TABLE } from '../../src/server/db/system-tables';
import { NUMBERING_PREFIXES } from '../../src/server/seed/reference-data/lists';
import { singaporeDate } from '../../src/shared/singapore-time';

type Rec = Record<string, any>;

/** The row `predicate` picks; the test fails when there is none. */
function pick(rows: Rec[], predicate: (row: Rec) => boolean): Rec {
  const row = rows.find(predicate);
  expect(row).toBeDefined();
  return row!;
}

const COLLECTIONS = ['statuses', 'countries', 'currencies', 'gst_rates', 'uom', 'document_types', 'company_types', 'numbering_series'];

for (const dialect of DIALECTS) {
  describe(`[${dialect}] reference data`, () => {
    let database: RestartableDatabase | undefined;
    let running: BootedApp | undefined;
    let token: string;

    afterEach(async () => {
      await running?.app.close();
      running = undefined;
      await database?.drop();
      database = undefined;
    });

    const boot = async () => {
      await running?.app.close();
      running = await database!.boot();
      const login = await running.call('POST', '/api/v1/auth/token', { username: 'admin', password: TEST_ADMIN_PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      token = login.json().data.token;
      return running;
    };
    const get = async (url: string) => {
      const res = await running!.call('GET', url, undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = async (collection: string, filterExt?: string): Promise<Rec[]> =>
      (await get(`/api/v1/${collection}?status=all&sort=id&page[size]=1000${filterExt ? `&filterExt=${encodeURIComponent(filterExt)}` : ''}`)).data;
    const counts = async () => Object.fromEntries(await Promise.all(COLLECTIONS.map(async (c) => [c, (await get(`/api/v1/${c}?status=all&page[size]=1`)).meta.page.total])));

    /** The standard rate in force on a Singapore calendar date. */
    const standardRateOn = (rates: Rec[], isoDate: string) => {
      const day = singaporeDate(isoDate);
      const inForce = rates.filter((r) => r.effective_from <= day && (r.effective_to === null || day <= r.effective_to));
      expect(inForce, isoDate).toHaveLength(1);
      return inForce[0].rate;
    };

    it('is there after the first start: countries, currencies, GST history, statuses, units, document types, segments, numbering', async () => {
      database = await createRestartableDatabase(dialect);
      const app = await boot();

      const countries = await all('countries');
      expect(countries).toHaveLength(249);
      expect(new Set(countries.map((c) => c.iso2)).size).toBe(249);
      expect(new Set(countries.map((c) => c.iso3)).size).toBe(249);
      expect(countries.find((c) => c.iso2 === 'SG')).toMatchObject({ iso3: 'SGP', name: 'Singapore', dial_code: '+65', status: 'O' });
      expect(countries.find((c) => c.iso2 === 'MY')).toMatchObject({ iso3: 'MYS', name: 'Malaysia', dial_code: '+60' });
      // The forms' defaults name seeded rows: country Singapore, currency SGD.
      const companyFields = app.registry.require('companies').def.fields;
      expect(countries.map((c) => c.name)).toContain(companyFields.find((f) => f.name === 'country')!.default);
      const currencies = await all('currencies');
      expect(currencies.map((c) => c.code)).toContain(companyFields.find((f) => f.name === 'currency_id')!.default);
      expect(currencies.length).toBeGreaterThanOrEqual(150);
      expect(currencies.find((c) => c.code === 'SGD')).toMatchObject({ name: 'Singapore Dollar', symbol: 'S$', decimals: 2 });
      expect(currencies.find((c) => c.code === 'JPY')).toMatchObject({ decimals: 0 });
      expect(currencies.find((c) => c.code === 'KWD')).toMatchObject({ decimals: 3 });
      expect(currencies.map((c) => c.code)).not.toContain('HRK'); // replaced by the euro

      const standard = await all('gst_rates', "code='SR'");
      expect(standardRateOn(standard, '1994-04-01')).toBe(3);
      expect(standardRateOn(standard, '2007-06-30')).toBe(5);
      expect(standardRateOn(standard, '2007-07-01')).toBe(7);
      expect(standardRateOn(standard, '2022-12-31')).toBe(7);
      expect(standardRateOn(standard, '2023-06-01')).toBe(8);
      expect(standardRateOn(standard, '2024-06-01')).toBe(9);
      expect(standardRateOn(standard, '2030-01-01')).toBe(9);
      // Periods follow each other day by day: no gap, no overlap.
      const periods = [...standard].sort((a, b) => a.effective_from - b.effective_from);
      for (let i = 1; i < periods.length; i++) expect(periods[i].effective_from - periods[i - 1].effective_to).toBe(86_400);

      const statuses = await all('statuses');
      expect(statuses.filter((s) => s.module === null).map((s) => [s.code, s.name])).toEqual([
        ['N', 'New'],
        ['O', 'Open'],
        ['R', 'Reopen'],
        ['C', 'Confirmed'],
        ['V', 'Void'],
      ]);
      expect(statuses.filter((s) => s.module === 'joborder').map((s) => s.code)).toEqual(['0', '1', '2', '3', '4', '5']);

      const uom = (await all('uom')).map((u) => u.code);
      for (const code of ['EA', 'PC', 'SET', 'BOX', 'CTN', 'KG', 'G', 'L', 'ML', 'M', 'CM', 'MM', 'M2', 'M3', 'HR', 'DAY', 'LOT', 'TRIP', 'JOB']) expect(uom).toContain(code);
      const pdf = (await all('document_types')).find((d) => d.name === 'PDF');
      expect(pdf).toMatchObject({ file_type: 'application/pdf', extension: '.pdf', icon: 'PictureAsPdf' });
      expect((await all('company_types')).map((t) => t.name)).toEqual(expect.arrayContaining(['Commercial', 'Residential', 'Industrial', 'Government', 'Condominium']));

      // Every numbered field of the registry has its series, with its prefix; the next number uses it.
      const series = await all('numbering_series');
      const numbered = app.registry.defs.flatMap((d) => d.fields.filter((f) => f.numbering).map((f) => f.numbering!));
      expect(numbered.length).toBeGreaterThan(10);
      for (const code of numbered) {
        expect(NUMBERING_PREFIXES[code], `add a prefix for numbering series "${code}" to reference-data/lists.ts`).toBeDefined();
        expect(series.find((s) => s.code === code)).toMatchObject({ prefix: NUMBERING_PREFIXES[code], next_number: 1, padding: 5 });
      }
      const company = (await app.call('POST', '/api/v1/companies', { company_id: 'ACME', company_name: 'Acme', email: 'a@x.test' }, token)).json().data;
      const quotation = await app.call('POST', '/api/v1/quotations', { company_id: company.id, quotation_date: singaporeDate('2024-06-01') }, token);
      expect(quotation.statusCode, quotation.body).toBe(201);
      expect(quotation.json().data.quotation_no).toBeNull(); // numbered when confirmed
      expect((await app.call('PATCH', '/api/v1/quotations/status', { ids: [quotation.json().data.id], status: 'C' }, token)).statusCode).toBe(200);
      expect((await app.call('GET', `/api/v1/quotations/${quotation.json().data.id}`, undefined, token)).json().data.quotation_no).toBe('QUO-00001');

      // System columns as on any row; not anyone's edit, so not in the audit log.
      const sg = pick(countries, (c) => c.iso2 === 'SG');
      expect(sg.created_at).toBeGreaterThan(1_700_000_000);
      expect(sg.updated_at).toBe(sg.created_at);
      expect(sg.created_by).toBeNull();
      expect((await get(`/api/v1/audit-log?page[size]=1&filterExt=${encodeURIComponent("model='countries'")}`)).meta.page.total).toBe(0);
    });

    it('adds nothing twice on a restart, and keeps what a user edited or deleted', async () => {
      database = await createRestartableDatabase(dialect);
      let app = await boot();
      const first = await counts();
      app = await boot();
      expect(await counts()).toEqual(first);

      const sgd = (await all('currencies', "code='SGD'"))[0];
      const edited = await app.call('PATCH', `/api/v1/currencies/${sgd.id}`, { name: 'Sing dollar', updated_at: sgd.updated_at }, token);
      expect(edited.statusCode, edited.body).toBe(200);
      const trip = pick(await all('uom'), (u) => u.code === 'TRIP');
      expect((await app.call('DELETE', `/api/v1/uom/${trip.id}`, undefined, token)).statusCode).toBe(200);
      const ea = pick(await all('uom'), (u) => u.code === 'EA');
      expect((await app.call('PATCH', `/api/v1/uom/${ea.id}`, { code: 'EACH', updated_at: ea.updated_at }, token)).statusCode).toBe(200);

      app = await boot();
      expect((await all('currencies', "code='SGD'"))[0]).toEqual(edited.json().data);
      const uom = (await all('uom')).map((u) => u.code);
      expect(uom).not.toContain('TRIP');
      expect(uom).not.toContain('EA'); // renamed to EACH, not shipped again
      expect(await counts()).toEqual({ ...first, uom: first.uom - 1 });
    });

    it('ships rows a later version adds, and leaves a row entered by hand as it is', async () => {
      database = await createRestartableDatabase(dialect);
      const app = await boot();
      const { db } = app.database;
      // As if JOB were new in this version: neither shipped nor present.
      const job = pick(await all('uom'), (u) => u.code === 'JOB');
      await db.deleteFrom('uom').where('id', '=', job.id).execute();
      await db.deleteFrom(REFERENCE_DATA_TABLE.name).where('resource', '=', 'uom').where('natural_key', '=', JSON.stringify(['JOB'])).execute();
      // As if someone had entered KG by hand before it was shipped.
      await db.deleteFrom(REFERENCE_DATA_TABLE.name).where('resource', '=', 'uom').where('natural_key', '=', JSON.stringify(['KG'])).execute();
      const kg = pick(await all('uom'), (u) => u.code === 'KG');
      await db.updateTable('uom').set({ name: 'Kilo (ours)' }).where('id', '=', kg.id).execute();

      expect(await seedReferenceData(app.database, app.registry)).toEqual({ inserted: { uom: 1 } });
      const after = await all('uom');
      expect(after.filter((u) => u.code === 'JOB')).toHaveLength(1);
      expect(after.filter((u) => u.code === 'KG').map((u) => u.name)).toEqual(['Kilo (ours)']);
      expect(await seedReferenceData(app.database, app.registry)).toEqual({ inserted: {} });
    });
  });
}
