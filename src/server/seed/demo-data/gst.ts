/**
 * GST periods in the demo (issue 39 item 6): this quarter and the one before open (the GST F5 page
 * shows their figures from the demo's documents), and the same quarter two years ago filed, long
 * before any demo document, so it locks none. A forced second load adds none (the periods are there).
 */
import { singaporeDate } from '../../../shared/singapore-time';
import type { Context } from './context';

/** The first day (YYYY-MM-DD parts) of the quarter `back` quarters before the one `today` falls in. */
function quarter(today: number, back: number): { from: number; to: number } {
  const d = new Date((today + 8 * 3600) * 1000);
  const index = d.getUTCFullYear() * 4 + Math.floor(d.getUTCMonth() / 3) - back;
  const day = (i: number) => singaporeDate(`${Math.floor(i / 4)}-${String((i % 4) * 3 + 1).padStart(2, '0')}-01`);
  return { from: day(index), to: day(index + 1) - 86_400 };
}

export async function loadGstPeriods(ctx: Context): Promise<void> {
  const { api, today, suffix } = ctx;
  if (suffix) return;
  await api.create('gst_periods', { ...quarter(today, 1), remarks: 'Last quarter: file the F5 by the end of the month after it' });
  await api.create('gst_periods', { ...quarter(today, 0) });
  const filed = await api.create('gst_periods', { ...quarter(today, 8), remarks: 'Filed on myTax Portal' });
  await api.domain('POST', `gst_periods/${filed.id}/file`);
}
