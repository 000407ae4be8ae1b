/**
 * A confirmed sales invoice or credit note as PINT-SG UBL 2.1 (InvoiceNow; issue 39 item 3,
 * api-contract.md "GST: tax codes, InvoiceNow..."): the business's details (business/details.ts)
 * as the supplier, the customer company as the buyer, the document's lines, GST and totals as the
 * server computed them (shared/tax.ts, integer cents), so the XML adds up to the cent as the rules
 * check. A foreign-currency document states its GST in SGD too (TaxCurrencyCode and a second
 * TaxTotal, at the document's rate); a credit note names its invoice (BillingReference).
 *
 * GST category per line: the line's own IRAS tax code (priced_line's tax_code, SR when a line
 * stored before the codes has none) as its ClassifiedTaxCategory, at the document's rate for a
 * code that carries GST (SR, DS) and 0 for the others (ZR, ES33, ESN33, OS, NA); the document's
 * TaxTotal holds one TaxSubtotal per code, worked by the server's own engine (shared/tax.ts
 * storedBreakdown: each code's GST rounded once on its net). A document whose rate is 0 (no GST
 * rate in force) writes an SR line as ZR at 0%, as an SR line at 0% says nothing true.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { roundHalfUp, salesCodeRated, salesTaxCodeOf, storedBreakdown, toCents } from '../../shared/tax';
import { readBusiness, type Business } from '../business/details';
import { el, xmlDocument, type XmlNode } from './xml';

export type UblCollection = 'sales_invoices' | 'credit_notes';
type Row = Record<string, any>;

const CUSTOMIZATION_ID = 'urn:peppol:pint:billing-1@sg-1';
const PROFILE_ID = 'urn:peppol:bis:billing';
const NS = {
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** The product's units of measure as UN/ECE Recommendation 20 codes (what UBL's unitCode takes); anything else counts as "one" (C62). */
const UNIT_CODES: Record<string, string> = {
  PC: 'H87', PCS: 'H87', EA: 'H87', EACH: 'H87', UNIT: 'C62', NOS: 'C62', SET: 'SET', PAIR: 'PR', BOX: 'BX', ROLL: 'RO', PKT: 'PA', PACK: 'PA',
  M: 'MTR', MTR: 'MTR', CM: 'CMT', MM: 'MMT', M2: 'MTK', SQM: 'MTK', M3: 'MTQ', KG: 'KGM', G: 'GRM', L: 'LTR', LTR: 'LTR', ML: 'MLT',
  HR: 'HUR', HRS: 'HUR', HOUR: 'HUR', H: 'HUR', MIN: 'MIN', DAY: 'DAY', DAYS: 'DAY', MONTH: 'MON', MTH: 'MON', YEAR: 'ANN', TRIP: 'C62', LOT: 'LO', JOB: 'E48', SVC: 'E48',
};
export const unitCode = (uom: unknown): string => UNIT_CODES[String(uom ?? '').trim().toUpperCase()] ?? 'C62';

/** Cents as UBL money: two decimals. */
const money = (cents: number): string => (cents / 100).toFixed(2);
/** A quantity or percent as a plain decimal (no exponent, at most 6 decimals). */
const decimal = (n: number): string => String(Number(n.toFixed(6)));
/** Unix seconds at Singapore midnight as YYYY-MM-DD (Singapore's date). */
const isoDate = (seconds: unknown): string | undefined =>
  typeof seconds === 'number' || (typeof seconds === 'string' && seconds !== '') ? new Date((Number(seconds) + 8 * 3600) * 1000).toISOString().slice(0, 10) : undefined;

