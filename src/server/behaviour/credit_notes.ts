/**
 * Credit notes (api-contract.md "Money in and out"): made from a confirmed invoice (sales/chain.ts),
 * priced and numbered like any sales document (the priced_document and chained_document traits).
 * Confirming one takes its total off the invoice's balance in the same transaction
 * (sales/settlement.ts: more than the balance is 422) and, with `return_stock`, puts its goods back
 * into its warehouse (the default one when it names none; services and lines without a product
 * move nothing); voiding a confirmed one undoes both.
 *
 * A credit note is in its invoice's currency and at its invoice's rate (sales/chain.ts copies both;
 * a rate sent is replaced by the invoice's), so it takes its own amount off the balance and its SGD
 * amounts are the invoice's; one in another currency is refused in a sentence (422), on every save
 * and again when it is confirmed.
 */
import type { WireRecord } from '../db/codec';
import { defineBehaviour } from '../behaviours';
import { StockLedger } from '../stock/ledger';
import { cents, INVOICES, settle } from '../sales/settlement';
import type { UnitOfWork } from '../db/unit-of-work';
import { HttpError } from '../errors';
import { BASE_CURRENCY } from '../traits/priced_document';

export default defineBehaviour(({ registry, settings }) => {
  const ledger = new StockLedger(registry, () => settings?.allowNegativeStock ?? false);
  const invoices = registry.require(INVOICES);
  /** The credited invoice's number, currency and rate. */
  const invoiceOf = async (uow: UnitOfWork, id: unknown) => {
    if (id === null || id === undefined || !Number.isFinite(Number(id))) return undefined;
    const row = await uow.trx.selectFrom(invoices.def.table).select(['invoice_no', 'currency_id', 'exchange_rate']).where('id', '=', Number(id)).executeTakeFirst();
    return row && { number: (row.invoice_no as string | null) ?? `invoice ${id}`, currency: String(row.currency_id ?? BASE_CURRENCY), rate: Number(row.exchange_rate ?? 1) };
  };
  const refuseCurrency = (number: string, own: string, currency: string) =>
    new HttpError('VALIDATION_FAILED', [{ title: `A credit note is in its invoice's currency: ${number} is in ${own}, so this credit note cannot be in ${currency}`, meta: { field: 'currency_id' } }]);
  return {
    async validate({ kind, current, input, uow }) {
      if (!input) return;
      const value = (name: string) => (name in input.values ? input.values[name] : current?.[name]);
      const confirming = kind === 'status' && input.values.status === 'C' && current?.status !== 'C';
      if (kind !== 'create' && kind !== 'update' && !confirming) return;
      const invoice = await invoiceOf(uow, value('invoice_id'));
      if (!invoice) return; // the reference check answers for a missing invoice
      const currency = String(value('currency_id') ?? BASE_CURRENCY);
      if (currency !== invoice.currency) throw refuseCurrency(invoice.number, invoice.currency, currency);
      // At the invoice's rate: priced_document prices it with the rate given.
      if (!confirming) input.values.exchange_rate = invoice.rate;
    },
    async compute({ kind, current, input, uow }) {
      if (kind !== 'status' || !current || !input) return;
      const from = current.status;
      const to = input.values.status;
      const sign = to === 'C' && from !== 'C' ? 1 : to === 'V' && from === 'C' ? -1 : 0;
      if (!sign) return;
      await settle(uow, registry, [{ invoiceId: Number(current.invoice_id), credited: sign * cents(current.total), field: 'total', invoiceField: 'invoice_id', companyId: Number(current.company_id) }]);
      if (!current.return_stock) return;
      // Stocked products only: services move nothing.
      const lines = await ledger.stockedLines(uow, (current.lines as WireRecord[] | undefined) ?? []);
      if (!lines.length) return;
      const warehouseId = await ledger.warehouseOf(uow, current);
      const moves = lines.map((l) => ({ productId: Number(l.product_id), warehouseId, qty: sign * Number(l.qty ?? 0) }));
      await ledger.move(uow, moves, { collection: 'credit_notes', id: Number(current.id), number: (current.credit_note_no as string | null) ?? null });
    },
  };
});
