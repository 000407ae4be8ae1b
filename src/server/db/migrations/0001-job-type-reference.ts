/**
 * Job orders and checklists name their job type by reference (`job_type_id`, issue 28 item 1)
 * instead of the free text `job_type`. The new column is made here, before the sync (which then
 * finds it and adds its index), and filled by matching each row's text to the `job_types`
 * masterlist by name, else by code, ignoring case and surrounding spaces. Text that matches no
 * job type leaves `job_type_id` empty: no job type is made up from it. The old `job_type` column
 * is left as it was (the sync never drops a column), so nothing typed before is lost.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';

/** The tables whose free-text job_type becomes job_type_id. */
const TABLES = ['joborder_headers', 'checklists'];

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  const tables = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  const types = tables.get('job_types');
  for (const table of TABLES) {
    const columns = tables.get(table);
    if (!columns) continue;
    if (!columns.has('job_type_id')) await db.schema.alterTable(table).addColumn('job_type_id', 'bigint').execute();
    if (!columns.has('job_type') || !types?.has('name') || !types.has('code')) continue;
    await sql`
      update ${sql.table(table)} set job_type_id = (
        select t.id from job_types t
        where lower(t.name) = lower(trim(${sql.ref(`${table}.job_type`)})) or lower(t.code) = lower(trim(${sql.ref(`${table}.job_type`)}))
        order by case when lower(t.name) = lower(trim(${sql.ref(`${table}.job_type`)})) then 0 else 1 end, t.id
        limit 1
      )
      where job_type_id is null and job_type is not null and trim(job_type) <> ''`.execute(db);
  }
}

export default { id: '0001-job-type-reference', up };
