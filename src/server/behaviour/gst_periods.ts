/**
 * GST periods (schema/sales-tools/gst_periods.yaml): a period ends on or after it starts, and
 * periods never overlap (a void one aside), so a document's day falls in one period at most; the
 * refusal names the period it would overlap. A filed period is final: it cannot be changed, voided,
 * reopened or deleted (IRAS corrects a filed return by a GST F7, not by changing the F5), so what
 * it locks (sales/gst-periods.ts) stays locked. Filing is the domain action `file`
 * (POST /gst_periods/{id}/file, routes/gst.ts), the one write that makes a period filed.
 */
import { defineBehaviour } from '../behaviours';
import { conflict, HttpError } from '../errors';
import { periodWords } from '../sales/gst-periods';

export const FILE_ACTION = 'file';

export default defineBehaviour(({ registry }) => {
  const periods = registry.require('gst_periods');
  return {
    guard({ action, current }) {
      if (!current || current.state !== 'filed' || action === FILE_ACTION) return;
      throw conflict(`The GST period ${periodWords(current)} has been filed; it can no longer be changed, voided or deleted.`, { field: 'state' });
    },

    async validate({ kind, input, current, uow }) {
      if (!input || kind === 'delete') return;
      const value = (name: string) => (name in input.values ? input.values[name] : current?.[name]);
      const from = Number(value('from'));
      const to = Number(value('to'));
      if (!Number.isFinite(from) || !Number.isFinite(to)) return; // the required-field check answers
      if (to < from) throw new HttpError('VALIDATION_FAILED', [{ title: 'The period must end on or after the day it starts', meta: { field: 'to' } }]);
      if (String(value('status') ?? 'O') === 'V') return;
      const other = await uow.trx
        .selectFrom(periods.def.table)
        .select(['id', 'from', 'to'])
        .where('status', '!=', 'V')
        .where('from', '<=', to)
        .where('to', '>=', from)
        .$if(current?.id !== undefined, (q) => q.where('id', '!=', Number(current!.id)))
        .orderBy('from')
        .executeTakeFirst();
      if (other) throw conflict(`This period overlaps the GST period ${periodWords(other)}; periods may not share a day.`, { field: 'from', period_id: Number(other.id) });
    },
  };
});