/** A stable UUID for the document (the same every time it is written: Peppol refuses a document twice by it). */
export function documentUuid(collection: UblCollection, id: number): string {
  const h = createHash('sha1').update(`einvoice:${collection}:${id}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * A Peppol endpoint: the participant id "0195:SGUEN…" as scheme and value; else the UEN under
 * scheme 0195; else InvoiceNow's 0195:SGUNKNOWN for a buyer not on the network (the Access Point
 * then passes the document to IRAS only).
 */
function endpoint(peppolId: unknown, uen: unknown): XmlNode {
  const id = typeof peppolId === 'string' ? peppolId.trim() : '';
  const sep = id.indexOf(':');
  if (sep > 0) return el('cbc:EndpointID', id.slice(sep + 1), { schemeID: id.slice(0, sep) });
  if (typeof uen === 'string' && uen.trim()) return el('cbc:EndpointID', `SGUEN${uen.trim().toUpperCase()}`, { schemeID: '0195' });
  return el('cbc:EndpointID', 'SGUNKNOWN', { schemeID: '0195' });
}

const address = (street: unknown, more: unknown, postal: unknown, countryCode: string): XmlNode =>
  el('cac:PostalAddress', [el('cbc:StreetName', street as string), el('cbc:AdditionalStreetName', more as string), el('cbc:PostalZone', postal as string), el('cac:Country', [el('cbc:IdentificationCode', countryCode)])]);

const gstScheme = el('cac:TaxScheme', [el('cbc:ID', 'GST')]);

interface Category {
  code: string;
  percent: number;
}

/** What the UBL is written from. */
export interface UblSource {
  collection: UblCollection;
  doc: Row;
  lines: Row[];
  business: Business;
  customer: Row | undefined;
  customerCountry: string;
  businessCountry: string;
  /** A credit note's invoice. */
  invoice?: Row;
}

/** A line's category (see the file's note): its code at the document's rate when the code carries GST, else at 0. */
function categoryOf(code: string, doc: Row): Category {
  const rate = Number(doc.gst_percent ?? 0);
  if (!salesCodeRated(code)) return { code, percent: 0 };
  return rate > 0 ? { code, percent: rate } : { code: code === 'SR' ? 'ZR' : code, percent: 0 };
}

const taxCategory = (tag: string, c: Category): XmlNode => el(tag, [el('cbc:ID', c.code), el('cbc:Percent', decimal(c.percent)), gstScheme]);

export function ublXml(s: UblSource): string {
  const { doc, business, customer } = s;
  const credit = s.collection === 'credit_notes';
  const currency = String(doc.currency_id ?? 'SGD').toUpperCase();
  const foreign = currency !== 'SGD';
  const amount = (cents: number, cur = currency) => ({ cur, cents });
  const m = (tag: string, a: { cur: string; cents: number }) => el(tag, money(a.cents), { currencyID: a.cur });
  const number = String(credit ? doc.credit_note_no : doc.invoice_no);
  const date = isoDate(credit ? doc.credit_note_date : doc.invoice_date);

  const lineNodes = s.lines.map((line, i) => {
    const qty = Number(line.qty ?? 0);
    const priceCents = toCents(line.unit_price);
    const gross = roundHalfUp(qty * priceCents);
    const net = toCents(line.amount);
    const discount = Number(line.discount ?? 0);
    return el(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', [
      el('cbc:ID', i + 1),
      el(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', decimal(qty), { unitCode: unitCode(line.uom) }),
      m('cbc:LineExtensionAmount', amount(net)),
      ...(gross !== net
        ? [
            el('cac:AllowanceCharge', [
              el('cbc:ChargeIndicator', 'false'),
              el('cbc:AllowanceChargeReasonCode', '95'),
              el('cbc:AllowanceChargeReason', 'Discount'),
              el('cbc:MultiplierFactorNumeric', discount ? decimal(discount) : undefined),
              m('cbc:Amount', amount(gross - net)),
              m('cbc:BaseAmount', amount(gross)),
            ]),
          ]
        : []),
      el('cac:Item', [
        el('cbc:Description', String(line.description ?? '').length > 100 ? String(line.description) : undefined),
        el('cbc:Name', String(line.description ?? '').slice(0, 100) || `Line ${i + 1}`),
        line.product_code ? el('cac:SellersItemIdentification', [el('cbc:ID', String(line.product_code))]) : undefined,
        taxCategory('cac:ClassifiedTaxCategory', categoryOf(salesTaxCodeOf(line), doc)),
      ].filter(Boolean) as XmlNode[]),
      el('cac:Price', [m('cbc:PriceAmount', amount(priceCents)), el('cbc:BaseQuantity', '1', { unitCode: unitCode(line.uom) })]),
    ]);
  });

  const subtotal = toCents(doc.subtotal);
  const gst = toCents(doc.gst_amount);
  const total = toCents(doc.total);
  const supplierEndpoint = endpoint(business.peppol_id, business.uen);
  const customerEndpoint = endpoint(customer?.peppol_id, customer?.uen);
  const buyerReference = (doc.customer_po_no as string) || (doc.contact_person as string) || 'NA';
  const payable = total > 0;

  const root = el(
    credit ? 'CreditNote' : 'Invoice',
    [
      el('cbc:UBLVersionID', '2.1'),
      el('cbc:CustomizationID', CUSTOMIZATION_ID),
      el('cbc:ProfileID', PROFILE_ID),
      el('cbc:ID', number),
      el('cbc:UUID', (doc.einvoice_uuid as string | null) || documentUuid(s.collection, Number(doc.id))),
      el('cbc:IssueDate', date),
      credit ? undefined : el('cbc:DueDate', isoDate(doc.due_date)),
      el(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
      el('cbc:DocumentCurrencyCode', currency),
      foreign ? el('cbc:TaxCurrencyCode', 'SGD') : undefined,
      el('cbc:BuyerReference', buyerReference),
      !credit && doc.customer_po_no ? el('cac:OrderReference', [el('cbc:ID', String(doc.customer_po_no))]) : undefined,
      credit && s.invoice ? el('cac:BillingReference', [el('cac:InvoiceDocumentReference', [el('cbc:ID', String(s.invoice.invoice_no)), el('cbc:IssueDate', isoDate(s.invoice.invoice_date))])]) : undefined,
      // IRAS: a foreign-currency tax invoice states its totals before and after GST in SGD too.
      ...(foreign
        ? [
            el('cac:AdditionalDocumentReference', [el('cbc:ID', 'SGD'), el('cbc:DocumentTypeCode', 'sgdtotal-excl-gst'), el('cbc:DocumentDescription', money(toCents(doc.subtotal_base)))]),
            el('cac:AdditionalDocumentReference', [el('cbc:ID', 'SGD'), el('cbc:DocumentTypeCode', 'sgdtotal-incl-gst'), el('cbc:DocumentDescription', money(toCents(doc.total_base)))]),
          ]
        : []),
      el('cac:AccountingSupplierParty', [
        el('cac:Party', [
          supplierEndpoint,
          el('cac:PartyName', [el('cbc:Name', business.name)]),
          address(business.addr1, business.addr2, business.postal, s.businessCountry),
          business.gst_reg_no ? el('cac:PartyTaxScheme', [el('cbc:CompanyID', business.gst_reg_no), gstScheme]) : undefined,
          el('cac:PartyLegalEntity', [el('cbc:RegistrationName', business.name), el('cbc:CompanyID', business.uen)]),
          el('cac:Contact', [el('cbc:Telephone', business.tel), el('cbc:ElectronicMail', business.email)]),
        ].filter(Boolean) as XmlNode[]),
      ]),
      el('cac:AccountingCustomerParty', [
        el('cac:Party', [
          customerEndpoint,
          el('cac:PartyName', [el('cbc:Name', customer?.company_name)]),
          address(customer?.addr1, customer?.addr2, customer?.postal, s.customerCountry),
          el('cac:PartyLegalEntity', [el('cbc:RegistrationName', customer?.company_name), el('cbc:CompanyID', customer?.uen)]),
          el('cac:Contact', [el('cbc:Name', doc.contact_person), el('cbc:Telephone', doc.contact_phone), el('cbc:ElectronicMail', doc.contact_email)]),
        ].filter(Boolean) as XmlNode[]),
      ]),
      !credit && payable && business.bank_account
        ? el('cac:PaymentMeans', [
            el('cbc:PaymentMeansCode', '30', { name: 'Credit transfer' }),
            el('cbc:PaymentID', number),
            el('cac:PayeeFinancialAccount', [el('cbc:ID', business.bank_account), el('cbc:Name', business.bank_name)]),
          ])
        : undefined,
      payable ? el('cac:PaymentTerms', [el('cbc:Note', credit ? `Credit against invoice ${s.invoice?.invoice_no ?? ''}`.trim() : String(doc.payment_terms ?? 'Net 30'))]) : undefined,
      el('cac:TaxTotal', [
        m('cbc:TaxAmount', amount(gst)),
        ...storedBreakdown(doc, s.lines).map((c) => el('cac:TaxSubtotal', [m('cbc:TaxableAmount', amount(c.net)), m('cbc:TaxAmount', amount(c.gst)), taxCategory('cac:TaxCategory', categoryOf(c.code, doc))])),
      ]),
      foreign ? el('cac:TaxTotal', [m('cbc:TaxAmount', amount(toCents(doc.gst_amount_base), 'SGD'))]) : undefined,
      el('cac:LegalMonetaryTotal', [
        m('cbc:LineExtensionAmount', amount(subtotal)),
        m('cbc:TaxExclusiveAmount', amount(subtotal)),
        m('cbc:TaxInclusiveAmount', amount(total)),
        m('cbc:PayableAmount', amount(total)),
      ]),
      ...lineNodes,
    ].filter(Boolean) as XmlNode[],
    { xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${credit ? 'CreditNote' : 'Invoice'}-2`, ...NS },
  );
  return xmlDocument(root);
}

