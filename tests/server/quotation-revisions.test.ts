/**
 * Quotation revisions (README, Sales documents): a confirmed quotation revised twice makes one
 * thread, QUO-n, QUO-n rev B, QUO-n rev C, without taking a number from the series; only the
 * latest revision goes on (a superseded one is neither revised, converted nor edited: 409 saying
 * why); a draft is not revised (409: it is a state conflict, the draft is simply edited); a user
 * who may not write quotations gets 403. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { singaporeDate, singaporeMidnight } from '../../src/shared/singapore-time';
import { nextRevisionLetter } from '../../src/server/behaviour/quotations';

type Doc = Record<string, any>;

describe('revision letters', () => {
  it('go B, C, … Z, AA, AB after the original (blank, A)', () => {
    expect([null, 'B', 'C', 'Y', 'Z', 'AA', 'AZ', 'ZZ'].map(nextRevisionLetter)).toEqual(['B', 'C', 'D', 'Z', 'AA', 'AB', 'BA', 'AAA']);
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] quotation revisions`, () => {
    let server: TestServer;
    let companyId: number;
    let readonlyToken: string;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      companyId = (await server.call('POST', '/api/v1/companies', { company_id: 'C1', company_name: 'Acme', email: 'a@acme.sg' })).json().data.id;
      await ok('POST', 'users', { username: 'reader', password: 'reader-password-1', role: 'readonly' });
      readonlyToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'reader', password: 'reader-password-1' } })).json().data.token;
    });
    afterAll(async () => server?.close());

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<Doc> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().data;
    };
    const refused = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: unknown, status: number, title: RegExp, token?: string) => {
      const res = await server.call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors[0].title).toMatch(title);
      return res.json().errors[0];
    };
    const confirm = (id: number) => ok('PATCH', 'quotations/status', { ids: [id], status: 'C' });
    const revise = (id: number) => ok('POST', `quotations/${id}/revise`);
    const seriesNext = async () => Number((await ok('GET', `numbering_series?filterExt=${encodeURIComponent("code='quotation'")}`))[0].next_number);
    const quotation = () =>
      ok('POST', 'quotations', {
        company_id: companyId,
        quotation_date: singaporeDate('2024-03-01'),
        valid_until: singaporeDate('2024-03-15'),
        terms: '<p>Delivery 1 working day</p>',
        lines: [
          { description: 'Compressor', qty: 3, uom: 'PC', unit_price: '333.33', discount: 10 },
          { description: 'Copper pipe', qty: 12.5, uom: 'M', unit_price: '8.99' },
        ],
      });

    it('revises a confirmed quotation twice into one thread, lettered B and C, taking no number from the series', async () => {
      const original = await quotation();
      await confirm(original.id);
      const numbered = await ok('GET', `quotations/${original.id}`);
      const base = numbered.quotation_no as string;
      expect(base).toMatch(/^QUO-\d{5}$/);
      const next = await seriesNext();

      const b = await revise(original.id);
      const today = singaporeMidnight(Math.floor(Date.now() / 1000));
      expect(b).toMatchObject({ status: 'O', revision_of: original.id, revision: 'B', quotation_no: `${base} rev B`, superseded: false, company_id: companyId, terms: '<p>Delivery 1 working day</p>' });
      // A new offer dated today, valid as long as the first (14 days), priced at today's GST.
      expect([b.quotation_date, b.valid_until]).toEqual([today, today + 14 * 86_400]);
      expect(b.lines.map((l: Doc) => [l.description, l.qty, l.uom, l.unit_price, l.discount, l.amount])).toEqual([
        ['Compressor', 3, 'PC', 333.33, 10, 899.99],
        ['Copper pipe', 12.5, 'M', 8.99, 0, 112.38],
      ]);
      expect(b.lines.map((l: Doc) => l.id)).not.toEqual(numbered.lines.map((l: Doc) => l.id));
      const superseded = await ok('GET', `quotations/${original.id}`);
      // Marked superseded, its figures as they were confirmed.
      expect(superseded).toMatchObject({ superseded: true, status: 'C', quotation_no: base, total: numbered.total, gst_percent: numbered.gst_percent });

      // The draft revision is edited, then confirmed: it keeps its number.
      await ok('PATCH', `quotations/${b.id}`, { lines: [{ description: 'Compressor', qty: 2, uom: 'PC', unit_price: '333.33', discount: 10 }] });
      await confirm(b.id);
      expect(await ok('GET', `quotations/${b.id}`)).toMatchObject({ status: 'C', quotation_no: `${base} rev B`, total: 653.99 }); // 599.99 + 9% (53.9991)
      const c = await revise(b.id);
      expect(c).toMatchObject({ revision_of: original.id, revision: 'C', quotation_no: `${base} rev C` });

      // The thread, seen from any of its quotations.
      for (const id of [original.id, b.id, c.id]) {
        const thread = await ok('GET', `quotations/${id}/revisions`);
        expect(thread.map((q: Doc) => [q.id, q.number, q.revision, q.status, q.superseded])).toEqual([
          [original.id, base, null, 'C', true],
          [b.id, `${base} rev B`, 'B', 'C', true],
          [c.id, `${base} rev C`, 'C', 'O', false],
        ]);
        expect(thread[1].total).toBe(653.99);
      }
      // The list filters on superseded.
      const current = await ok('GET', `quotations?filterExt=${encodeURIComponent(`revision_of=${original.id},superseded=0`)}`);
      expect(current.map((q: Doc) => q.id)).toEqual([c.id]);

      // Revisions took nothing from the series; confirming C neither.
      await confirm(c.id);
      expect(await seriesNext()).toBe(next);
      const report = (await ok('GET', 'numbering_series/gaps')).find((r: Doc) => r.code === 'quotation');
      expect(report).toMatchObject({ missing_count: 0, missing: [], next_number: next });
      // The next new quotation takes the next number.
      const fresh = await quotation();
      await confirm(fresh.id);
      expect((await ok('GET', `quotations/${fresh.id}`)).quotation_no).toBe(`QUO-${String(next).padStart(5, '0')}`);
    });

    it('lets only the latest revision go on: a superseded one is not revised, converted, edited nor reopened', async () => {
      const original = await quotation();
      await confirm(original.id);
      const b = await revise(original.id);
      const why = await refused('POST', `quotations/${original.id}/revise`, undefined, 409, /superseded by a later revision and cannot be revised; revise QUO-\d+ rev B instead/);
      expect(why.meta).toMatchObject({ field: 'superseded', latest_id: b.id });
      await refused('POST', `quotations/${original.id}/convert`, { to: 'sales_orders' }, 409, /superseded by a later revision and cannot be converted; convert QUO-\d+ rev B instead/);
      await refused('PATCH', 'quotations/status', { ids: [original.id], status: 'O' }, 409, /superseded by a later revision and can no longer be changed/);
      expect(await ok('GET', `quotations/${original.id}`)).toMatchObject({ status: 'C', superseded: true });
      // Nothing was written by the refusals: one sales order-less thread of two.
      expect((await ok('GET', `quotations/${original.id}/revisions`)).length).toBe(2);

      // The latest converts; once it has an order it is not revised until the order is void.
      await confirm(b.id);
      const order = await ok('POST', `quotations/${b.id}/convert`, { to: 'sales_orders' });
      expect(order).toMatchObject({ source_collection: 'quotations', source_id: b.id, quotation_id: b.id });
      await refused('POST', `quotations/${b.id}/revise`, undefined, 409, /was converted to sales order #\d+; void the order before revising/);
      await ok('PATCH', 'sales_orders/status', { ids: [order.id], status: 'V' });
      expect((await revise(b.id)).revision).toBe('C');
    });

    it('makes the revised one current again when its revision is deleted or voided, and never gives a kept letter twice', async () => {
      const original = await quotation();
      await confirm(original.id);
      const b = await revise(original.id);
      // The draft revision deleted: the original goes on, and may be revised again (B again: B was never kept).
      expect((await server.call('DELETE', `/api/v1/quotations/${b.id}`)).statusCode).toBe(200);
      expect((await ok('GET', `quotations/${original.id}`)).superseded).toBe(false);
      const b2 = await revise(original.id);
      expect(b2.revision).toBe('B');
      // Voided: the original goes on again; the void B keeps its number, so the next is C.
      await confirm(b2.id);
      await ok('PATCH', 'quotations/status', { ids: [b2.id], status: 'V' });
      expect((await ok('GET', `quotations/${original.id}`)).superseded).toBe(false);
      const c = await revise(original.id);
      expect(c).toMatchObject({ revision: 'C', quotation_no: `${(await ok('GET', `quotations/${original.id}`)).quotation_no} rev C` });
      const thread = await ok('GET', `quotations/${c.id}/revisions`);
      expect(thread.map((q: Doc) => [q.revision, q.status, q.superseded])).toEqual([
        [null, 'C', true],
        ['B', 'V', false],
        ['C', 'O', false],
      ]);
    });

    it('lets one of two revisions asked at once through; the other is refused as superseded', async () => {
      const original = await quotation();
      await confirm(original.id);
      const answers = await Promise.all([1, 2].map(() => server.call('POST', `/api/v1/quotations/${original.id}/revise`)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect((await ok('GET', `quotations/${original.id}/revisions`)).length).toBe(2);
    });

    it('refuses to revise a draft or a void quotation (409: a state conflict, the draft is simply edited)', async () => {
      const draft = await quotation();
      await refused('POST', `quotations/${draft.id}/revise`, undefined, 409, /is a draft: change it directly; only a confirmed quotation is revised/);
      await ok('PATCH', 'quotations/status', { ids: [draft.id], status: 'V' });
      await refused('POST', `quotations/${draft.id}/revise`, undefined, 409, /is void and cannot be revised/);
      expect((await ok('GET', `quotations/${draft.id}`)).superseded).toBe(false);
      await refused('POST', 'quotations/999999/revise', undefined, 404, /./);
    });

    it('answers 403 to a user who may not write quotations, and writes nothing', async () => {
      const original = await quotation();
      await confirm(original.id);
      await refused('POST', `quotations/${original.id}/revise`, undefined, 403, /./, readonlyToken);
      // Reading the thread is allowed to a reader.
      const thread = await server.call('GET', `/api/v1/quotations/${original.id}/revisions`, undefined, readonlyToken);
      expect(thread.statusCode).toBe(200);
      expect(thread.json().data).toHaveLength(1);
      expect((await ok('GET', `quotations/${original.id}`)).superseded).toBe(false);
    });
  });
}
