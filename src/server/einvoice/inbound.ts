/**
 * A supplier's PINT-SG invoice received through the InvoiceNow Access Point (issue 39 item 5;
 * POST /invoicenow/inbound, routes/invoicenow.ts): read with fast-xml-parser (DESIGN.md) into what
 * a draft supplier bill is made of. The text is untrusted: a DOCTYPE (and so any entity, external
 * or nested) is refused before parsing, entities are never expanded, and the body's size is capped
 * by the route. Every refusal is a sentence saying what is wrong with the document.
 *
 * Output tax codes of the supplier become the buyer's input tax codes (IRAS's GST guide): standard
 * rated (SR and its variants) -> TX, zero rated (ZR) -> ZP, exempt (ES33, ESN33) -> EP, out of
 * scope (OS) -> OP, a supplier not registered for GST (NA, NG) -> NR; an unknown code counts as TX
 * when it carries GST and OP when it does not.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { singaporeDate } from '../../shared/singapore-time';
import { toCents, fromCents, roundHalfUp } from '../../shared/tax';

export interface ReceivedLine {
  description: string;
  qty: number;
  unit_cost: number;
  tax_code: string;
}

export interface ReceivedInvoice {
  number: string;
  /** Unix seconds at Singapore's midnight of its issue date. */
  date: number;
  currency: string;
  supplier: { name: string; peppolId: string | null; uen: string | null };
  /** The buyer's Peppol id as the invoice names it ("0195:SGUEN..."), when it does. */
  buyerPeppolId: string | null;
  total: number | null;
  lines: ReceivedLine[];
  note: string | null;
}

/** Why a received document cannot become a bill: answered 422 with this sentence, and logged. */
export class UnreadableInvoice extends Error {}

const TAX_CODES: Record<string, string> = { SR: 'TX', SRCA: 'TX', 'SRCA-S': 'TX', 'SRCA-C': 'TX', SRRC: 'TX', SROVR: 'TX', 'SROVR-RS': 'TX', 'SROVR-LVG': 'TX', SRLVG: 'TX', ZR: 'ZP', ES33: 'EP', ESN33: 'EP', OS: 'OP', NA: 'NR', NG: 'NR' };
export const inputTaxCode = (code: string, percent: number): string => TAX_CODES[code.trim().toUpperCase()] ?? (percent > 0 ? 'TX' : 'OP');

/** Repeated elements read as arrays even when there is one. */
const ARRAYS = new Set(['InvoiceLine', 'TaxTotal', 'TaxSubtotal', 'Note', 'AdditionalDocumentReference', 'AllowanceCharge']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, any> | string | undefined;
/** An element's text, whether it has attributes or not. */
const textOf = (node: Node): string => (typeof node === 'string' ? node : typeof node === 'object' && node !== null ? String(node['#text'] ?? '') : '').trim();
const attrOf = (node: Node, name: string): string => (typeof node === 'object' && node !== null ? String(node[`@${name}`] ?? '') : '').trim();

const fail = (title: string): never => {
  throw new UnreadableInvoice(title);
};

function decimal(node: Node, what: string): number {
  const text = textOf(node);
  if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(text)) fail(`${what} is not a number: "${text.slice(0, 40)}"`);
  return Number(text);
}

function endpointOf(party: Record<string, any>): string | null {
  const node = party.EndpointID;
  const value = textOf(node);
  if (!value) return null;
  const scheme = attrOf(node, 'schemeID');
  return scheme ? `${scheme}:${value}` : value;
}

/** Read a received UBL invoice, or throw UnreadableInvoice saying why not. */
export function readInvoice(xml: string): ReceivedInvoice {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) fail('An e-invoice may not carry a DOCTYPE or entity declarations');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) fail(`The body is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const root = parser.parse(xml) as Record<string, any>;
  if ('CreditNote' in root) fail('This is a credit note: only invoices are taken as supplier bills');
  const inv = root.Invoice as Record<string, any> | undefined;
  if (!inv || typeof inv !== 'object') fail('The document is not a UBL invoice (its root element must be Invoice)');
  const doc = inv!;
  const number = textOf(doc.ID);
  if (!number) fail("The invoice has no number (cbc:ID)");
  if (number.length > 50) fail(`The invoice number "${number.slice(0, 60)}" is longer than 50 characters`);
  const issued = textOf(doc.IssueDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issued) || Number.isNaN(Date.parse(issued))) fail(`The invoice's issue date "${issued.slice(0, 20)}" is not a date (YYYY-MM-DD)`);
  const currency = textOf(doc.DocumentCurrencyCode).toUpperCase() || 'SGD';
  if (!/^[A-Z]{3}$/.test(currency)) fail(`The invoice's currency "${currency.slice(0, 10)}" is not an ISO 4217 code`);
  const party = doc.AccountingSupplierParty?.Party;
  if (!party || typeof party !== 'object') fail('The invoice names no supplier (AccountingSupplierParty)');
  const legal = party.PartyLegalEntity ?? {};
  const supplier = {
    name: textOf(legal.RegistrationName) || textOf(party.PartyName?.Name),
    peppolId: endpointOf(party),
    uen: textOf(legal.CompanyID) || null,
  };
  const buyer = doc.AccountingCustomerParty?.Party;
  const lines = ((doc.InvoiceLine as Array<Record<string, any>> | undefined) ?? []).map((line, i): ReceivedLine => {
    const where = `Line ${i + 1}`;
    const item = line.Item ?? {};
    const name = textOf(item.Name) || textOf(item.Description) || where;
    const qty = decimal(line.InvoicedQuantity, `${where}'s quantity`);
    const net = toCents(decimal(line.LineExtensionAmount, `${where}'s amount`));
    const price = decimal(line.Price?.PriceAmount, `${where}'s price`);
    const base = line.Price?.BaseQuantity === undefined ? 1 : decimal(line.Price.BaseQuantity, `${where}'s base quantity`) || 1;
    const category = item.ClassifiedTaxCategory ?? {};
    const percent = category.Percent === undefined ? 0 : decimal(category.Percent, `${where}'s GST percent`);
    const tax_code = inputTaxCode(textOf(category.ID), percent);
    const unit = toCents(price / base);
    // A purchase line has no discount: a line whose quantity times price is not its amount (an
    // allowance) is taken as one of its amount, its quantity and price said in the description.
    if (qty > 0 && roundHalfUp(qty * unit) === net) return { description: name.slice(0, 500), qty, unit_cost: fromCents(unit), tax_code };
    return { description: `${name} (${qty} at ${fromCents(unit).toFixed(2)}, net ${fromCents(net).toFixed(2)})`.slice(0, 500), qty: 1, unit_cost: fromCents(net), tax_code };
  });
  if (!lines.length) fail('The invoice has no lines (InvoiceLine)');
  if (lines.some((l) => l.unit_cost < 0 || l.qty < 0)) fail('A line with a negative quantity or amount cannot be a supplier bill line: ask the supplier for a credit note');
  const totals = doc.LegalMonetaryTotal ?? {};
  const notes = ((doc.Note as Node[] | undefined) ?? []).map(textOf).filter(Boolean);
  return {
    number,
    date: singaporeDate(issued),
    currency,
    supplier,
    buyerPeppolId: buyer && typeof buyer === 'object' ? endpointOf(buyer) : null,
    total: totals.TaxInclusiveAmount === undefined ? null : decimal(totals.TaxInclusiveAmount, 'The invoice total'),
    lines,
    note: notes.length ? notes.join('\n').slice(0, 2000) : null,
  };
}