/** A country's ISO code from its name (the countries list; companies keep the name), Singapore when unknown. */
async function countryCode(db: Kysely<any>, name: unknown): Promise<string> {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) return 'SG';
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  const row = await db.selectFrom('countries').select('iso2').where('name', '=', text).executeTakeFirst();
  return row?.iso2 ? String(row.iso2).toUpperCase() : 'SG';
}

/** Read what a confirmed document's UBL is written from (`doc` as records.get answers it, with its lines). */
export async function ublOf(db: Kysely<any>, collection: UblCollection, doc: Row): Promise<string> {
  const business = await readBusiness(db);
  const customer = doc.company_id ? await db.selectFrom('companies').selectAll().where('id', '=', Number(doc.company_id)).executeTakeFirst() : undefined;
  const invoice = collection === 'credit_notes' && doc.invoice_id ? await db.selectFrom('sales_invoices').select(['invoice_no', 'invoice_date']).where('id', '=', Number(doc.invoice_id)).executeTakeFirst() : undefined;
  const lines = ((doc.lines as Row[] | undefined) ?? []).slice();
  const productIds = [...new Set(lines.map((l) => Number(l.product_id)).filter((id) => id > 0))];
  const codes = new Map<number, string>();
  if (productIds.length) {
    for (const p of await db.selectFrom('products').select(['id', 'sku']).where('id', 'in', productIds).execute()) codes.set(Number(p.id), String(p.sku ?? ''));
  }
  const withCodes = lines.map((l) => ({ ...l, product_code: codes.get(Number(l.product_id)) || undefined }));
  return ublXml({
    collection,
    doc,
    lines: withCodes,
    business,
    customer,
    invoice,
    businessCountry: await countryCode(db, business.country),
    customerCountry: await countryCode(db, customer?.country),
  });
}
