/**
 * The GST F5 return of a period (`GET /reports/gst-f5?from&to`; api-contract.md "GST: tax codes,
 * InvoiceNow ... and the F5 return"): the boxes IRAS's form GST F5 asks, worked out from the
 * CONFIRMED sales invoices, credit notes and supplier bills dated inside the period (drafts and
 * void ones never count; a credit note counts negative in the period it is dated, whatever the
 * period of its invoice), by each line's tax code, in SGD at each document's own rate, to the cent.
 *
 * IRAS's guidance ("GST: How do I prepare my GST return?", the e-Tax guide; the form's own labels):
 * - Box 1, standard-rated supplies, value before GST: SR lines, and DS (deemed supplies are
 *   standard-rated supplies). A line without a code is SR when its document charges GST, ZR when
 *   its rate is 0 (documents saved before sales lines carried codes).
 * - Box 2, zero-rated supplies: ZR.  Box 3, exempt supplies: ES33 and ESN33 (both exempt, whether
 *   or not regulation 33 applies).  OS (out of scope) and NA (GST need not be charged) are in none
 *   of boxes 1 to 3: they are no supplies the form counts, but they are revenue (box 13).
 * - Box 4 = 1 + 2 + 3.
 * - Box 5, taxable purchases: "standard-rated purchases (including imports) for which the GST can
 *   be claimed, and zero-rated purchases"; taxable purchases are standard-rated purchases, imports
 *   (including those under MES/3PL or other approved schemes) and zero-rated purchases, from
 *   GST-registered suppliers. So TX, ZP, IM and ME count; BL does not (the form: "exclude purchases
 *   where input tax is disallowed"), nor EP (exempt purchases), OP (out of scope) or NR (a supplier
 *   not registered for GST charges none: no taxable purchase).
 * - Box 6, output tax due: the GST the sales documents charge (their GST in SGD), credit notes less.
 * - Box 7, input tax and refunds claimed: the GST on TX lines, and on IM lines the GST paid to
 *   Customs on the import. A bill's IM line carries no GST (the supplier charges none: the import
 *   permit does), and the product keeps no permit, so the GST paid is taken as the standard rate on
 *   the line's value in SGD; the permit's value (CIF plus duty) may differ and should be checked.
 *   BL's GST is disallowed ("exclude disallowed input tax"); ZP, ME, EP, OP and NR carry none.
 * - Box 8 = 6 - 7 (negative: a refund from IRAS).
 * - Box 13, revenue for the period: what the business earned as its accounts show it, before GST:
 *   every confirmed sales document's value (all its lines, whatever the code), credit notes less.
 *
 * Each box lists the documents behind it (`documents`): their `net` adds up to a value box (1-5,
 * 13) and their `gst` to a tax box (6-8), to the cent. A document's SGD value is split between its
 * codes in proportion, each rounded half up, the cent left over by rounding going to its largest
 * share, so its parts add up to the SGD subtotal it stores.
 */
import type { Kysely } from 'kysely';
import { gstCents, purchaseTotals, roundHalfUp, type GstRounding } from '../../shared/tax';
import { F5_BOXES, F5_FIELDS, GST_DOCUMENTS, type F5Box, type F5Entry, type F5Field, type F5Return, type GstDocument } from '../../shared/gst-f5';
import { SINGAPORE_OFFSET } from '../../shared/singapore-time';
import type { Registry } from '../registry';

/** How a line of each tax code fills the return. */
type SalesClass = 'standard' | 'zero' | 'exempt' | 'other';
const SALES_CLASS: Record<string, SalesClass> = { SR: 'standard', DS: 'standard', ZR: 'zero', ES33: 'exempt', ESN33: 'exempt', OS: 'other', NA: 'other' };
const SALES_BOX: Partial<Record<SalesClass, F5Box>> = { standard: '1', zero: '2', exempt: '3' };
/** Box 5's purchase codes; box 7 claims TX's GST and IM's import GST. */
const TAXABLE_PURCHASES: ReadonlySet<string> = new Set(['TX', 'ZP', 'IM', 'ME']);

const rounding = (): GstRounding => (process.env.GST_ROUNDING === 'line' ? 'line' : 'document');
const isoDay = (seconds: number) => new Date((seconds + SINGAPORE_OFFSET) * 1000).toISOString().slice(0, 10);
const num = (v: unknown) => Number(v ?? 0) || 0;

