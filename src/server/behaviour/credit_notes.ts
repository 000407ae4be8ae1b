/**
 * Credit notes (api-contract.md "Money in and out"): made from a confirmed invoice (sales/chain.ts),
 * priced and numbered like any sales document (the priced_document and chained_document traits).
 * Confirming one takes its total off the invoice's balance in the same transaction
 * (sales/settlement.ts: more than the balance is 422) and, with `return_stock`, puts its goods back
 * into its warehouse (the default one when it names none; services and lines without a product
 * move nothing); voiding a confirmed one undoes both.
 */
import type { WireRecord } from '../db/codec';
import { defineBehaviour } from '../behaviours';
import { StockLedger } from '../stock/ledger';
import { cents, settle } from '../sales/settlement';

export default defineBehaviour(({ registry, settings }) => {
  const ledger = new StockLedger(registry, () => settings?.allowNegativeStock ?? false);
  return {
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
