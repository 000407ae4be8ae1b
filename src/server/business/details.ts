/**
 * The business's own details (issue 39 item 1; api-contract.md "GST: tax codes, InvoiceNow..."):
 * name, UEN, GST registration number, address, Peppol id, bank and PayNow, kept in one row of the
 * system table `business_details`. Every PDF (pdf/document.ts `designFor`), the PayNow code and
 * the e-invoice read them from here.
 *
 * Until an admin first saves them, they are derived from what the PDF designs held before this
 * table existed: the default sales invoice design's `header.company` and `payment.bankTransfer`
 * (else any design's), so an existing installation prints what it printed.
 */
import type { Kysely } from 'kysely';
import type { TableSpec } from '../db/sync';

export const BUSINESS_FIELDS = ['name', 'uen', 'gst_reg_no', 'addr1', 'addr2', 'postal', 'country', 'tel', 'email', 'peppol_id', 'bank_name', 'bank_account', 'paynow_uen'] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];
export type Business = Record<BusinessField, string | null>;

/** One row (id 1) when saved; none before. */
export const BUSINESS_TABLE: TableSpec = {
  name: 'business_details',
  columns: [...BUSINESS_FIELDS.map((name) => ({ name, kind: 'text' as const })), { name: 'updated_at', kind: 'bigint', notNull: true }, { name: 'updated_by', kind: 'int' }],
  indexes: [],
};

const empty = (): Business => Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, null])) as Business;
const blank = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Singapore's UEN: a business registered with ACRA (8 digits and a letter), a local company
 * (year, 5 digits, a letter) or another entity (T/S/R, two year digits, an entity type of two
 * characters, 4 digits, a letter).
 */
export const UEN = /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z][A-Z0-9]\d{4}[A-Z])$/;
/** A GST registration number: the UEN, or IRAS's own (M2-1234567-8 style) for those without one. */
const GST_REG_NO = /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z][A-Z0-9]\d{4}[A-Z]|M[0-9A-Z]-?\d{7}-?[0-9A-Z])$/;
/** A Singapore Peppol participant id: scheme 0195, the UEN (as InvoiceNow writes it, SGUEN<UEN>, or the UEN alone). */
export const PEPPOL_ID = /^0195:(SGUEN)?(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z][A-Z0-9]\d{4}[A-Z])$/;

/** The sentences that refuse a change, per field; none: it is fine. Values are normalised in place (upper case, trimmed). */
export function checkBusiness(b: Business): Array<{ field: BusinessField; title: string }> {
  const errors: Array<{ field: BusinessField; title: string }> = [];
  for (const f of ['uen', 'gst_reg_no', 'peppol_id', 'paynow_uen'] as const) if (b[f]) b[f] = b[f]!.toUpperCase().replace(/\s+/g, '');
  if (!b.name) errors.push({ field: 'name', title: "The business's name is required: it heads every document" });
  if (b.uen && !UEN.test(b.uen)) errors.push({ field: 'uen', title: `The UEN "${b.uen}" is not a Singapore UEN (e.g. 201912345K or 53123456A)` });
  if (b.paynow_uen && !UEN.test(b.paynow_uen)) errors.push({ field: 'paynow_uen', title: `The PayNow UEN "${b.paynow_uen}" is not a Singapore UEN (e.g. 201912345K)` });
  if (b.gst_reg_no && !GST_REG_NO.test(b.gst_reg_no)) errors.push({ field: 'gst_reg_no', title: `The GST registration number "${b.gst_reg_no}" is neither a UEN nor an IRAS number such as M2-1234567-8` });
  if (b.peppol_id && !PEPPOL_ID.test(b.peppol_id)) errors.push({ field: 'peppol_id', title: `The Peppol id "${b.peppol_id}" must be 0195: followed by the UEN (e.g. 0195:SGUEN201912345K)` });
  else if (b.peppol_id && b.uen && !b.peppol_id.endsWith(b.uen)) errors.push({ field: 'peppol_id', title: `The Peppol id "${b.peppol_id}" names another UEN than the business's (${b.uen})` });
  if (b.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email)) errors.push({ field: 'email', title: `"${b.email}" is not an email address` });
  if (b.postal && b.country?.toLowerCase() === 'singapore' && !/^\d{6}$/.test(b.postal)) errors.push({ field: 'postal', title: `A Singapore postal code has six digits, not "${b.postal}"` });
  for (const f of BUSINESS_FIELDS) if (b[f] && b[f]!.length > 200) errors.push({ field: f, title: `${f} is longer than 200 characters` });
  return errors;
}