/**
 * `whole` (cents) split over `parts` (amounts in another currency's cents) in proportion: each
 * share rounded half up, what rounding leaves over given to the largest part.
 */
export function splitCents<K>(whole: number, parts: ReadonlyMap<K, number>): Map<K, number> {
  const total = [...parts.values()].reduce((s, p) => s + p, 0);
  const out = new Map<K, number>();
  if (!parts.size) return out;
  let largest: K | undefined;
  for (const [key, part] of parts) {
    out.set(key, total === 0 ? 0 : roundHalfUp((whole * part) / total));
    if (largest === undefined || Math.abs(part) > Math.abs(parts.get(largest)!)) largest = key;
  }
  const rest = whole - [...out.values()].reduce((s, c) => s + c, 0);
  out.set(largest!, out.get(largest!)! + rest);
  return out;
}

interface Header {
  id: number;
  number: string | null;
  date: number;
  gst_percent: number;
  exchange_rate: number;
  /** SGD cents (money is kept in integer cents). */
  subtotal_base: number;
  gst_base: number;
  /** Amounts in cents of its currency; unit_cost in its currency (as the tax engine takes it). */
  lines: Array<{ tax_code: string | null; amount: number; qty: unknown; unit_cost: number }>;
}

export class GstF5 {
  constructor(private readonly registry: Registry) {}

  /** The confirmed documents of one kind dated from `from` to `to` (Singapore midnights, both included), with their lines. */
  private async confirmed(db: Kysely<any>, doc: GstDocument, from: number, to: number): Promise<Header[]> {
    const info = this.registry.require(doc.collection);
    const lines = info.children.find((c) => c.child.field === 'lines')!;
    const openingFlag = info.def.fields.some((f) => f.name === 'opening_balance');
    const headers = await db
      .selectFrom(info.def.table)
      .select(['id', `${doc.numberField} as number`, `${doc.dateField} as date`, 'gst_percent', 'exchange_rate', 'subtotal', 'subtotal_base', 'gst_amount', 'gst_amount_base'])
      .where('status', '=', 'C')
      // Open invoices brought in from the old system (issue 36's opening balances) were reported there.
      .$if(openingFlag, (q) => q.where((eb) => eb.or([eb('opening_balance', 'is', null), eb('opening_balance', '=', 0)])))
      .where(doc.dateField, '>=', from)
      .where(doc.dateField, '<=', to)
      .orderBy(doc.dateField)
      .orderBy('id')
      .execute();
    if (!headers.length) return [];
    const byId = new Map<number, Header>();
    for (const h of headers) {
      const rate = num(h.exchange_rate) || 1;
      byId.set(Number(h.id), {
        id: Number(h.id),
        number: (h.number as string | null) ?? null,
        date: Number(h.date),
        gst_percent: num(h.gst_percent),
        exchange_rate: rate,
        // Documents saved before their SGD amounts were kept: their own amounts at their rate.
        subtotal_base: h.subtotal_base === null ? roundHalfUp(num(h.subtotal) * rate) : num(h.subtotal_base),
        gst_base: h.gst_amount_base === null ? roundHalfUp(num(h.gst_amount) * rate) : num(h.gst_amount_base),
        lines: [],
      });
    }
    const rows = await db
      .selectFrom(`${lines.def.table} as l`)
      .innerJoin(`${info.def.table} as h`, 'h.id', `l.${lines.child.target}`)
      .select([`l.${lines.child.target} as header_id`, 'l.tax_code', 'l.amount', 'l.qty', doc.side === 'purchases' ? 'l.unit_cost' : 'l.unit_price as unit_cost'])
      .where('h.status', '=', 'C')
      .$if(openingFlag, (q) => q.where((eb) => eb.or([eb('h.opening_balance', 'is', null), eb('h.opening_balance', '=', 0)])))
      .where(`h.${doc.dateField}`, '>=', from)
      .where(`h.${doc.dateField}`, '<=', to)
      .where('l.status', '!=', 'V')
      .orderBy('l.id')
      .execute();
    for (const r of rows) byId.get(Number(r.header_id))?.lines.push({ tax_code: (r.tax_code as string | null) || null, amount: num(r.amount), qty: r.qty, unit_cost: num(r.unit_cost) / 100 });
    return [...byId.values()];
  }

