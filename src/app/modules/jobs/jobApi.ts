/**
 * The job-order calls of api-contract.md ("Job orders") that the board, calendar and job page
 * run beyond the generic data provider. Each rejects with the server's message (title + meta),
 * which the screens show as they snap a card back.
 */
import { API_URL, httpClient } from '../../authProvider/api';
import type { JobRecord, JobStatus } from './jobStatus';

const jobs = `${API_URL}/joborder_headers`;

export const jobApi = {
  /**
   * Move a job to another status by the contract's call for that target: accept (to 1), verify
   * (to 5), update job status otherwise. The server decides whether the move is allowed.
   */
  move: async (job: JobRecord, to: JobStatus): Promise<JobRecord> => {
    const id = encodeURIComponent(String(job.id));
    const call = to === '1' ? { path: `${id}/accept` } : to === '5' ? { path: `${id}/verify` } : { path: `${id}/updatejobstatus`, body: { job_status: to } };
    return (await httpClient(`${jobs}/${call.path}`, { method: 'PATCH', body: call.body ?? {} })).json.data;
  },
  /** A plain update (only New and Accepted jobs may be edited), carrying the version last read. */
  update: async (job: JobRecord, changes: Partial<JobRecord>): Promise<JobRecord> =>
    (await httpClient(`${jobs}/${encodeURIComponent(String(job.id))}`, { method: 'PATCH', body: { ...changes, ...(job.updated_at ? { updated_at: job.updated_at } : {}) } })).json.data,
  /** Assign employees to a job in progress (PATCH /reassign). */
  reassign: async (id: number, one: number | null, two: number | null): Promise<JobRecord> =>
    (await httpClient(`${jobs}/reassign`, { method: 'PATCH', body: { id, joborder_employee_one: one, joborder_employee_two: two } })).json.data,
  /** A follow-up of a Done or Completed job: a new job in New, parent_id = this job (POST /{id}/follow-up). */
  followUp: async (job: JobRecord): Promise<JobRecord> => (await httpClient(`${jobs}/${encodeURIComponent(String(job.id))}/follow-up`, { method: 'POST', body: {} })).json.data,
  /** A copy in New with a new ticket number, without its assignees (POST /{from_id}/duplicate). */
  duplicate: async (job: JobRecord): Promise<JobRecord> => (await httpClient(`${jobs}/${encodeURIComponent(String(job.id))}/duplicate`, { method: 'POST', body: { keep_assignees: false } })).json.data,
};