/** "1 Kaki Bukit Road 1, #03-12 Enterprise One, Singapore 415934" → street, more, country, postal code. */
function splitAddress(address: string | null): Pick<Business, 'addr1' | 'addr2' | 'postal' | 'country'> {
  const parts = (address ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const last = parts.length > 1 ? /^(.*?)\s*(\d{4,6})$/.exec(parts[parts.length - 1]) : null;
  if (last) parts.pop();
  return { addr1: parts[0] ?? null, addr2: parts.slice(1).join(', ') || null, country: last ? blank(last[1]) : null, postal: last?.[2] ?? null };
}

/** What the PDF designs hold: the default sales invoice design's company, else the first design with one. */
async function fromDesigns(db: Kysely<any>): Promise<Business> {
  const rows = await db.selectFrom('pdf_designs').select(['document_type', 'is_default', 'layout']).where('status', '=', 'O').orderBy('id', 'asc').execute();
  const layouts = rows
    .map((r) => ({ rank: (r.document_type === 'Sales invoice' ? 0 : 2) + (r.is_default ? 0 : 1), layout: (typeof r.layout === 'string' ? JSON.parse(r.layout) : r.layout ?? {}) as Record<string, any> }))
    .filter((r) => r.layout.header?.company && typeof r.layout.header.company === 'object')
    .sort((a, b) => a.rank - b.rank);
  const layout = layouts[0]?.layout;
  const b = empty();
  if (!layout) return b;
  const company = layout.header.company as Record<string, unknown>;
  for (const f of ['name', 'uen', 'gst_reg_no', 'tel', 'email'] as const) b[f] = blank(company[f]);
  Object.assign(b, splitAddress(blank(company.address)));
  const bank = /^(.*?)\s+(\d[\d-]*\d)(?:\s*,.*)?$/.exec(blank(layout.payment?.bankTransfer) ?? '');
  if (bank) [b.bank_name, b.bank_account] = [bank[1], bank[2]];
  else b.bank_name = blank(layout.payment?.bankTransfer);
  return b;
}

/** The business's details: the saved row, else what the PDF designs hold. */
export async function readBusiness(db: Kysely<any>): Promise<Business> {
  const row = await db.selectFrom(BUSINESS_TABLE.name).selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return fromDesigns(db);
  const b = empty();
  for (const f of BUSINESS_FIELDS) b[f] = blank(row[f]);
  return b;
}

/** The audit log's model and action for a change of the business's details. */
export const BUSINESS_AUDIT = { model: 'business', action: 'update' } as const;

/** Save the whole set (id 1) in the caller's transaction, with an audit entry: the details before and after. */
export async function saveBusiness(trx: Kysely<any>, before: Business, b: Business, userId: number | null, now: number): Promise<void> {
  const values = { ...b, updated_at: now, updated_by: userId };
  const updated = await trx.updateTable(BUSINESS_TABLE.name).set(values).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto(BUSINESS_TABLE.name).values({ id: 1, ...values }).execute();
  const log = { action: BUSINESS_AUDIT.action, before, after: b };
  await trx
    .insertInto('audit_logs')
    .values({ model: BUSINESS_AUDIT.model, header_id: 1, user_id: userId, action: BUSINESS_AUDIT.action, log: JSON.stringify(log), status: 'O', created_at: now, updated_at: now, created_by: userId, updated_by: userId })
    .execute();
}

/** The address as one line: "1 Kaki Bukit Road 1, #03-12 Enterprise One, Singapore 415934". */
export const addressLine = (b: Business): string | undefined =>
  [b.addr1, b.addr2, [b.country, b.postal].filter(Boolean).join(' ')].filter(Boolean).join(', ') || undefined;

/** How the PDFs print the business: the letterhead's company, the bank transfer line and the UEN PayNow pays. */
export function letterheadOf(b: Business): { company: Record<string, string | undefined>; bankTransfer?: string; paynowUen?: string } {
  const company = { name: b.name ?? undefined, uen: b.uen ?? undefined, gst_reg_no: b.gst_reg_no ?? undefined, address: addressLine(b), tel: b.tel ?? undefined, email: b.email ?? undefined };
  const bankTransfer = [b.bank_name, b.bank_account].filter(Boolean).join(' ') || undefined;
  return { company, bankTransfer, paynowUen: b.paynow_uen ?? b.uen ?? undefined };
}
