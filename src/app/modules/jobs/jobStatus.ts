/**
 * Job status (spec section 4): the values '0' to '5', the card colour of each, which may be
 * edited, and the job-order call that moves a job to another status (api-contract.md, Job orders).
 */
import { getContrastRatio, type Palette, type PaletteColor } from '@mui/material/styles';

export const JOB_STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export type StatusColour = 'primary' | 'info' | 'warning' | 'error' | 'success' | 'secondary';

/** The card's border: primary 0, info 1, warning 2, danger 3, success 4, secondary 5. */
export const STATUS_COLOUR: Record<JobStatus, StatusColour> = {
  '0': 'primary',
  '1': 'info',
  '2': 'warning',
  '3': 'error',
  '4': 'success',
  '5': 'secondary',
};

/** Anything but 1–5 reads New (spec section 4). */
export const jobStatusOf = (value: unknown): JobStatus => ((JOB_STATUSES as readonly string[]).includes(String(value)) ? (String(value) as JobStatus) : '0');

export const statusColourOf = (palette: Palette, value: unknown): string => (palette[STATUS_COLOUR[jobStatusOf(value)]] as PaletteColor).main;

/** Text on a status colour: white where it keeps 4.5:1 (WCAG AA), else near-black (MUI's own choice stops at 3:1). */
export const textOn = (background: string): string => (getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)');

export const statusLabelKey = (value: unknown) => `resources.joborder_headers.options.job_status.${jobStatusOf(value)}`;

/** Only New and Accepted jobs may be edited, rescheduled or voided (spec section 4). */
export const isEditableJob = (value: unknown) => ['0', '1'].includes(jobStatusOf(value));

export interface JobRecord {
  id: number;
  uuid?: string;
  ticket_no?: string | null;
  company_name?: string | null;
  job_type_id?: number | null;
  due_by?: number | null;
  sla_state?: 'on_time' | 'at_risk' | 'late' | null;
  problem_description?: string | null;
  job_status?: string | null;
  service_location?: string | null;
  job_eta?: number | null;
  scheduled_start?: number | null;
  scheduled_end?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  /** The address kept with the pin (issue 35 item 2). */
  address?: string | null;
  joborder_employee_one?: number | null;
  joborder_employee_two?: number | null;
  updated_at?: number;
}

export interface Employee {
  id: number;
  display_name?: string | null;
  thumbnail?: string | null;
  user_id?: number | null;
  /** Works in the field: listed on the dispatch timeline and its filter (employees.field_staff). */
  field_staff?: boolean | null;
  /** Competency ids (employees.competencies). */
  competencies?: number[] | null;
  /** Employee ID (employees.code) and email: what tells two people of one name apart. */
  code?: string | null;
  email?: string | null;
  /** The name to show: display_name, with the code (else email) when another employee has the same name (useEmployees). */
  label?: string;
}

/** The name to show for `e`: its label when it has one (two "Rachel Scully"s apart), else display_name. */
export const employeeName = (e: Employee | undefined, fallback = ''): string => e?.label ?? e?.display_name ?? fallback;

/**
 * Each employee with the name to show: display_name alone, or with the code (else the email)
 * when two or more employees share it, so "Rachel Scully (E07)" and "Rachel Scully (E12)" can
 * be told apart in the filter, the timeline and Replace (issue 35 item 6).
 */
export function withNamesApart<E extends Employee>(employees: E[]): E[] {
  const count = new Map<string, number>();
  const key = (e: Employee) => (e.display_name ?? '').trim().toLowerCase();
  for (const e of employees) count.set(key(e), (count.get(key(e)) ?? 0) + 1);
  return employees.map((e) => {
    const detail = (count.get(key(e)) ?? 0) > 1 ? (e.code || e.email || `#${e.id}`) : '';
    return { ...e, label: detail ? `${e.display_name ?? ''} (${detail})` : (e.display_name ?? '') };
  });
}

/** Who goes out to jobs (employees.field_staff); where nobody is marked yet (an older database), everyone. */
export function fieldStaffOf<E extends Employee>(employees: E[]): E[] {
  const marked = employees.filter((e) => e.field_staff === true || (e.field_staff as unknown) === 1);
  return marked.length ? marked : employees;
}

export const assigneesOf = (job: JobRecord): number[] =>
  [job.joborder_employee_one, job.joborder_employee_two].filter((id): id is number => typeof id === 'number');

export const hasPlace = (job: JobRecord): job is JobRecord & { latitude: number; longitude: number } =>
  typeof job.latitude === 'number' && typeof job.longitude === 'number' && (job.latitude !== 0 || job.longitude !== 0);

/** The problem as the card shows it: 25 characters, then an ellipsis (spec section 9). */
export const cardProblem = (text: string | null | undefined): string => {
  const value = text ?? '';
  return value.length > 25 ? `${value.slice(0, 25)}...` : value;
};

/** A job's time on a schedule: the rule the server's suggestions and routes use too. */
export { jobSpan } from '../../../shared/job-span';
