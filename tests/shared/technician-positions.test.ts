/**
 * The technician's phone on the way (issue 40 item 5; src/shared/technician-positions.ts): a
 * position is sent every 30 s, sooner when the phone moved 50 m, never twice within 5 s; "Start
 * work" is offered within 150 m of the site.
 */
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../src/shared/geo';
import { nearSite, shouldSend, NEAR_SITE_METRES } from '../../src/shared/technician-positions';

/** A place `metres` north of `from` (a degree of latitude is about 111.2 km). */
const north = (from: { latitude: number; longitude: number }, metres: number) => ({ latitude: from.latitude + metres / 111_195, longitude: from.longitude });
const SITE = { latitude: 1.3343, longitude: 103.8563 };
const T0 = 1_800_000_000_000;

describe('when the phone sends its position', () => {
  it('sends the first fix at once', () => {
    expect(shouldSend(null, SITE, T0)).toBe(true);
  });

  it('sends again after 30 s even without moving, and not before', () => {
    const last = { ...SITE, at: T0 };
    expect(shouldSend(last, SITE, T0 + 29_999)).toBe(false);
    expect(shouldSend(last, north(SITE, 10), T0 + 29_999)).toBe(false);
    expect(shouldSend(last, SITE, T0 + 30_000)).toBe(true);
  });

  it('sends sooner when it moved 50 m, but never twice within 5 s', () => {
    const last = { ...SITE, at: T0 };
    expect(distanceMetres(SITE, north(SITE, 50))).toBeCloseTo(50, 0);
    expect(shouldSend(last, north(SITE, 49), T0 + 10_000)).toBe(false);
    expect(shouldSend(last, north(SITE, 51), T0 + 10_000)).toBe(true);
    // A car at 60 km/h moves 50 m in 3 s: still at most one every 5 s.
    expect(shouldSend(last, north(SITE, 80), T0 + 3_000)).toBe(false);
    expect(shouldSend(last, north(SITE, 80), T0 + 5_000)).toBe(true);
  });
});

describe('"Start work" near the site', () => {
  it('is offered within 150 m, not beyond', () => {
    expect(NEAR_SITE_METRES).toBe(150);
    expect(nearSite(north(SITE, 149), SITE)).toBe(true);
    expect(nearSite(SITE, SITE)).toBe(true);
    expect(nearSite(north(SITE, 151), SITE)).toBe(false);
    expect(nearSite({ latitude: SITE.latitude, longitude: SITE.longitude + 0.0014 }, SITE)).toBe(false); // ~156 m east
  });

  it('is not offered without a fix or without a site', () => {
    expect(nearSite(null, SITE)).toBe(false);
    expect(nearSite(SITE, null)).toBe(false);
  });
});
