/** A quotation of a revision thread as GET /quotations/{id}/revisions answers it (server/behaviour/quotations.ts). */
export interface RevisionEntry {
  id: number;
  number: string | null;
  /** The letter: null for the original (A), B for the first revision, … */
  revision: string | null;
  status: string;
  superseded: boolean;
  date: number | null;
  total: number | null;
}
