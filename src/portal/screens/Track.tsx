/**
 * A job's page and, while the technician is on the way, where they are: their first name and
 * picture, the ETA, and the latest position on a small map (loaded only here: Leaflet is never
 * in the invoice's path). Polled every 10 s while on the way, every 60 s otherwise.
 */
import { lazy, Suspense, useEffect } from 'react';
import { portalApi, type JobRow } from '../api';
import { dayTime } from '../format';
import { useT } from '../i18n';
import { Chip, Page, Show, Spinner, useLoad, useLocale } from '../ui';
import { statusTone, statusWord, numberOf } from '../words';
import { TechnicianPicture } from './Rows';

const TrackMap = lazy(() => import('./TrackMap'));
export const POLL_ON_THE_WAY_MS = 10_000;
const POLL_OTHERWISE_MS = 60_000;

export default function Track({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const tracking = useLoad(() => portalApi.track(id), [id]);
  // The job's row (number, site, times) from the list; a document link's session may not list, so it is optional.
  const job = useLoad<JobRow | null>(() => portalApi.jobs().then((rows) => rows.find((j) => j.id === id) ?? null, () => null), [id]);
  const onTheWay = tracking.data?.on_the_way ?? false;
  useEffect(() => {
    const timer = window.setInterval(tracking.reload, onTheWay ? POLL_ON_THE_WAY_MS : POLL_OTHERWISE_MS);
    return () => window.clearInterval(timer);
  }, [onTheWay, tracking.reload]);
  const row = job.data;
  return (
    <Page title={row ? t('jobs.job_title', { number: numberOf(row) }) : t('jobs.job_plain')} back={{ to: '/portal/jobs', label: t('jobs.title') }}>
      <Show loaded={tracking}>
        {(track) => (
          <>
            <div className="card" data-testid="tracking">
              <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
                {track.technician && <TechnicianPicture technician={track.technician} />}
                <div style={{ flex: 1, minWidth: 0 }}>
                  {track.on_the_way && track.technician ? (
                    <strong data-testid="on-the-way">{t('jobs.on_the_way', { name: track.technician.first_name })}</strong>
                  ) : (
                    <Chip tone={statusTone('job', track.state)}>{statusWord(t, 'job', track.state)}</Chip>
                  )}
                  {track.on_the_way && track.eta_minutes !== null && (
                    <div className="eta" data-testid="eta">
                      {t('jobs.eta_minutes', { smart_count: Math.max(1, Math.round(track.eta_minutes)) })}
                    </div>
                  )}
                  {!track.on_the_way && track.technician && <div className="small muted">{t('jobs.technician', { name: track.technician.first_name })}</div>}
                </div>
              </div>
              {row && (
                <dl className="facts" style={{ marginTop: '0.75rem' }}>
                  {row.site && (
                    <>
                      <dt>{t('jobs.site')}</dt>
                      <dd>{row.site}</dd>
                    </>
                  )}
                  {(row.eta ?? row.scheduled_start) && (
                    <>
                      <dt>{t('jobs.when')}</dt>
                      <dd>{dayTime(locale, row.eta ?? row.scheduled_start)}</dd>
                    </>
                  )}
                </dl>
              )}
            </div>
            {track.on_the_way && track.position && (
              <>
                <Suspense fallback={<div className="map" />}>
                  <TrackMap position={track.position} site={track.site} technician={track.technician?.first_name ?? ''} />
                </Suspense>
                <p className="small muted" data-testid="position-at">
                  {t('jobs.position_at', { time: dayTime(locale, track.position.at) })}
                </p>
              </>
            )}
            {track.on_the_way && !track.position && <p className="muted small">{t('jobs.no_position')}</p>}
          </>
        )}
      </Show>
      {tracking.loading && tracking.data && <span className="visually-hidden">{t('common.loading')}</span>}
      {!tracking.data && !tracking.error && <Spinner />}
    </Page>
  );
}
