/**
 * The technician's calls beyond the generic data provider (api-contract.md "Job orders"): the
 * job's service report (POST /joborder_headers/{id}/service-report: one per job, signed) and the
 * job's report as stored, with its parts.
 */
import type { DataProvider } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
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
  saveReport: async (jobId: number, body: ReportBody): Promise<ServiceReport> => (await httpClient(reportUrl(jobId), { method: 'POST', body })).json.data,
};

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
};
