/**
 * One rule for when a job is on a schedule (shared/job-span.ts), used by the board's timeline and
 * calendar and by the server's suggestions and day routes.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_MINUTES, jobSpan } from '../../src/shared/job-span';

const NINE = Date.UTC(2026, 10, 27, 1) / 1000; // 09:00 in Singapore

describe('jobSpan', () => {
  it('runs from the ETA to the scheduled end', () => {
    expect(jobSpan({ job_eta: NINE, scheduled_start: NINE - 600, scheduled_end: NINE + 5400 })).toEqual({ start: NINE, end: NINE + 5400 });
  });

  it('starts at the scheduled start when there is no ETA', () => {
    expect(jobSpan({ job_eta: null, scheduled_start: NINE, scheduled_end: NINE + 1800 })).toEqual({ start: NINE, end: NINE + 1800 });
  });

  it("lasts an hour, or the type's duration, when the scheduled end is missing or not after the start", () => {
    expect(DEFAULT_JOB_MINUTES).toBe(60);
    expect(jobSpan({ job_eta: NINE })).toEqual({ start: NINE, end: NINE + 3600 });
    expect(jobSpan({ job_eta: NINE, scheduled_end: NINE })).toEqual({ start: NINE, end: NINE + 3600 });
    expect(jobSpan({ job_eta: NINE, scheduled_end: NINE - 60 }, 90)).toEqual({ start: NINE, end: NINE + 5400 });
    expect(jobSpan({ job_eta: NINE }, undefined)).toEqual({ start: NINE, end: NINE + 3600 });
  });

  it('is null for a job with no time', () => {
    expect(jobSpan({})).toBeNull();
    expect(jobSpan({ job_eta: null, scheduled_start: null, scheduled_end: NINE })).toBeNull();
  });
});
