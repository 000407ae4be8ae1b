/**
 * Sales invoices beyond their traits (priced_document prices them, chained_document numbers and
 * locks them at confirm): the due date follows the invoice date and the payment terms ("Net 30":
 * 30 days later; COD: the same day); a draft's balance is its total; confirming one works out its
 * payment status (Overdue when confirmed after its due date). An invoice with payments or credit
 * notes against it is not reopened or voided before they are (409), so its balance always
 * explains itself (sales/settlement.ts).
 */
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';
import { BOOKKEEPING_ACTIONS } from '../traits/chained_document';
import { cents, dueDateOf, settlementValues } from '../sales/settlement';

export default defineBehaviour(() => ({
  guard({ kind, current, input }) {
    if (kind !== 'status' || !current || current.status !== 'C') return;
    const to = input?.values.status;
    if (to === 'C') return;
    if (cents(current.amount_paid) > 0 || cents(current.amount_credited) > 0) {
      const number = current.invoice_no ?? 'This invoice';
      throw conflict(`${number} has payments or credit notes against it: void them first, then ${to === 'V' ? 'void' : 'reopen'} the invoice`, { field: 'status' });
    }
  },
  compute({ kind, action, current, input }) {
    if (!input || BOOKKEEPING_ACTIONS.has(action)) return;
    const value = (name: string) => (name in input.values ? input.values[name] : current?.[name]);
    if (kind === 'create' || kind === 'update') {
      input.values.due_date = dueDateOf(value('invoice_date'), value('payment_terms'));
      // Its SGD balance at its own rate (settlement.ts): priced_document has just worked out its totals.
      const invoice = { total: value('total'), total_base: value('total_base'), currency_id: value('currency_id'), exchange_rate: value('exchange_rate'), due_date: input.values.due_date } as Record<string, unknown>;
      // Written confirmed (an import): nothing paid yet.
      Object.assign(input.values, settlementValues(invoice as never, cents(current?.amount_paid), cents(current?.amount_credited)));
      if (value('status') !== 'C') input.values.payment_status = 'Unpaid'; // a draft is not due yet
    } else if (kind === 'status' && current && input.values.status === 'C' && current.status !== 'C') {
      Object.assign(input.values, settlementValues(current, cents(current.amount_paid), cents(current.amount_credited)));
    }
  },
}));
