/**
 * The technician on the way (issue 40 item 5): from "On my way" until the work starts, the phone
 * shares where it is (navigator.geolocation.watchPosition) with POST /joborder_headers/{id}/position,
 * at least every 30 s and sooner when it moved 50 m, never twice in 5 s
 * (src/shared/technician-positions.ts `shouldSend`). A notice says so, with Stop; sharing also
 * stops when the work starts (the card no longer shows this) or the technician leaves the screen
 * (unmounted: the watch is cleared). Within 150 m of the site, "Start work" is offered first, as
 * a large button. A refusal reads as a sentence: the phone's (location blocked, no fix) or the
 * server's (the work started elsewhere: sharing stops).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { HttpError, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useToasts } from '../../crud/list/feedback';
import { workflowApi } from '../workflow/WorkflowActions';
import { distanceMetres, type LatLng } from '../../../shared/geo';
import { nearSite, shouldSend, type PositionSent, type SentPosition } from '../../../shared/technician-positions';

/** How the phone is asked: its best fix, one at most 10 s old, within 30 s. */
const WATCH: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 };

/** GeolocationPositionError codes as sentences (app.field.sharing.*). */
const PHONE_PROBLEM: Record<number, string> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

const positionUrl = (jobId: number) => `${API_URL}/joborder_headers/${encodeURIComponent(String(jobId))}/position`;

/** The server's sentence for a refusal, else null. */
const refusalOf = (e: unknown): string | null => {
  if (!(e instanceof HttpError) || (e.status !== 409 && e.status !== 403 && e.status !== 404)) return null;
  return e.message;
};

/** How far the site is: metres near it, kilometres to one decimal from 1 km (3.1 km, not 3127 m). */
const distanceText = (translate: (key: string, options?: object) => string, metres: number) =>
  metres < 1000 ? translate('app.field.sharing.distance', { metres: Math.round(metres) }) : translate('app.field.sharing.distance_km', { km: (metres / 1000).toFixed(1) });

/** A moment as the 24-hour clock shows it, 14:05:09. */
const clockTime = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

export const ShareLocation = ({ jobId, jobStatus, site, onStop }: { jobId: number; jobStatus: string; site: LatLng | null; onStop: () => void }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [here, setHere] = useState<(LatLng & { accuracy: number | null }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastSent, setLastSent] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const sent = useRef<SentPosition | null>(null);
  const sending = useRef(false);
  const stop = useRef(onStop);
  stop.current = onStop;

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setProblem(translate('app.field.sharing.unsupported'));
      return;
    }
    let stopped = false;
    const send = async (next: LatLng & { accuracy: number | null }) => {
      const now = Date.now();
      if (sending.current || !shouldSend(sent.current, next, now)) return;
      // No signal: not queued for later (a position sent late says nothing true); the next fix tries again.
      if (!navigator.onLine) return;
      sending.current = true;
      try {
        await httpClient<{ data: PositionSent }>(positionUrl(jobId), { method: 'POST', body: next, merge: (_queued, later) => later });
        sent.current = { ...next, at: now };
        if (!stopped) setLastSent(now);
      } catch (e) {
        const refusal = refusalOf(e);
        if (refusal && !stopped) {
          // The job is no longer on the way (started, or handed to someone else): sharing stops, saying why.
          toasts.error(translate('app.field.sharing.refused', { reason: refusal }));
          stop.current();
        }
      } finally {
        sending.current = false;
      }
    };
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        if (stopped) return;
        const next = { latitude: coords.latitude, longitude: coords.longitude, accuracy: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null };
        setHere(next);
        setProblem(null);
        void send(next);
      },
      (error) => {
        if (!stopped) setProblem(translate(`app.field.sharing.${PHONE_PROBLEM[error.code] ?? 'unavailable'}`));
      },
      WATCH,
    );
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
    };
  }, [jobId, translate, toasts]);

  const near = nearSite(here, site);
  const startWork = async () => {
    setStarting(true);
    try {
      // Accepted: start; Paused (leaving again for the same job): resume.
      await workflowApi.run('joborder_headers', jobId, jobStatus === '3' ? 'resume' : 'start');
      toasts.success();
      stop.current();
      void queryClient.invalidateQueries({ queryKey: ['joborder_headers'] });
    } catch (e) {
      toasts.error(e);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 1 }} data-testid="location-sharing" data-near={near ? 'true' : 'false'}>
      <Alert
        severity="info"
        icon={<MyLocationIcon fontSize="inherit" />}
        action={
          <Button color="inherit" size="small" onClick={() => stop.current()} data-testid="stop-sharing">
            {translate('app.field.sharing.stop')}
          </Button>
        }
        sx={{ alignItems: 'center', '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('app.field.sharing.notice')}
        </Typography>
        <Typography variant="caption" component="div" data-testid="sharing-status">
          {here === null
            ? translate('app.field.sharing.waiting')
            : [
                site ? distanceText(translate, distanceMetres(here, site)) : null,
                lastSent === null ? null : translate('app.field.sharing.last_sent', { time: clockTime(lastSent) }),
              ]
                .filter(Boolean)
                .join(' · ')}
        </Typography>
      </Alert>
      {problem && (
        <Alert severity="warning" data-testid="sharing-problem">
          {problem}
        </Alert>
      )}
      {near && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('app.field.sharing.near')}
          </Typography>
          <Button variant="contained" size="large" fullWidth startIcon={<PlayArrowIcon />} disabled={starting} onClick={() => void startWork()} data-testid="start-work-near">
            {translate('app.field.sharing.start_work')}
          </Button>
        </Box>
      )}
    </Box>
  );
};
