/**
 * The technician's calls beyond the generic data provider (api-contract.md "Job orders"): the
 * job's service report (POST /joborder_headers/{id}/service-report: one per job, signed) and the
 * job's report as stored, with its parts.
 */
import type { DataProvider } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { outbox } from '../../offline/outbox';
import type { JobRecord } from '../jobs/jobStatus';

export interface ReportPart {
  id?: number;
  product_id?: number | null;
  description: string;
  qty: number;
}

export interface ServiceReport {
  id: number;
  report_no?: string;
  work_done?: string | null;
  findings?: string | null;
  recommendations?: string | null;
  time_in?: number | null;
  time_out?: number | null;
  customer_signature_name?: string | null;
  checklist_answers?: Record<string, unknown> | null;
  signature_image?: string | null;
  signed_at?: number | null;
  signature_stale?: boolean;
  parts?: ReportPart[];
  updated_at?: number;
}

export interface ChecklistItem {
  id: number;
  question: string;
  answer_type?: string;
  required?: boolean;
}

export interface ChecklistOfJob {
  name: string;
  items?: ChecklistItem[];
}

/** What the report screen sends: the fields, the parts, and a new signature when one was drawn. */
export interface ReportBody {
  work_done?: string;
  findings?: string | null;
  recommendations?: string | null;
  time_in?: number | null;
  time_out?: number | null;
  customer_signature_name?: string | null;
  checklist_answers?: Record<string, unknown>;
  parts?: Array<{ product_id?: number | null; description: string; qty: number }>;
  signature?: string;
  signature_strokes?: unknown;
  /** Photos to add (api-contract.md Files). */
  uploads?: Array<{ name: string; base64: string; fileType: string }>;
}

const jobUrl = (jobId: number) => `${API_URL}/joborder_headers/${encodeURIComponent(String(jobId))}`;
/** Where a job's report is written (and the URL it waits under in the outbox). */
export const reportUrl = (jobId: number) => `${jobUrl(jobId)}/service-report`;

export const fieldApi = {
  /** The job's report, or null before one is written. */
  reportOf: async (jobId: number): Promise<ServiceReport | null> => {
    const query = new URLSearchParams({ filterExt: `joborder_header_id=${jobId}`, 'page[size]': '1', status: 'all' });
    const [found] = (await httpClient(`${API_URL}/service_reports?${query}`)).json.data as ServiceReport[];
    if (!found) return null;
    return (await httpClient(`${API_URL}/service_reports/${found.id}`)).json.data;
  },
  /** Saves the report; with no network it waits in the outbox, merged into a save of it still waiting there (one write, nothing typed lost). */
  saveReport: async (jobId: number, body: ReportBody): Promise<ServiceReport> => (await httpClient(reportUrl(jobId), { method: 'POST', body, merge: mergeReportBodies })).json.data,
};

/**
 * Two saves of one report as one (issue 35.1): field by field the later wins (a field it leaves
 * out keeps the earlier value), checklist answers by question, and the photos of both are added.
 */
export function mergeReportBodies(queued: unknown, later: unknown): ReportBody {
  const a = (queued ?? {}) as ReportBody;
  const b = (later ?? {}) as ReportBody;
  const merged: ReportBody = { ...a, ...Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)) };
  if (a.checklist_answers || b.checklist_answers) merged.checklist_answers = { ...a.checklist_answers, ...b.checklist_answers };
  const uploads = [...(a.uploads ?? []), ...(b.uploads ?? [])];
  if (uploads.length) merged.uploads = uploads;
  else delete merged.uploads;
  return merged;
}

/** The saves of a job's report that wait in the outbox, as one body (null when none waits). */
export function queuedReport(jobId: number): ReportBody | null {
  const bodies = outbox.waitingBodies(reportUrl(jobId));
  return bodies.length ? bodies.reduce<ReportBody>((all, body) => mergeReportBodies(all, body), {}) : null;
}

/** The report as it will be once its waiting saves are sent: the queued values over the stored ones (photos aside: they are counted apart). */
export function withQueued(report: ServiceReport | null, queued: ReportBody | null): ServiceReport | null {
  if (!queued) return report;
  const { uploads: _uploads, signature, signature_strokes: _strokes, checklist_answers, ...fields } = queued;
  return {
    ...(report ?? { id: 0 }),
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    ...(checklist_answers ? { checklist_answers: { ...report?.checklist_answers, ...checklist_answers } } : {}),
    ...(signature ? { signature_image: signature, signature_stale: false } : {}),
  } as ServiceReport;
}

/**
 * The report screen's reads, shared with the task list, which loads them ahead for the jobs about
 * to be reported on. offlineFirst: with no network the call still goes out once, and the service
 * worker answers it with the kept copy (react-query would otherwise wait for the network).
 */
export const fieldQueries = {
  job: (dataProvider: DataProvider, jobId: number) => ({
    queryKey: ['joborder_headers', 'field', jobId],
    queryFn: async () => (await dataProvider.getOne<JobRecord & { id: number }>('joborder_headers', { id: jobId })).data,
    networkMode: 'offlineFirst' as const,
  }),
  report: (jobId: number) => ({ queryKey: ['service_reports', 'field', jobId], queryFn: () => fieldApi.reportOf(jobId), networkMode: 'offlineFirst' as const }),
  /** GET /joborder_headers/{id}/checklist: the checklist of the job's type (the report's own once written), or null. */
  checklist: (jobId: number) => ({
    queryKey: ['checklists', 'field', jobId],
    queryFn: async () => (await httpClient(`${jobUrl(jobId)}/checklist`)).json.data as ChecklistOfJob | null,
    retry: false,
    networkMode: 'offlineFirst' as const,
  }),
};
