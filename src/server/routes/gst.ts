/**
 * The GST F5 return and filing GST periods (api-contract.md "GST: tax codes, InvoiceNow ... and the
 * F5 return"; issue 39 item 6):
 * - `GET /reports/gst-f5?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=xlsx|pdf]`: the boxes, their IRAS
 *   filing-API names and the documents behind each box (reports/gst-f5.ts), or the same as a
 *   workbook (a sheet of boxes, a sheet of documents) or a PDF. Whoever may read GST periods, sales
 *   invoices and supplier bills (finance, administrators).
 * - `POST /gst_periods/{id}/file`: files a period (finance, administrators: whoever may update GST
 *   periods); from then on what it counted is locked (sales/gst-periods.ts).
 * Both refuse whoever may not before looking at the request (403 before 422).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unixNow } from '../clock';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { badRequest, conflict, forbidden } from '../errors';
import { toXlsx } from '../import/files';
import { designFor } from '../pdf/document';
import { PdfPlan } from '../pdf/plan';
import type { PdfPool } from '../pdf/pool';
import type { Registry } from '../registry';
import { FILE_ACTION } from '../behaviour/gst_periods';
import { GstF5 } from '../reports/gst-f5';
import { realDay } from '../reports/receivables';
import { GST_PERIODS, periodWords } from '../sales/gst-periods';
import { dataOf, ID_PARAM, objectOf, routeSchema, text, type JsonSchema } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { F5_BOX_TITLES, F5_BOXES, F5_FIELDS, TAX_BOXES, type F5Return } from '../../shared/gst-f5';

const isoDay = (what: string) => text(what, { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });
const money = { type: 'number', description: 'SGD, to the cent' };
const ENTRY = objectOf(
  {
    collection: { type: 'string', enum: ['sales_invoices', 'credit_notes', 'supplier_bills'] },
    id: { type: 'integer' },
    number: { type: ['string', 'null'] },
    date: { type: 'string', description: 'YYYY-MM-DD' },
    net: { ...money, description: "The document's value in this box (SGD; a credit note's negative)" },
    gst: { ...money, description: "The document's tax in this box (SGD)" },
  },
  ['collection', 'id', 'number', 'date', 'net', 'gst'],
);
const byBox = (item: JsonSchema) => objectOf(Object.fromEntries(F5_BOXES.map((b) => [b, item])), [...F5_BOXES]);
const F5: JsonSchema = objectOf(
  {
    boxes: byBox(money),
    fields: objectOf(Object.fromEntries(Object.entries(F5_FIELDS).map(([name, box]) => [name, { ...money, description: `Box ${box}` }])), Object.keys(F5_FIELDS)),
    documents: byBox({ type: 'array', items: ENTRY }),
  },
  ['boxes', 'fields', 'documents'],
);
const FILE: JsonSchema = { type: 'string', format: 'binary', description: 'format=xlsx: the workbook; format=pdf: the PDF' };
const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' } as const;
const KIND: Record<string, string> = { sales_invoices: 'Sales invoice', credit_notes: 'Credit note', supplier_bills: 'Supplier bill' };

/** The workbook: the boxes, then every box's documents. */
function workbook(f5: F5Return, from: string, to: string): Buffer {
  return toXlsx([
    { name: 'GST F5', rows: [['Period', `${from} to ${to}`, ''], ['Box', 'Description', 'Amount (SGD)'], ...F5_BOXES.map((b) => [b, F5_BOX_TITLES[b], f5.boxes[b]])] },
    {
      name: 'Documents',
      rows: [['Box', 'Document', 'No.', 'Date', 'Value (SGD)', 'GST (SGD)'], ...F5_BOXES.flatMap((b) => f5.documents[b].map((d) => [b, KIND[d.collection], d.number ?? '', d.date, d.net, d.gst]))],
    },
  ]);
}