  /** The return of the days from `from` to `to` (Singapore midnights, both included); money in dollars. */
  async run(db: Kysely<any>, from: number, to: number): Promise<F5Return> {
    const cents = Object.fromEntries(F5_BOXES.map((b) => [b, 0])) as Record<F5Box, number>;
    const entries = Object.fromEntries(F5_BOXES.map((b) => [b, [] as F5Entry[]])) as Record<F5Box, F5Entry[]>;
    const add = (box: F5Box, doc: GstDocument, h: Header, net: number, gst: number) => {
      cents[box] += box === '6' || box === '7' || box === '8' ? gst : net;
      entries[box].push({ collection: doc.collection, id: h.id, number: h.number, date: isoDay(h.date), net: net / 100, gst: gst / 100 });
    };
    const box8: Array<[GstDocument, Header, number, number]> = [];
    for (const doc of GST_DOCUMENTS) {
      for (const h of await this.confirmed(db, doc, from, to)) {
        const sign = doc.sign;
        if (doc.side === 'sales') {
          // The value of each class of its lines, in its currency, then in SGD.
          const own = new Map<SalesClass, number>();
          for (const l of h.lines) {
            const cls = SALES_CLASS[l.tax_code ?? ''] ?? (l.tax_code ? 'other' : h.gst_percent > 0 ? 'standard' : 'zero');
            own.set(cls, (own.get(cls) ?? 0) + l.amount);
          }
          const sgd = splitCents(h.subtotal_base, own);
          let supplies = 0;
          for (const [cls, value] of sgd) {
            const box = SALES_BOX[cls];
            if (!box) continue;
            supplies += sign * value;
            add(box, doc, h, sign * value, box === '1' ? sign * h.gst_base : 0);
          }
          if ([...sgd.keys()].some((c) => SALES_BOX[c])) add('4', doc, h, supplies, sign * h.gst_base);
          if (h.gst_base) {
            add('6', doc, h, sign * h.subtotal_base, sign * h.gst_base);
            box8.push([doc, h, sign * h.subtotal_base, sign * h.gst_base]);
          }
          add('13', doc, h, sign * h.subtotal_base, sign * h.gst_base);
        } else {
          const byCode = new Map<string, number>();
          for (const l of h.lines) byCode.set(l.tax_code ?? 'TX', (byCode.get(l.tax_code ?? 'TX') ?? 0) + l.amount);
          const sgd = splitCents(h.subtotal_base, byCode);
          const taxable = [...sgd].filter(([code]) => TAXABLE_PURCHASES.has(code)).reduce((s, [, v]) => s + v, 0);
          // The GST the bill charges on BL lines is not claimable: the rest of its GST (TX's) is.
          const blOwn = byCode.has('BL') ? purchaseTotals(h.lines.map((l) => ({ ...l, unit_cost: l.unit_cost, tax_code: l.tax_code ?? 'TX' })), h.gst_percent, rounding(), h.exchange_rate).gstByCode.BL ?? 0 : 0;
          const txGst = h.gst_base - roundHalfUp(blOwn * h.exchange_rate);
          const importGst = gstCents(sgd.get('IM') ?? 0, h.gst_percent);
          const claimed = txGst + importGst;
          const claimedNet = (sgd.get('TX') ?? 0) + (sgd.get('IM') ?? 0);
          if ([...byCode.keys()].some((c) => TAXABLE_PURCHASES.has(c))) add('5', doc, h, taxable, claimed);
          if (claimed) {
            add('7', doc, h, claimedNet, claimed);
            box8.push([doc, h, -claimedNet, -claimed]);
          }
        }
      }
    }
    for (const [doc, h, net, gst] of box8) add('8', doc, h, net, gst);
    const boxes = Object.fromEntries(F5_BOXES.map((b) => [b, cents[b] / 100])) as Record<F5Box, number>;
    const fields = Object.fromEntries(Object.entries(F5_FIELDS).map(([name, box]) => [name, boxes[box]])) as Record<F5Field, number>;
    return { boxes, fields, documents: entries };
  }
}
