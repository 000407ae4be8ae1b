/**
 * The technician's phone on the way (issue 40 item 5; src/app/modules/field/ShareLocation.tsx),
 * with a fake geolocation and a fake API: the first fix is sent at once, a small move within
 * 30 s is not, a 50 m move after 5 s is; within 150 m of the site "Start work" is offered; a
 * blocked location reads as a sentence; the server's 409 (the work started) stops the sharing;
 * leaving the screen clears the watch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { ShareLocation } from '../../src/app/modules/field/ShareLocation';
import { renderInApp } from '../support/app-context';

const SITE = { latitude: 1.3343, longitude: 103.8563 };
const north = (metres: number) => ({ latitude: SITE.latitude + metres / 111_195, longitude: SITE.longitude });

type Success = (p: GeolocationPosition) => void;
type Failure = (e: GeolocationPositionError) => void;

describe('sharing the phone\'s position on the way', () => {
  let watchers: Array<{ ok: Success; fail: Failure }>;
  let cleared: number[];
  let posted: Array<{ latitude: number; longitude: number; accuracy: number | null }>;
  let answer: () => Response;
  let now: number;

  const fix = async (p: { latitude: number; longitude: number }, accuracy = 10) => {
    await act(async () => {
      for (const w of watchers) w.ok({ coords: { ...p, accuracy } as GeolocationCoordinates, timestamp: now } as GeolocationPosition);
    });
  };
  const view = (onStop = vi.fn()) => {
    renderInApp(<ShareLocation jobId={7} jobStatus="1" site={SITE} onStop={onStop} />, { rules: [{ action: ['read', 'update'], subject: 'joborder_headers' }] });
    return onStop;
  };

  beforeEach(() => {
    watchers = [];
    cleared = [];
    posted = [];
    now = 1_800_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    answer = () => new Response(JSON.stringify({ data: {} }), { status: 201, headers: { 'content-type': 'application/json' } });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        watchPosition: (ok: Success, fail: Failure) => watchers.push({ ok, fail }),
        clearWatch: (id: number) => cleared.push(id),
        getCurrentPosition: () => undefined,
      },
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (String(url).endsWith('/joborder_headers/7/position')) posted.push(JSON.parse(String(init.body)));
      return answer();
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the first fix at once, a small move not before 30 s, a 50 m move after 5 s', async () => {
    view();
    expect(screen.getByText('Sharing your location with the customer')).toBeTruthy();
    expect(screen.getByTestId('stop-sharing').textContent).toBe('Stop');
    await fix(north(1000));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ ...north(1000), accuracy: 10 });
    now += 10_000;
    await fix(north(980)); // 20 m
    now += 1_000;
    await fix(north(900)); // 100 m, 11 s after the last sent
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1].latitude).toBe(north(900).latitude);
    now += 2_000;
    await fix(north(800)); // 100 m more, 2 s after: not yet
    now += 30_000;
    await fix(north(800)); // 32 s after: sent even standing still
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(screen.getByTestId('location-sharing').getAttribute('data-near')).toBe('false');
    expect(screen.queryByTestId('start-work-near')).toBeNull();
  });

  it('offers "Start work" within 150 m of the site', async () => {
    view();
    await fix(north(160));
    expect(screen.queryByTestId('start-work-near')).toBeNull();
    now += 6_000;
    await fix(north(140));
    expect(screen.getByTestId('start-work-near').textContent).toBe('Start work');
    expect(screen.getByText('You are at the site.')).toBeTruthy();
  });

  it('says a blocked location in a sentence', async () => {
    view();
    await act(async () => watchers[0].fail({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError));
    expect(screen.getByTestId('sharing-problem').textContent).toBe("Location is blocked for this app: allow it in your browser's site settings to share where you are.");
    expect(posted).toEqual([]);
  });

  it('stops when the server says the job is no longer on the way, and clears the watch when it goes', async () => {
    answer = () => new Response(JSON.stringify({ errors: [{ status: '409', code: 'CONFLICT', title: 'Your position is shared only on the way to a job; job T-1 is Work in progress' }] }), { status: 409, headers: { 'content-type': 'application/json' } });
    const onStop = view();
    await fix(north(1000));
    await waitFor(() => expect(onStop).toHaveBeenCalled());
    cleanup();
    expect(cleared).toHaveLength(1);
  });
});
