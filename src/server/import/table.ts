/** The `imports` table (a system table, db/system-tables.ts): one row per import, with what import/run.ts keeps of it. */
import type { TableSpec } from '../db/sync';

export const IMPORTS_TABLE: TableSpec = {
  name: 'imports',
  columns: [
    { name: 'collection', kind: 'text', notNull: true },
    { name: 'user_id', kind: 'int' },
    // running (a background one: queued is never left, it runs at once), done, failed (on_error=stop
    // met an error: nothing written; or its server stopped), dry_run, undone
    { name: 'state', kind: 'text', notNull: true },
    { name: 'mode', kind: 'text', notNull: true },
    { name: 'on_error', kind: 'text', notNull: true },
    { name: 'file_name', kind: 'text' },
    // null: the list's own rows; documents (a line document's rows grouped), opening_balances, opening_stock (import/shapes.ts).
    { name: 'kind', kind: 'text' },
    // JSON [{column, header}]: the file's columns that matched no field, not imported.
    { name: 'unknown_columns', kind: 'text' },
    { name: 'rows', kind: 'int', notNull: true, defaultValue: 0 },
    { name: 'rows_done', kind: 'int', notNull: true, defaultValue: 0 },
    { name: 'created', kind: 'int', notNull: true, defaultValue: 0 },
    { name: 'updated', kind: 'int', notNull: true, defaultValue: 0 },
    { name: 'unchanged', kind: 'int', notNull: true, defaultValue: 0 },
    { name: 'skipped', kind: 'int', notNull: true, defaultValue: 0 },
    // JSON: the errors [{row, column, field, title}], the header row and the failed rows' cells, what was written.
    { name: 'errors', kind: 'text' },
    { name: 'headers', kind: 'text' },
    { name: 'failed_rows', kind: 'text' },
    { name: 'written', kind: 'text' },
    // The server instance running a background import (db/instances.ts): gone, the import is marked failed.
    { name: 'runner_instance', kind: 'bigint' },
    { name: 'runner_pid', kind: 'int' },
    { name: 'created_at', kind: 'bigint', notNull: true },
    { name: 'updated_at', kind: 'bigint', notNull: true },
  ],
  indexes: [{ columns: ['user_id', 'created_at'] }],
};
