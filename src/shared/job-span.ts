/**
 * When a job is on someone's schedule, one rule for the screens (board timeline, calendar) and
 * the server (suggestions, day routes): from its ETA, else its scheduled start, to its scheduled
 * end when that is later, else for its length (the job type's duration where the caller knows
 * it, else an hour). A job with neither ETA nor scheduled start is on no schedule: null.
 */
export const DEFAULT_JOB_MINUTES = 60;

export interface ScheduledJob {
  job_eta?: number | null;
  scheduled_start?: number | null;
  scheduled_end?: number | null;
}

/** Start and end in unix seconds, or null when the job has no time. */
export function jobSpan(job: ScheduledJob, minutes: number = DEFAULT_JOB_MINUTES): { start: number; end: number } | null {
  const start = job.job_eta ?? job.scheduled_start;
  if (typeof start !== 'number' || !Number.isFinite(start)) return null;
  const end = typeof job.scheduled_end === 'number' && job.scheduled_end > start ? job.scheduled_end : start + minutes * 60;
  return { start, end };
}