const dollars = (n: number) => n.toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function registerGstRoutes(app: FastifyInstance, registry: Registry, records: Records, pdfs: PdfPool): void {
  const periods = registry.require(GST_PERIODS);
  const report = new GstF5(registry);
  const mayRead = (request: FastifyRequest) => {
    const { ability } = request.principal!;
    if (!['gst_periods', 'sales_invoices', 'supplier_bills'].every((r) => ability.can('read', registry.require(r).def.subject))) {
      throw forbidden('You may not see the GST F5 return: it needs reading GST periods, sales invoices and supplier bills');
    }
  };
  const mayFile = (request: FastifyRequest) => {
    if (!request.principal!.ability.can('update', periods.def.subject)) throw forbidden('You may not file GST periods');
  };

  app.get(
    '/api/v1/reports/gst-f5',
    {
      config: { authorize: mayRead },
      schema: routeSchema({
        tag: 'reports',
        operationId: 'getGstF5',
        summary: 'The GST F5 return of a period, with the documents behind each box',
        description:
          'Confirmed sales invoices, credit notes (negative) and supplier bills dated from `from` to `to` (both included), by tax code, in SGD at each document\'s rate, to the cent: boxes 1-8 and 13, the same under IRAS\'s filing-API names (`fields`), and each box\'s documents (their `net` adds up to boxes 1-5 and 13, their `gst` to 6-8). `format=xlsx` answers a workbook, `format=pdf` a PDF.',
        querystring: objectOf({ from: isoDay('First day, YYYY-MM-DD'), to: isoDay('Last day, YYYY-MM-DD'), format: { type: 'string', enum: ['json', 'xlsx', 'pdf'], default: 'json' } }, ['from', 'to']),
        answer: { oneOf: [dataOf(F5), FILE] },
      }),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as { from: string; to: string; format?: 'json' | 'xlsx' | 'pdf' };
      const from = realDay(query.from);
      if (from === null) throw badRequest('from must be a real date, YYYY-MM-DD', { parameter: 'from' });
      const to = realDay(query.to);
      if (to === null) throw badRequest('to must be a real date, YYYY-MM-DD', { parameter: 'to' });
      if (from > to) throw badRequest('from must be on or before to', { parameter: 'from' });
      const f5 = await report.run(records.reader(), from, to);
      const format = query.format ?? 'json';
      if (format === 'json') return { data: f5 };
      const name = `gst-f5-${query.from}-to-${query.to}.${format}`;
      const bytes = format === 'xlsx' ? workbook(f5, query.from, query.to) : await pdfs.draw(await pdfPlan(f5, from, to));
      return reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(bytes);
    },
  );

  async function pdfPlan(f5: F5Return, from: number, to: number) {
    const period = periodWords({ from, to });
    const pdf = new PdfPlan(await designFor(records.reader(), 'Sales invoice'), `GST F5 ${period}`).letterhead(period, 'GST F5 RETURN', { title: 'GST F5 RETURN', details: ['address', 'gst_reg_no'] });
    pdf.fields([
      ['Period', period],
      ['Currency', 'SGD'],
    ]);
    pdf.table(['Box', 'Description', 'Amount (SGD)'], F5_BOXES.map((b) => [b, F5_BOX_TITLES[b], dollars(f5.boxes[b])]), [2]);
    for (const b of F5_BOXES) {
      if (!f5.documents[b].length || b === '4' || b === '8') continue;
      pdf.heading(`Box ${b}: ${F5_BOX_TITLES[b]}`);
      pdf.table(
        ['Document', 'No.', 'Date', TAX_BOXES.has(b) ? 'Value (SGD)' : 'Value (SGD)', 'GST (SGD)'],
        f5.documents[b].map((d) => [KIND[d.collection], d.number ?? '', d.date, dollars(d.net), dollars(d.gst)]),
        [3, 4],
      );
    }
    return pdf.output();
  }

  const record = resourceSchemas(periods).record;
  app.post(
    '/api/v1/gst_periods/:id/file',
    {
      config: { authorize: mayFile },
      schema: routeSchema({
        tag: 'gst_periods',
        operationId: 'fileGstPeriod',
        summary: 'File a GST period',
        description: 'Marks the period filed (who and when). From then on no sales invoice, credit note or supplier bill dated inside it can be confirmed, voided or changed (409 naming the period), and the period itself is final.',
        params: objectOf({ id: ID_PARAM }, ['id']),
        answer: dataOf(record),
      }),
    },
    async (request) => {
      const principal = request.principal!;
      const id = (request.params as { id: string }).id;
      const data = await records.transaction(actorOf(principal), async (uow) => {
        const period = await uow.lock(periods, id);
        if (period.status === 'V') throw conflict(`The GST period ${periodWords(period)} is void; it cannot be filed.`, { field: 'status' });
        if (period.state === 'filed') throw conflict(`The GST period ${periodWords(period)} has already been filed.`, { field: 'state' });
        return uow.update(periods, Number(period.id), { values: { state: 'filed', filed_at: unixNow(), filed_by: principal.user.id } }, { action: FILE_ACTION });
      });
      return { data };
    },
  );
}
