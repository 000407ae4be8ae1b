/** The dispatch screens' filters: day (by ETA, in local time), technician, status, free text. */
import type { JobRecord } from './jobStatus';

export interface JobFilters {
  /** YYYY-MM-DD, or '' for every day. */
  day: string;
  /** An employee id, or '' for everyone. */
  technician: string;
  status: string;
  text: string;
}

export const NO_FILTERS: JobFilters = { day: '', technician: '', status: '', text: '' };

export const today = (): string => toDayString(new Date());

export const toDayString = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The unix seconds of a local day's start and of the next day's start. */
export function dayBounds(day: string): [number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [new Date(y, m - 1, d).getTime() / 1000, new Date(y, m - 1, d + 1).getTime() / 1000];
}

/** Whether `job` passes the filters; the text also matches its job type's name when `jobTypes` (names by id) is given. */
export function matchesFilters(job: JobRecord, f: JobFilters, jobTypes?: ReadonlyMap<number, string>): boolean {
  if (f.status && String(job.job_status ?? '0') !== f.status) return false;
  if (f.technician && String(job.joborder_employee_one) !== f.technician && String(job.joborder_employee_two) !== f.technician) return false;
  if (f.day) {
    const [from, to] = dayBounds(f.day);
    if (typeof job.job_eta !== 'number' || job.job_eta < from || job.job_eta >= to) return false;
  }
  if (f.text.trim()) {
    const needle = f.text.trim().toLowerCase();
    const type = job.job_type_id ? jobTypes?.get(job.job_type_id) : undefined;
    if (![job.ticket_no, job.company_name, type, job.problem_description].some((v) => v?.toLowerCase().includes(needle))) return false;
  }
  return true;
}
