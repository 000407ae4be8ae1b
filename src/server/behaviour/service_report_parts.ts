/**
 * Parts used, written on their own through the generic calls (not as the report's lines): the
 * report they belong to follows the same rules as its own fields (behaviour/service_reports.ts):
 * a technician changes only the parts of their own jobs' reports, and a change after the
 * customer signed makes the signature stale.
 */
import { defineBehaviour } from '../behaviours';
import { toRow } from '../db/codec';
import { requireOwnReport } from './service_reports';

export default defineBehaviour(({ registry }) => {
  const reports = registry.require('service_reports').def;
  const jobs = registry.require('joborder_headers').def;

  return {
    async validate({ input, current, uow }) {
      for (const reportId of new Set([current?.header_id, input?.values.header_id].filter((id) => id !== undefined && id !== null))) {
        const report = await uow.trx.selectFrom(reports.table).select(['joborder_header_id', 'signed_hash']).where('id', '=', Number(reportId)).executeTakeFirst();
        if (!report) continue;
        await requireOwnReport(uow.trx, jobs.table, uow.actor, report.joborder_header_id, 'change the service reports of');
        if (report.signed_hash) await uow.trx.updateTable(reports.table).set(toRow(reports, { signature_stale: true })).where('id', '=', Number(reportId)).execute();
      }
    },
  };
});
