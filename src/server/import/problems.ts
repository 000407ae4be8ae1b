/** What one row (or one document's rows) of an import comes to, shared by import/run.ts and the import shapes (shapes.ts). */
import type { WireRecord } from '../db/codec';

export interface ImportError {
  row: number;
  column: string | null;
  field: string | null;
  title: string;
}

/** A row's own problems (its cells), thrown to roll the row back. */
export class RowProblems extends Error {
  constructor(readonly problems: ImportError[]) {
    super(problems[0]?.title);
  }
}

/** What a row (or a document's rows) wrote: `before` holds an update's changed fields as they were. */
export interface RowOutcome {
  kind: 'created' | 'updated' | 'unchanged';
  record: WireRecord;
  before?: Record<string, unknown>;
}
