/**
 * The issue's bad input and the files offices send, through POST /{collection}/import on both
 * databases (issue 36; import-read.test.ts reads the same files without a server): a file that is
 * not a spreadsheet, 10,000 columns, a cell of 1 MB, a zip bomb named .xlsx, formulas kept as
 * text, Windows-1252, `;` and tab separators and a BOM, a 10 MB file over IMPORT_LIMIT (a file
 * above BODY_LIMIT but within IMPORT_LIMIT is read: imports have their own limit), and the import's
 * own columns (Document key, Amount outstanding, Qty on hand, Unit cost, "Line …") in the reader's
 * language, matched back from a file in that language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { readSpreadsheet } from '../../src/server/import/read';
import { buildXlsx } from '../../src/app/crud/list/export/xlsx';

const MB = 1024 * 1024;
const file = (name: string, bytes: Uint8Array | Buffer) => ({ name, base64: Buffer.from(bytes).toString('base64') });
const csv = (text: string, name = 'list.csv') => file(name, Buffer.from(text, 'utf8'));
const xlsx = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return file('list.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer);
};

for (const dialect of DIALECTS) {
  describe(`[${dialect}] what offices upload, good and bad, through the import route`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    const post = (collection: string, body: unknown, query = '') => server.call('POST', `/api/v1/${collection}/import${query}`, body);
    /** The refusal of an upload: its status and first sentence. */
    const refused = async (collection: string, body: unknown) => {
      const res = await post(collection, body);
      return { status: res.statusCode, title: res.json().errors?.[0]?.title as string };
    };
    const company = async (id: string) => (await ok('GET', `companies?status=all&filterExt=${encodeURIComponent(`company_id='${id}'`)}`))[0];

    beforeAll(async () => {
      server = await startTestServer(dialect, { importLimit: 8 * MB });
      ({ ok } = workingCalls(server));
    }, 120_000);
    afterAll(async () => server?.close());

    it('refuses a file that is not a spreadsheet, an empty one, a header-only one and duplicate headers, each in a sentence', async () => {
      expect(await refused('uom', file('scan.pdf', strToU8('%PDF-1.7\n')))).toEqual({ status: 422, title: 'The file is a PDF, not a spreadsheet; upload a CSV or an XLSX file' });
      expect(await refused('uom', file('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])))).toEqual({ status: 422, title: '"photo.png" is not a spreadsheet; upload a CSV or an XLSX file' });
      expect(await refused('uom', csv('Code\nA\n', 'notes.xlsx'))).toEqual({ status: 422, title: expect.stringMatching(/^"notes.xlsx" is not a valid XLSX workbook/) });
      expect(await refused('uom', file('old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))).toEqual({ status: 422, title: expect.stringMatching(/Excel 97-2003 workbook/) });
      expect(await refused('uom', file('empty.csv', new Uint8Array(0)))).toEqual({ status: 422, title: 'The file is empty: it has no header row and no rows to import' });
      expect(await refused('uom', xlsx([['Code', 'Name']]))).toEqual({ status: 422, title: 'The file has a header row but no rows to import' });
      expect(await refused('uom', xlsx([['Code', 'Name', 'code'], ['A', 'B', 'C']]))).toEqual({ status: 422, title: 'The column header "code" appears twice, in columns A and C; rename or remove one of them' });
    });

    it('refuses 10,000 columns, a cell of 1 MB and a zip bomb named .xlsx, in sentences, without writing', async () => {
      const wide = Array.from({ length: 10_000 }, (_, i) => `c${i}`);
      expect(await refused('uom', csv(`${wide.join(',')}\n${wide.join(',')}\n`))).toEqual({ status: 422, title: 'The sheet has 10,000 columns; a sheet may have at most 1,000' });
      expect(await refused('uom', xlsx([wide, wide]))).toEqual({ status: 422, title: 'The sheet has a cell at row 1, column ALM: a sheet may have at most 1,000 columns' });
      expect(await refused('uom', csv(`Code,Name\nBIG,${'x'.repeat(MB)}\n`))).toEqual({ status: 422, title: 'The cell at row 2, column B holds 1,048,576 characters; a cell may hold at most 32,767' });
      // 1 GB of zeros would unpack from a few KB; 30 MB is enough to pass the bound (20 times an 8 MB limit is 160 MB, so the bound is read from the directory).
      const bomb = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/worksheets/sheet1.xml': new Uint8Array(200 * MB) }, { level: 9 });
      expect(bomb.length).toBeLessThan(MB);
      const res = await refused('uom', file('customers.xlsx', bomb));
      expect(res.status).toBe(422);
      expect(res.title).toMatch(/^The XLSX file unpacks to 200 MB, more than the 160 MB an import may unpack; it is refused as a possible zip bomb/);
      expect(await ok('GET', `uom?filterExt=${encodeURIComponent("code='BIG'")}`)).toEqual([]);
    });

    it('keeps a formula as text, never evaluated (=HYPERLINK, +, -, @), and an export prefixes such cells so a round trip cannot inject one', async () => {
      const report = await ok('POST', 'companies/import', xlsx([
        ['Company ID', 'Company name', 'Email', 'Attn', 'Fax'],
        ['F-1', '=HYPERLINK("http://evil.test","Click")', 'f1@x.test', '@SUM(1,2)', '+65 6123 4567'],
      ]));
      expect(report).toMatchObject({ created: 1, errors: [] });
      expect(await company('F-1')).toMatchObject({ company_name: '=HYPERLINK("http://evil.test","Click")', attn: '@SUM(1,2)', fax: '+65 6123 4567' });
      const bytes = buildXlsx(XLSX, { title: 'Customers', subtitle: '', headers: ['Company ID', 'Company name', 'Attn', 'Fax', 'Note'], kinds: ['text', 'text', 'text', 'text', 'text'], rows: [['F-1', '=HYPERLINK("http://evil.test","Click")', '@SUM(1,2)', '+1+1', '-2-2']], dateLocale: 'en-GB' });
      const exported = XLSX.read(bytes, { type: 'array', cellFormula: true });
      const sheet = exported.Sheets[exported.SheetNames[0]];
      const cells = Object.keys(sheet).filter((k) => !k.startsWith('!'));
      expect(cells.some((k) => sheet[k].f)).toBe(false); // no formula written
      const row = readSpreadsheet(new Uint8Array(bytes), { name: 'e.xlsx', limit: 1e7 }).rows.find((r) => r[0] === 'F-1')!;
      expect(row.slice(1)).toEqual(['\'=HYPERLINK("http://evil.test","Click")', "'@SUM(1,2)", "'+1+1", "'-2-2"]);
    });

    it('reads CSV as offices save it: Windows-1252, `;` and tab separators, a BOM; Excel serial dates, dd/mm/yyyy, money with commas and $', async () => {
      // "Café Müller" in Windows-1252 (é 0xE9, ü 0xFC), `;` separated, as Excel saves "CSV" on a European Windows.
      const cp1252 = Buffer.concat([Buffer.from('Company ID;Company name;Email\r\nW-1;Caf'), Buffer.from([0xe9]), Buffer.from(' M'), Buffer.from([0xfc]), Buffer.from('ller;w1@x.test\r\n')]);
      expect(await ok('POST', 'companies/import', file('w.csv', cp1252))).toMatchObject({ created: 1, errors: [] });
      expect((await company('W-1')).company_name).toBe('Café Müller');
      const tabbed = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Company ID\tCompany name\tEmail\nT-1\tTab, Comma & Co\tt1@x.test\n', 'utf8')]);
      expect(await ok('POST', 'companies/import', file('t.txt', tabbed))).toMatchObject({ created: 1, errors: [], unknown_columns: [] });
      expect((await company('T-1')).company_name).toBe('Tab, Comma & Co'); // the BOM is not part of "Company ID"
      const report = await ok('POST', 'employees/import', xlsx([
        ['Employee ID', 'First name', 'Display name', 'Date joined', 'Date left', 'Hourly cost'],
        ['D-1', 'Siti', 'Siti A', 45658, '28/02/2026', '$1,234.56'],
      ]));
      expect(report).toMatchObject({ created: 1, errors: [] });
      const [e] = await ok('GET', `employees?status=all&filterExt=${encodeURIComponent("code='D-1'")}`);
      expect(e.date_joined).toBe(Date.UTC(2025, 0, 1) / 1000 - 8 * 3600); // serial 45658 is 1 January 2025, a Singapore day
      expect(e.date_left).toBe(Date.UTC(2026, 1, 28) / 1000 - 8 * 3600);
      expect(e.hourly_cost).toBe(1234.56);
    });

    it('refuses a 10 MB file over IMPORT_LIMIT naming the limit and its setting; a file above BODY_LIMIT but within it is read', async () => {
      const row = `AAAA,${'b'.repeat(90)}\n`;
      const ten = csv(`Code,Name\n${row.repeat(Math.ceil((10 * MB) / row.length))}`);
      expect(await refused('uom', ten)).toEqual({ status: 413, title: 'The upload is larger than an import may be: at most 8 MB of spreadsheet (the IMPORT_LIMIT setting)' });
      // 6 MB of file (8 MB of base64 body), more than BODY_LIMIT's 5 MB: imports have their own limit.
      const six = csv(`Code,Name\n${row.repeat(Math.ceil((6 * MB) / row.length))}`);
      expect(Buffer.from(six.base64).length).toBeGreaterThan(server.settings.bodyLimit);
      const res = await post('uom', six, '?dry_run=true');
      expect(res.statusCode, res.body.slice(0, 300)).not.toBe(413);
    }, 120_000);

    it("names an import's own columns in the reader's language, and matches them back from a file in that language", async () => {
      const headers = async (path: string, language: string) => {
        const res = await server.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { authorization: `Bearer ${server.token}`, 'accept-language': language } });
        expect(res.statusCode).toBe(200);
        return readSpreadsheet(res.rawPayload, { name: 't.csv', limit: 1e7 }).headers;
      };
      expect(await headers('sales_invoices/import/template?format=csv&kind=opening_balances', 'en')).toContain('Amount outstanding');
      expect(await headers('sales_invoices/import/template?format=csv&kind=opening_balances', 'de')).toContain('Offener Betrag');
      expect(await headers('sales_invoices/import/template?format=csv&kind=opening_balances', 'fr')).toContain('Montant restant dû');
      expect(await headers('sales_invoices/import/template?format=csv&kind=opening_balances', 'pt')).toContain('Valor em dívida');
      const stock = await headers('stock_movements/import/template?format=csv&kind=opening_stock', 'fr');
      expect(stock).toEqual(expect.arrayContaining(['Quantité en stock', 'Coût unitaire']));
      expect(stock).not.toContain('Qty on hand');
      // A line column called "Line …" in English (the document has a field so called) is "Position …" in German; no language repeats a header.
      let clashes = 0;
      for (const list of ['quotations', 'sales_invoices', 'purchase_orders', 'supplier_bills', 'delivery_orders', 'stock_movements', 'credit_notes']) {
        const [en, de, fr, pt] = await Promise.all(['en', 'de', 'fr', 'pt'].map((language) => headers(`${list}/import/template?format=csv`, language)));
        expect([en[0], de[0], fr[0], pt[0]]).toEqual(['Document key', 'Belegschlüssel', 'Clé de document', 'Chave do documento']);
        en.forEach((h, i) => {
          if (!h.startsWith('Line ')) return;
          clashes++;
          expect(de[i]).toMatch(/^Position \S/);
        });
        for (const [language, all] of Object.entries({ de, fr, pt })) {
          const squashed = all.map((h) => h.toLowerCase().replace(/\s+/g, ''));
          expect(squashed.filter((h, i) => squashed.indexOf(h) !== i), `${list} in ${language}`).toEqual([]);
        }
      }
      expect(clashes).toBeGreaterThan(0);
      // The German template (its example row) is matched back: every column known.
      const template = await server.app.inject({ method: 'GET', url: '/api/v1/stock_movements/import/template?format=csv&kind=opening_stock', headers: { authorization: `Bearer ${server.token}`, 'accept-language': 'de' } });
      const back = await post('stock_movements', file('bestand.csv', template.rawPayload), '?kind=opening_stock&dry_run=true');
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().data.unknown_columns).toEqual([]);
    }, 180_000);
  });
}
