/**
 * The dispatcher's arithmetic (issue 28), without a server: travel by road factor and speed, the
 * day's route kept around fixed appointments and shortened, and the ranking of field staff with
 * its reasons. The API over real rows is tested in dispatch.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { planDay, routeAsPlanned, schedule, type Stop } from '../../src/server/dispatch/day-route';
import { rankCandidates, type Candidate } from '../../src/server/dispatch/suggest';
import { distanceKm, travelMinutes } from '../../src/server/dispatch/travel';

const MODEL = { roadFactor: 1.4, speedKmh: 35 };
const CHANGI = { latitude: 1.3644, longitude: 103.9915 };
const JURONG = { latitude: 1.3329, longitude: 103.7436 };
const DAY = Date.UTC(2026, 10, 27, 0, 0, 0) / 1000; // 08:00 in Singapore
const hhmm = (s: number) => new Date((s + 8 * 3600) * 1000).toISOString().slice(11, 16);

describe('travel', () => {
  it('is the great-circle distance times the road factor at the speed', () => {
    expect(distanceKm(CHANGI, JURONG)).toBeGreaterThan(27);
    expect(distanceKm(CHANGI, JURONG)).toBeLessThan(28.5);
    expect(travelMinutes(CHANGI, JURONG, MODEL)).toBe(Math.round(((distanceKm(CHANGI, JURONG) * 1.4) / 35) * 60));
    expect(travelMinutes(CHANGI, CHANGI, MODEL)).toBe(0);
  });
});

/** Stops along the island from west to east, given in a shuffled order of ETAs. */
function shuffledDay(): Stop[] {
  const places = Array.from({ length: 8 }, (_, i) => ({ latitude: 1.33 + (i % 2) * 0.01, longitude: 103.74 + i * 0.03 }));
  const order = [5, 0, 7, 2, 6, 1, 4, 3];
  return order.map((placeIndex, slot) => ({ id: placeIndex + 1, place: places[placeIndex], eta: DAY + slot * 3600, durationMinutes: 30, fixed: false }));
}

describe('the day route', () => {
  it('reorders a shuffled day to a shorter road and gives the stops new ETAs in visiting order', () => {
    const stops = shuffledDay();
    const before = routeAsPlanned(stops, JURONG, MODEL);
    const after = planDay(stops, JURONG, DAY, MODEL);
    expect(after.totalMinutes).toBeLessThan(before.totalMinutes * 0.6);
    expect(after.stops.map((s) => s.stop.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let i = 1; i < after.stops.length; i++) {
      const previous = after.stops[i - 1];
      expect(after.stops[i].eta).toBe(previous.eta + previous.stop.durationMinutes * 60 + after.stops[i].travelMinutes * 60);
    }
  });

  it('keeps a fixed appointment at its time and never reaches it late', () => {
    const stops = shuffledDay();
    const appointment = stops[0]; // the far eastern-most-but-two stop, fixed at 08:00 + 0h
    appointment.fixed = true;
    appointment.eta = DAY + 3 * 3600;
    const after = planDay(stops, JURONG, DAY, MODEL);
    const kept = after.stops.find((s) => s.stop.id === appointment.id)!;
    expect(kept.eta).toBe(DAY + 3 * 3600);
    expect(schedule(after.stops.map((s) => s.stop), JURONG, DAY, MODEL)).not.toBeNull();
    expect(after.totalMinutes).toBeLessThan(routeAsPlanned(stops, JURONG, MODEL).totalMinutes);
  });
});

describe('suggestions', () => {
  const chiller = { id: 7, name: 'Chiller servicing' };
  const job = { place: { latitude: 1.3, longitude: 103.85 }, start: DAY + 2 * 3600, end: DAY + 3 * 3600, competency: chiller };
  const near = { latitude: 1.301, longitude: 103.851 };
  const candidates: Candidate[] = [
    { employeeId: 3, displayName: 'Away Ann', competencyIds: [7], base: near, bookings: [], absences: [{ start: DAY, end: DAY + 9 * 3600, reason: 'Annual leave' }] },
    { employeeId: 2, displayName: 'Untrained Ben', competencyIds: [], base: near, bookings: [], absences: [] },
    {
      employeeId: 1,
      displayName: 'Ready Cheng',
      competencyIds: [7],
      base: JURONG,
      bookings: [{ id: 31, ticketNo: 'JOB-00231', start: DAY, end: DAY + 3600, place: { latitude: 1.31, longitude: 103.86 } }],
      absences: [],
    },
  ];

  it('ranks the free, competent, near one first, the one without the competency next, the one away last, with reasons', () => {
    const ranked = rankCandidates(job, candidates, { start: DAY, end: DAY + 10 * 3600 }, MODEL, hhmm);
    expect(ranked.map((s) => s.displayName)).toEqual(['Ready Cheng', 'Untrained Ben', 'Away Ann']);
    const [first, second, third] = ranked;
    expect(first.free).toBe(true);
    expect(first.reasons).toEqual([
      { key: 'has_competency', values: { competency: 'Chiller servicing' } },
      { key: 'free', values: { from: '09:00', to: '18:00' } },
      { key: 'travel_from_job', values: { minutes: first.travelMinutes!, ticket: 'JOB-00231' } },
      { key: 'jobs_that_day', values: { smart_count: 1, count: 1 } },
    ]);
    // From the previous job, not from the far base.
    expect(first.travelMinutes).toBeLessThan(5);
    expect(second.reasons[0]).toEqual({ key: 'lacks_competency', values: { competency: 'Chiller servicing' } });
    expect(third.free).toBe(false);
    expect(third.reasons[1]).toEqual({ key: 'away', values: { reason: 'Annual leave', from: '08:00', to: '17:00' } });
    expect(first.score).toBeGreaterThan(second.score);
    expect(second.score).toBeGreaterThan(third.score);
  });

  it('puts someone booked over the job after everyone free, and among equals the lighter, nearer day first', () => {
    const busy: Candidate = { employeeId: 9, displayName: 'Busy Dev', competencyIds: [7], base: near, bookings: [{ id: 40, ticketNo: 'JOB-00240', start: DAY + 2 * 3600, end: DAY + 4 * 3600 }], absences: [] };
    const far: Candidate = { employeeId: 8, displayName: 'Far Eve', competencyIds: [7], base: CHANGI, bookings: [], absences: [] };
    const ranked = rankCandidates(job, [busy, far, candidates[2]], { start: DAY, end: DAY + 10 * 3600 }, MODEL, hhmm);
    expect(ranked.map((s) => s.displayName)).toEqual(['Ready Cheng', 'Far Eve', 'Busy Dev']);
    expect(ranked[2].reasons[1]).toEqual({ key: 'booked', values: { ticket: 'JOB-00240', from: '10:00', to: '12:00' } });
  });
});
