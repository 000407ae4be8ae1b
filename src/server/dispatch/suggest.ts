/**
 * Who should do this job at this time: the field staff ranked as a coordinator would, with the
 * reasons in words. The order is strict where it matters and soft where it does not:
 *
 *   1. free before busy: someone away (an availability that says so) or booked over the job's
 *      time comes after everyone free; a job outside the working day (08:00 to 18:00) finds
 *      nobody free, and says so;
 *   2. among those, whoever has the competency the job's type needs before whoever lacks it;
 *   3. then less travel from where they will be (the end of their previous job that day, else
 *      their base) and a lighter day: a quarter of an hour on the road weighs as much as one
 *      more job that day.
 *
 * Pure: the route (routes/dispatch.ts) reads the rows, this ranks them, the reasons are message
 * keys with values so that each reader gets them in their own language.
 */
import { travelMinutes, type Place, type TravelModel } from './travel';

export interface Booking {
  id: number;
  ticketNo: string;
  /** Start, unix seconds. */
  start: number;
  end: number;
  place?: Place;
}

export interface Absence {
  start: number;
  end: number;
  reason: string;
}

export interface Candidate {
  employeeId: number;
  displayName: string;
  competencyIds: number[];
  base?: Place;
  /** That day's other jobs assigned to them (not this one). */
  bookings: Booking[];
  /** Times they said they are not available, overlapping that day. */
  absences: Absence[];
}

export interface JobToPlace {
  place?: Place;
  start: number;
  end: number;
  competency?: { id: number; name: string };
}

export interface Reason {
  key: string;
  values: Record<string, string | number>;
}

export interface Suggestion {
  employeeId: number;
  displayName: string;
  score: number;
  free: boolean;
  travelMinutes: number | null;
  reasons: Reason[];
}

export interface WorkingDay {
  /** When the working day starts and ends, unix seconds (the free window is said within it). */
  start: number;
  end: number;
}

/** Minutes of travel that weigh as much as one more job that day. */
const MINUTES_PER_JOB = 15;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** Where they will be when the job starts: the place of their last job that ends before it, else their base. */
export function whereFrom(candidate: Candidate, job: JobToPlace): { previous?: Booking; from?: Place } {
  const previous = candidate.bookings.filter((b) => b.end <= job.start && b.place).sort((a, b) => b.end - a.end)[0];
  return { previous, from: previous?.place ?? candidate.base };
}

export function rankCandidates(job: JobToPlace, candidates: Candidate[], day: WorkingDay, model: TravelModel, clock: (seconds: number) => string): Suggestion[] {
  const ranked = candidates.map((candidate) => {
    const reasons: Reason[] = [];
    const has = !job.competency || candidate.competencyIds.includes(job.competency.id);
    if (job.competency) reasons.push({ key: has ? 'has_competency' : 'lacks_competency', values: { competency: job.competency.name } });

    const away = candidate.absences.find((a) => overlaps(a, job));
    const clash = candidate.bookings.find((b) => overlaps(b, job));
    const outside = job.start < day.start || job.end > day.end;
    const free = !away && !clash && !outside;
    if (outside && !away && !clash) reasons.push({ key: 'outside_hours', values: { from: clock(day.start), to: clock(day.end) } });
    else if (away) reasons.push({ key: 'away', values: { reason: away.reason || '-', from: clock(away.start), to: clock(away.end) } });
    else if (clash) reasons.push({ key: 'booked', values: { ticket: clash.ticketNo, from: clock(clash.start), to: clock(clash.end) } });
    else {
      // The free window around the job: from the end of the booking before it to the start of the one after.
      const before = Math.max(day.start, ...candidate.bookings.filter((b) => b.end <= job.start).map((b) => b.end), ...candidate.absences.filter((a) => a.end <= job.start).map((a) => a.end));
      const after = Math.min(day.end, ...candidate.bookings.filter((b) => b.start >= job.end).map((b) => b.start), ...candidate.absences.filter((a) => a.start >= job.end).map((a) => a.start));
      reasons.push({ key: 'free', values: { from: clock(before), to: clock(after) } });
    }

    const { previous, from } = whereFrom(candidate, job);
    const minutes = from && job.place ? travelMinutes(from, job.place, model) : null;
    if (minutes === null) reasons.push({ key: job.place ? 'no_start_place' : 'no_job_place', values: {} });
    else if (previous) reasons.push({ key: 'travel_from_job', values: { minutes, ticket: previous.ticketNo } });
    else reasons.push({ key: 'travel_from_base', values: { minutes } });

    const jobs = candidate.bookings.length;
    reasons.push({ key: 'jobs_that_day', values: { smart_count: jobs, count: jobs } });

    // Unknown travel weighs as an hour: someone whose whereabouts are known comes first.
    const cost = (minutes ?? 60) + MINUTES_PER_JOB * jobs;
    return { employeeId: candidate.employeeId, displayName: candidate.displayName, free, has, cost, travelMinutes: minutes, reasons };
  });
  ranked.sort((a, b) => Number(b.free) - Number(a.free) || Number(b.has) - Number(a.has) || a.cost - b.cost || a.displayName.localeCompare(b.displayName));
  return ranked.map(({ has, cost, ...rest }) => ({
    ...rest,
    // 0 to 100: 50 for being free, 30 for the competency, up to 20 for a short, light day.
    score: (rest.free ? 50 : 0) + (has ? 30 : 0) + Math.max(0, Math.round(20 - cost / 6)),
  }));
}
