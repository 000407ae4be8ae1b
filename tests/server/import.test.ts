/**
 * Imports from a spreadsheet (issue 36; api-contract.md "Import"), on both databases: templates,
 * header matching in any language, values as people write them, references by what people call
 * the record, insert/update/upsert, dry runs that answer exactly what the real run does, stop and
 * skip, the role rules, the imports table with its error file and undo, the audit log's import id,
 * and the bad uploads answered with a sentence. The file reader's own cases: import-read.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { readSpreadsheet } from '../../src/server/import/read';
import { buildXlsx } from '../../src/app/crud/list/export/xlsx';

const csv = (text: string) => ({ name: 'list.csv', base64: Buffer.from(text, 'utf8').toString('base64') });
const xlsx = (rows: unknown[][], name = 'list.xlsx') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return { name, base64: Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer).toString('base64') };
};

for (const dialect of DIALECTS) {
  describe(`[${dialect}] imports from a spreadsheet`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    let signIn: ReturnType<typeof workingCalls>['signIn'];
    const post = (collection: string, body: unknown, query = '', token?: string) => server.call('POST', `/api/v1/${collection}/import${query}`, body, token);
    const imported = async (collection: string, body: unknown, query = '', token?: string) => {
      const res = await post(collection, body, query, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    /** The records of `collection` whose `field` is `value` (every status). */
    const find = (collection: string, field: string, value: string) => ok('GET', `${collection}?status=all&filterExt=${encodeURIComponent(`${field}='${value}'`)}`);
    const auditOf = (model: string) => server.database.db.selectFrom('audit_logs').select(['header_id', 'action', 'log']).where('model', '=', model).execute();

    beforeAll(async () => {
      server = await startTestServer(dialect);
      ({ ok, signIn } = workingCalls(server));
      await ok('POST', 'categories', { code: 'PUMPS', name: 'Pumps' }, undefined, 201);
      await ok('POST', 'companies', { company_id: 'SUP-1', company_name: 'Acme Supplies', co_type: 'Supplier', email: 'a@acme.test' }, undefined, 201);
    }, 120_000);
    afterAll(async () => server?.close());

    it('gives a template with the importable fields in the reader\'s language and one example row; the XLSX explains each column', async () => {
      const en = await server.call('GET', '/api/v1/products/import/template?format=csv');
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toMatch(/^text\/csv/);
      const t = readSpreadsheet(en.rawPayload, { name: 't.csv', limit: 1e7 });
      expect(t.headers.slice(0, 3)).toEqual(['Name', 'SKU', 'Description']);
      expect(t.headers).not.toContain('Thumbnail'); // a file is not imported from a cell
      expect(t.rows).toHaveLength(1);
      const de = await server.app.inject({ method: 'GET', url: '/api/v1/companies/import/template?format=xlsx', headers: { authorization: `Bearer ${server.token}`, 'accept-language': 'de-DE,de;q=0.9' } });
      expect(de.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const first = readSpreadsheet(de.rawPayload, { name: 't.xlsx', limit: 1e7 });
      expect(first.headers.slice(0, 3)).toEqual(['Unternehmens-ID', 'Firmenname', 'Unternehmensart']);
      expect(first.rows[0][2]).toBe('Kunde'); // the default choice, as the reader calls it
      const columns = readSpreadsheet(de.rawPayload, { name: 't.xlsx', limit: 1e7, sheet: 'Columns' });
      expect(columns.headers).toEqual(['Column', 'Field', 'Required', 'What to write', 'Allowed values', 'Notes']);
      expect(columns.rows.find((r) => r[1] === 'co_type')?.[4]).toBe('Kunde, Lieferant');
      expect(columns.rows.find((r) => r[1] === 'company_id')?.[5]).toMatch(/Finds the row to change with mode=update or upsert/);
      expect(columns.rows.find((r) => r[1] === 'country')?.[3]).toBe('A country, by its ISO 3166 alpha-2 or Name');
    });

    it('imports products through the form\'s write path: opening stock into the default warehouse, references by code, name or Company ID, amounts as people write them', async () => {
      const report = await imported(
        'products',
        csv('Name;SKU;Price;Category;Supplier;Stock quantity;Type;Colour\nPump A;P-1;"$1,200.50";pumps;SUP-1;5;Spare part;red\nPump B;P-2;12;Pumps;acme supplies;0;goods;blue\n'),
      );
      expect(report).toMatchObject({ state: 'done', rows: 2, rows_done: 2, created: 2, updated: 0, unchanged: 0, skipped: 0, errors: [], unknown_columns: [{ column: 'H', header: 'Colour' }] });
      const [a] = await find('products', 'sku', 'P-1');
      expect(a).toMatchObject({ name: 'Pump A', price: 1200.5, type: 'Spare part', stock_quantity: 5 });
      const supplier = (await find('companies', 'company_id', 'SUP-1'))[0];
      const category = (await ok('GET', 'categories'))[0];
      expect(a.supplier_id).toBe(supplier.id);
      expect(a.category_id).toBe(category.id);
      // The behaviour ran: an opening stock movement, in the audit log with the import's id, like the products.
      const movements = await auditOf('stock_movements');
      expect(movements.length).toBeGreaterThan(0);
      expect(movements.every((m) => JSON.parse(String(m.log)).import_id === report.import_id)).toBe(true);
      const products = (await auditOf('products')).filter((m) => JSON.parse(String(m.log)).import_id === report.import_id);
      expect(products.filter((m) => m.action === 'create')).toHaveLength(2);
    });

    it('reads an XLSX as Excel writes it: dates as serials and dd/mm/yyyy, yes/no, choices by label, references by name or code, a formula as text', async () => {
      await ok('POST', 'competencies', { code: 'ELEC', name: 'Electrical' }, undefined, 201);
      await ok('POST', 'competencies', { code: 'PLMB', name: 'Plumbing' }, undefined, 201);
      const report = await imported(
        'employees',
        xlsx([
          ['Employee ID', 'first name', 'DISPLAYNAME', 'Date joined', 'Date left', 'Hourly cost', 'Field staff', 'Competencies', 'Last name'],
          ['E-1', 'Ana', 'Ana L', 45292, '31/12/2025', 'S$ 1,234.50', 'yes', 'ELEC; plumbing', '=HYPERLINK("http://evil","x")'],
        ]),
      );
      expect(report).toMatchObject({ created: 1, errors: [] });
      const [e] = await find('employees', 'code', 'E-1');
      // 45292 is 2024-01-01; dates are Singapore days.
      expect(e.date_joined).toBe(Date.UTC(2024, 0, 1) / 1000 - 8 * 3600);
      expect(e.date_left).toBe(Date.UTC(2025, 11, 31) / 1000 - 8 * 3600);
      expect(e).toMatchObject({ hourly_cost: 1234.5, field_staff: true, last_name: '=HYPERLINK("http://evil","x")' });
      expect(e.competencies).toHaveLength(2);
    });

    it('reports each bad cell at its row and column with a sentence, and on_error=stop writes nothing', async () => {
      const body = csv('SKU,Name,Price,Type,Category\nS-1,Good one,1,Goods,PUMPS\nS-2,,abc,Gadget,NOPE\nS-3,Third,2,Goods,\n');
      const report = await imported('products', body, '?on_error=stop');
      expect(report).toMatchObject({ state: 'failed', rows: 3, created: 0, updated: 0, skipped: 3 });
      expect(report.errors).toEqual([
        { row: 3, column: 'C', field: 'price', title: 'Price must be a number, not "abc"' },
        { row: 3, column: 'D', field: 'type', title: 'Type must be one of Goods, Service, Spare part, not "Gadget"' },
        { row: 3, column: 'E', field: 'category_id', title: 'Category: there is no category "NOPE" (looked for by Code, Name)' },
      ]);
      expect(await find('products', 'sku', 'S-1')).toEqual([]);
      // Fixed cells, then the form's own checks: a required name.
      const second = await imported('products', csv('SKU,Name,Price\nS-1,Good one,1\nS-2,,3\n'), '?on_error=stop');
      expect(second.errors).toEqual([{ row: 3, column: 'B', field: 'name', title: 'Name is required' }]);
    });

    it('a dry run writes nothing and answers exactly what the real run answers; on_error=skip writes the valid rows', async () => {
      const body = csv('SKU,Name,Price\nD-1,One,1\nD-2,,2\nD-3,Three,3\nD-1,Duplicate,4\n');
      const before = (await server.database.db.selectFrom('products').select('id').execute()).length;
      const dry = await imported('products', body, '?dry_run=true&on_error=skip');
      expect((await server.database.db.selectFrom('products').select('id').execute()).length).toBe(before);
      const real = await imported('products', body, '?on_error=skip');
      const { import_id: _a, state: s1, ...dryRest } = dry;
      const { import_id: _b, state: s2, ...realRest } = real;
      expect([s1, s2]).toEqual(['dry_run', 'done']);
      expect(dryRest).toEqual(realRest);
      expect(real).toMatchObject({ created: 2, skipped: 2 });
      expect(real.errors).toEqual([
        { row: 3, column: 'B', field: 'name', title: 'Name is required' },
        { row: 5, column: 'A', field: 'sku', title: 'SKU "D-1" is already used' },
      ]);
      expect((await server.database.db.selectFrom('products').select('id').execute()).length).toBe(before + 2);
    });

    it('on_error=skip commits in chunks of 500 rows: a bad row in a later chunk leaves the others written, and undo takes every chunk back', async () => {
      const lines = ['Code,Name'];
      for (let i = 0; i < 1200; i++) lines.push(i === 777 ? `CH${i},` : `CH${i},Chunk unit ${i}`);
      const report = await imported('uom', csv(`${lines.join('\n')}\n`), '?on_error=skip');
      expect(report).toMatchObject({ state: 'done', rows: 1200, created: 1199, skipped: 1, errors: [{ row: 779, column: 'B', field: 'name', title: 'Name is required' }] });
      const count = async () => (await server.database.db.selectFrom('uom').select('id').where('code', 'like', 'CH%').execute()).length;
      expect(await count()).toBe(1199);
      expect(await ok('POST', `imports/${report.import_id}/undo`)).toEqual({ removed: 1199, restored: 0, left: [] });
      expect(await count()).toBe(0);
    });

    it('upsert finds rows by the import key and changes only the columns given; update refuses a key it cannot find', async () => {
      const report = await imported('products', csv('SKU,Price\nP-2,99\nNEW-1,5\n'), '?mode=upsert&on_error=skip');
      expect(report.errors).toEqual([{ row: 3, column: null, field: 'name', title: 'Name is required' }]);
      expect(report).toMatchObject({ created: 0, updated: 1 });
      const [b] = await find('products', 'sku', 'P-2');
      expect(b).toMatchObject({ name: 'Pump B', price: 99, type: 'Goods' });
      const again = await imported('products', csv('SKU,Price\nP-2,99.00\n'), '?mode=upsert');
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
      const missing = await imported('products', csv('SKU,Price\nNOPE-9,1\n'), '?mode=update');
      expect(missing.errors).toEqual([{ row: 2, column: 'A', field: 'sku', title: 'There is no product with SKU "NOPE-9" to update' }]);
      const noKey = await post('products', csv('Name,Price\nX,1\n'), '?mode=upsert');
      expect(noKey.statusCode).toBe(422);
      expect(noKey.json().errors[0].title).toBe('mode=upsert finds products by SKU: the file needs a "SKU" column');
    });

    it('matches headers by label in any language and by a mapping, and reports columns that match nothing', async () => {
      const report = await imported('companies', csv('Unternehmens-ID,raison SOCIALE,E-Mail,País,Klant,Whatever\nC-1,Café Lumière,c1@x.test,Singapore,x,y\n'), `?mapping=${encodeURIComponent(JSON.stringify({ Klant: null, Whatever: 'attn' }))}`);
      expect(report.errors).toEqual([]);
      expect(report).toMatchObject({ created: 1, unknown_columns: [] });
      const [c] = await find('companies', 'company_id', 'C-1');
      expect(c).toMatchObject({ company_name: 'Café Lumière', country: 'Singapore', attn: 'y' });
      // A company's sites, their company by its Company ID or its name.
      const sites = await imported('company_locations', csv('Company,Site ID,Site name\nC-1,S1,Main\ncafé lumière,S2,Store\n'));
      expect(sites).toMatchObject({ created: 2, errors: [] });
      const bad = await post('companies', csv('Company ID,Company ID \nA,B\n'));
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].title).toBe('The column header "Company ID" appears twice, in columns A and B; rename or remove one of them');
      const none = await post('companies', csv('Foo,Bar\n1,2\n'));
      expect(none.json().errors[0].title).toMatch(/^No column of the file matches a field of companies/);
    });

    it('obeys the role rules: 403 as a sentence, and a reference to what the importer may not read is not found, never revealed', async () => {
      const { token: coordinator } = await signIn(`cora-${dialect}`, 'coordinator');
      const refused = await post('products', csv('Name\nX\n'), '', coordinator);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].title).toBe('You may not create products, so you may not import them');
      await ok('POST', 'roles', { name: `clerk-${dialect}`, ability: [{ action: 'manage', subject: 'products' }, { action: 'read', subject: 'categories' }] }, undefined, 201);
      const { token: clerk } = await signIn(`clerk-${dialect}`, `clerk-${dialect}`);
      const report = await imported('products', csv('Name,SKU,Supplier\nClerk item,K-1,SUP-1\n'), '', clerk);
      expect(report.errors).toEqual([{ row: 2, column: 'C', field: 'supplier_id', title: 'Supplier: there is no company "SUP-1" (looked for by Company ID, Company name)' }]);
      const template = await server.call('GET', '/api/v1/companies/import/template', undefined, clerk);
      expect(template.statusCode).toBe(403);
      // Another user's import is not theirs to see.
      expect((await server.call('GET', `/api/v1/imports/${report.import_id}`, undefined, coordinator)).statusCode).toBe(404);
      // One's own import is undone with the rights that made it: a coordinator adds customers but may not delete them.
      const mine = await imported('companies', csv('Company ID,Company name,Email\nCORA-1,Cora Aircon,office@cora.sg\n'), '', coordinator);
      expect(mine).toMatchObject({ created: 1, errors: [] });
      const added = await server.database.db.selectFrom('companies').select('id').where('company_id', '=', 'CORA-1').executeTakeFirstOrThrow();
      expect((await server.call('DELETE', `/api/v1/companies/${added.id}`, undefined, coordinator)).statusCode).toBe(403);
      expect(await ok('POST', `imports/${mine.import_id}/undo`, undefined, coordinator)).toEqual({ removed: 1, restored: 0, left: [] });
      // The clerk's import is the clerk's: the coordinator cannot undo it (not found, never revealed).
      expect((await server.call('POST', `/api/v1/imports/${report.import_id}/undo`, undefined, coordinator)).statusCode).toBe(404);
      // An id past what the id column holds is no import (PostgreSQL answered it with a 500).
      for (const [method, path] of [['GET', '2147483648'], ['GET', '2147483648/errors'], ['POST', '2147483648/undo']] as const) {
        expect((await server.call(method, `/api/v1/imports/${path}`)).statusCode, `${method} ${path}`).toBe(404);
      }
    });

    it('keeps each import: its counts, its failed rows as a file with an Error column, and its undo', async () => {
      const first = await imported('products', csv('SKU,Name,Price\nU-1,Undo one,1\nU-2,Undo two,2\n'));
      const changed = await imported('products', csv('SKU,Name,Price\nU-1,Undo one,10\nU-2,Undo two,20\nU-3,Undo three,3\nU-4,,4\n'), '?mode=upsert&on_error=skip');
      expect(changed).toMatchObject({ created: 1, updated: 2, skipped: 1 });
      expect(await ok('GET', `imports/${changed.import_id}`)).toMatchObject({ id: changed.import_id, collection: 'products', state: 'done', rows: 4, rows_done: 4, created: 1, updated: 2, skipped: 1 });
      const file = await server.call('GET', `/api/v1/imports/${changed.import_id}/errors?format=csv`);
      expect(file.statusCode).toBe(200);
      const failed = readSpreadsheet(file.rawPayload, { name: 'e.csv', limit: 1e7 });
      expect(failed.headers).toEqual(['SKU', 'Name', 'Price', 'Error']);
      expect(failed.rows).toEqual([['U-4', '', '4', 'B: Name is required']]);
      const asXlsx = await server.call('GET', `/api/v1/imports/${changed.import_id}/errors?format=xlsx`);
      expect(readSpreadsheet(asXlsx.rawPayload, { name: 'e.xlsx', limit: 1e7 }).rows[0]).toEqual(['U-4', '', '4', 'B: Name is required']);
      // U-2 is changed by hand after the import: undo leaves it and says so.
      const [u2] = await find('products', 'sku', 'U-2');
      await ok('PATCH', `products/${u2.id}`, { price: 21 });
      const undo = await ok('POST', `imports/${changed.import_id}/undo`);
      expect(undo).toEqual({ removed: 1, restored: 1, left: [{ row: 3, id: u2.id, title: 'Row 3: product "Undo two" was changed after the import, so it is left as it is' }] });
      const now = [...(await find('products', 'sku', 'U-1')), ...(await find('products', 'sku', 'U-2')), ...(await find('products', 'sku', 'U-3'))];
      expect(now.map((p: { sku: string; price: number }) => [p.sku, p.price])).toEqual([
        ['U-1', 1],
        ['U-2', 21],
      ]);
      const twice = await server.call('POST', `/api/v1/imports/${changed.import_id}/undo`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors[0].title).toBe(`Import ${changed.import_id} was undone already`);
      expect((await server.call('POST', `/api/v1/imports/${first.import_id + 1000}/undo`)).statusCode).toBe(404);
    });

    it('export, then import with upsert changes nothing; exported text that starts like a formula is prefixed', async () => {
      await ok('POST', 'products', { name: '=cmd|calc', sku: 'X-1', price: 3, brand: '-minus', model: '@at' }, undefined, 201);
      const rows = await ok('GET', 'products?page[size]=100&status=all');
      // As the app's export writes it: labels as headers, money as numbers.
      const bytes = buildXlsx(XLSX, {
        title: 'Products',
        subtitle: '',
        headers: ['SKU', 'Name', 'Price', 'Brand', 'Model'],
        kinds: ['text', 'text', 'money', 'text', 'text'],
        rows: rows.map((p: Record<string, unknown>) => [p.sku, p.name, p.price, p.brand, p.model] as Array<string | number | null>),
        dateLocale: 'en-GB',
      });
      const sheet = readSpreadsheet(new Uint8Array(bytes), { name: 'p.xlsx', limit: 1e7 });
      const x = sheet.rows.find((r) => r[0] === 'X-1')!;
      expect(x.slice(1)).toEqual(["'=cmd|calc", 3, "'-minus", "'@at"]);
      const report = await imported('products', { name: 'productslist.xlsx', base64: Buffer.from(bytes).toString('base64') }, '?mode=upsert&on_error=skip');
      expect(report).toMatchObject({ created: 0, updated: 0, errors: [] });
      expect(report.unchanged).toBe(rows.filter((p: { sku: string | null }) => p.sku).length);
    });

    it('takes a multipart upload, and refuses bad uploads with a sentence', async () => {
      const boundary = '----import-test';
      const multipart = (file: string, fields: Record<string, string> = {}) =>
        Buffer.from(
          [...Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`), `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`].join(''),
        );
      const send = (payload: Buffer) => server.app.inject({ method: 'POST', url: '/api/v1/uom/import', headers: { authorization: `Bearer ${server.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      const res = await send(multipart('Code,Name\nMP1,Multipart unit\n', { dry_run: 'true' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ state: 'dry_run', created: 1 });
      const noFile = await server.app.inject({ method: 'POST', url: '/api/v1/uom/import', headers: { authorization: `Bearer ${server.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--${boundary}--\r\n`) });
      expect(noFile.json().errors[0].title).toBe('Send the spreadsheet as a multipart part named "file"');
      const cases: Array<[unknown, string, number, string | RegExp]> = [
        [{ name: 'a.csv', base64: '' }, '', 422, 'The file is empty: it has no header row and no rows to import'],
        [csv('Code,Name\n'), '', 422, 'The file has a header row but no rows to import'],
        [{ name: 'a.png', base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]).toString('base64') }, '', 422, '"a.png" is not a spreadsheet; upload a CSV or an XLSX file'],
        [csv('Code,Name\nA,B\n'), '?mode=merge', 400, 'mode must be one of insert, update, upsert'],
        [csv('Code,Name\nA,B\n'), '?on_error=ignore', 400, 'on_error must be stop or skip'],
        [csv('Code,Name\nA,B\n'), '?mapping=nope', 400, 'mapping must be a JSON object {"<column header>": "<field>"}'],
        [{ name: 'a.csv' }, '', 400, 'base64 must be the file in base64'],
        [[1, 2], '', 400, /^Send the spreadsheet as multipart\/form-data/],
      ];
      for (const [body, query, status, title] of cases) {
        const r = await post('uom', body, query);
        expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(r.json().errors[0].title).toEqual(title instanceof RegExp ? expect.stringMatching(title) : title);
      }
      const users = await post('users', csv('Username\nx\n'));
      expect(users.statusCode).toBe(409);
      expect(users.json().errors[0].title).toBe('Users cannot be imported from a spreadsheet');
      const lines = await post('quotation_lines', csv('Qty\n1\n'));
      expect(lines.json().errors[0].title).toBe('Quotation lines are written with their quotation, not imported on their own');
    });
  });
}

describe('an upload over IMPORT_LIMIT', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { importLimit: 64 * 1024 });
  }, 60_000);
  afterAll(async () => server?.close());

  it('is refused with a sentence naming the limit and its setting, before and after the body is read', async () => {
    // 2.3 MB of body: refused by its length, before it is read (the body may be at most 4/3 of the limit and 1 MB).
    const res = await server.call('POST', '/api/v1/uom/import', csv(`Code,Name\n${'AAA,BBB\n'.repeat(220_000)}`));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].title).toBe('The upload is larger than an import may be: at most 64 KB of spreadsheet (the IMPORT_LIMIT setting)');
    // 160 KB of file in a body the route reads: refused by the file's size.
    const r2 = await server.call('POST', '/api/v1/uom/import', csv(`Code,Name\n${'A,B\n'.repeat(40_000)}`));
    expect(r2.statusCode).toBe(413);
    expect(r2.json().errors[0].title).toBe('The file is 157 KB; an import may be at most 64 KB (the IMPORT_LIMIT setting)');
  });
});
