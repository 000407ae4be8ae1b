/**
 * Supplier bills beyond their traits (purchase_document prices them per input tax code,
 * chained_document numbers them BILL- and locks them at confirm): the due date, the balance and
 * the payment status are kept as on sales invoices (sales/payment-rules.ts settledDocumentRules:
 * due date from the bill date and the terms; not voided or reopened while payments are against it).
 *
 * The supplier's invoice number is unique per supplier (api-contract.md "Purchases and
 * payables"): a second bill of the same supplier with the same number (case and spaces aside; a
 * void bill does not count) answers 409 naming the first. The check runs with the supplier's row
 * locked, so two bills typed at once cannot both pass.
 */
import { sql } from 'kysely';
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';
import { settledDocumentRules, SUPPLIER_PAYMENTS } from '../sales/payment-rules';

const settled = settledDocumentRules(SUPPLIER_PAYMENTS);

/** The number as it is compared: trimmed, lower case. */
const key = (no: unknown) => String(no ?? '').trim().toLowerCase();

export default defineBehaviour((deps) => {
  const rules = settled(deps);
  const companies = deps.registry.require('companies');
  return {
    ...rules,
    async validate(step) {
      const { kind, input, current, uow, info } = step;
      if (!input) return;
      const value = (name: string) => (name in input.values ? input.values[name] : current?.[name]);
      const confirming = kind === 'status' && input.values.status === 'C' && current?.status !== 'C';
      const changing = (kind === 'create' || kind === 'update') && ('supplier_invoice_no' in input.values || 'company_id' in input.values);
      if ((!confirming && !changing) || value('status') === 'V') return;
      const number = key(value('supplier_invoice_no'));
      const companyId = Number(value('company_id'));
      if (!number || !Number.isFinite(companyId)) return; // the required-field checks answer
      const supplier = await uow.lock(companies, companyId).catch(() => null);
      if (!supplier) return; // the reference check answers for a missing supplier
      const first = await uow.trx
        .selectFrom(info.def.table)
        .select(['id', 'bill_no', 'supplier_invoice_no'])
        .where('company_id', '=', companyId)
        .where('status', '!=', 'V')
        .where(sql`lower(trim(supplier_invoice_no))`, '=', number)
        .$if(current?.id !== undefined, (q) => q.where('id', '!=', Number(current!.id)))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!first) return;
      const named = (first.bill_no as string | null) ?? `draft bill ${first.id}`;
      throw conflict(`${supplier.company_name}'s invoice ${String(first.supplier_invoice_no)} is already entered as ${named}: a supplier's invoice is billed once`, {
        field: 'supplier_invoice_no',
        bill_id: Number(first.id),
        bill_no: first.bill_no ?? null,
      });
    },
  };
});
