/**
 * Before issue 24 item 1, the generic transition POST /service_requests/{id}/transitions/joborder
 * marked a request "Job order raised" without making its job: the request pointed at no job,
 * had no transition left and refused edits, so the call was lost. Such requests go back to Open
 * (a request marked raised always points at its job now), so the job can be raised again.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  const tables = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  const columns = tables.get('service_requests');
  if (!columns?.has('request_status') || !columns.has('joborder_header_id')) return;
  await db.updateTable('service_requests').set({ request_status: 'open' }).where('request_status', '=', 'scheduled').where('joborder_header_id', 'is', null).execute();
}

export default { id: '0002-raised-requests-reopened', up };
