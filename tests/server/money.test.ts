/**
 * The accountant's week (issue 25, items 1 to 4), on both databases: confirmed documents stay
 * findable (the worklist and every status); payments allocated to confirmed invoices keep their
 * amount paid, balance and payment status to the cent; credit notes; receivables by age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

type Doc = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] money in and out`, () => {
    let server: TestServer;
    let companyId: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      companyId = (await server.call('POST', '/api/v1/companies', { company_id: 'M1', company_name: 'Money Pte Ltd', email: 'ap@money.sg' })).json().data.id;
    });
    afterAll(async () => server?.close());

    const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<any> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().data;
    };
    const refused = async (method: 'GET' | 'POST' | 'PATCH', url: string, body: unknown, status: number) => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().errors as Array<{ title: string; meta?: Record<string, unknown> }>;
    };
    const setStatus = (collection: string, ids: number[], status: string) => ok('PATCH', `${collection}/status`, { ids, status });
    const invoice = (date: string, lines: Doc[], extra: Doc = {}) =>
      ok('POST', 'sales_invoices', { company_id: companyId, invoice_date: Date.parse(`${date}T00:00:00+08:00`) / 1000, lines, ...extra });
    const ids = (rows: Doc[]) => rows.map((r) => r.id).sort((a, b) => a - b);

    describe('lists', () => {
      it('open on the worklist (drafts and confirmed not yet paid), offer every status and all, and find a confirmed number', async () => {
        const quote = await ok('POST', 'quotations', { company_id: companyId, quotation_date: Date.parse('2026-11-02T00:00:00+08:00') / 1000, lines: [{ description: 'Gas top-up', qty: 1, unit_price: '80' }] });
        const draft = await ok('POST', 'quotations', { company_id: companyId, quotation_date: Date.parse('2026-11-02T00:00:00+08:00') / 1000, lines: [{ description: 'Chemical wash', qty: 1, unit_price: '60' }] });
        await setStatus('quotations', [quote.id], 'C');
        const number = (await ok('GET', `quotations/${quote.id}`)).quotation_no as string;
        expect(number).toMatch(/^QUO-/);
        // Searching its number finds the confirmed quotation in the list people open.
        expect(ids(await ok('GET', `quotations?status=work&filter=${encodeURIComponent(number)}`))).toEqual([quote.id]);
        expect(ids(await ok('GET', 'quotations?status=work'))).toEqual([quote.id, draft.id]);
        expect(ids(await ok('GET', 'quotations?status=C'))).toEqual([quote.id]);
        await setStatus('quotations', [draft.id], 'V');
        expect(ids(await ok('GET', 'quotations?status=V'))).toEqual([draft.id]);
        expect(ids(await ok('GET', 'quotations?status=all'))).toEqual([quote.id, draft.id]);
        // A status the resource does not use, and work where there is no worklist, are 400s naming status.
        expect((await refused('GET', 'quotations?status=N', undefined, 400))[0].meta).toMatchObject({ parameter: 'status' });
        expect((await refused('GET', 'uom?status=work', undefined, 400))[0].meta).toMatchObject({ parameter: 'status' });
      });
    });
  });
}
