/**
 * One job on the technician's task list, sized for a phone (390 px, no sideways scroll): what,
 * where (a maps link the user follows: the app itself requests nothing from Google), whom to call
 * (a tel: link), when, its status, the transitions the user may run now (one tap each), and the
 * way to its service report. After "On my way", the phone shares where it is until the work
 * starts (ShareLocation.tsx). A status change made with no network shows as the job's status at
 * once (pendingStatus.ts); the job's actions return when it has been sent.
 */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatUnix } from '../../crud/list/format';
import { useDateLocale } from '../../preferences';
import { STATUS_COLOUR, jobStatusOf, statusLabelKey, type JobRecord } from '../jobs/jobStatus';
import { WorkflowActions } from '../workflow/WorkflowActions';
import { useOutbox } from '../../offline/useOutbox';
import { pendingStatus } from './pendingStatus';
import { OnMyWayButton } from './OnMyWayButton';
import { ShareLocation } from './ShareLocation';
import { placeText } from '../../../shared/place-text';

/** The job's site as the card shows it. */
export interface Site {
  id: number;
  site_name?: string | null;
  addr1?: string | null;
  addr2?: string | null;
  postal?: string | null;
  tel?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export type TaskJob = JobRecord & { contact_person?: string | null; contact_phone?: string | null; site_id?: number | null };

/** States the technician sets out from (POST /{id}/on-my-way): Accepted, Paused. */
const ON_MY_WAY_STATES = ['1', '3'];
/** States a service report is written in (api-contract.md): Work in progress, Paused (view), Done. */
const REPORT_STATES = ['2', '3', '4'];

/** Where the job is: the text kept with its pin (else its site's address) and a map link to that pin. */
const placeOf = (job: TaskJob, site?: Site) => {
  const lat = job.latitude ?? site?.latitude;
  const lng = job.longitude ?? site?.longitude;
  const address = placeText(job, site);
  const query = typeof lat === 'number' && typeof lng === 'number' && (lat !== 0 || lng !== 0) ? `${lat},${lng}` : address;
  return {
    address: address || site?.site_name || '',
    mapUrl: query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null,
    pin: typeof lat === 'number' && typeof lng === 'number' && (lat !== 0 || lng !== 0) ? { latitude: lat, longitude: lng } : null,
  };
};

export const TaskCard = ({ job, site, overdue, reportPath }: { job: TaskJob; site?: Site; overdue: boolean; reportPath: string }) => {
  const translate = useTranslate();
  // The same date style as the office screens (2026-11-02 in English), never the browser's 11/2/2026.
  const [dateLocale] = useDateLocale();
  const pending = pendingStatus(job, useOutbox());
  const status = jobStatusOf(pending.status);
  const { address, mapUrl, pin } = placeOf(job, site);
  // On the way (after "On my way", until the work starts or the technician stops it): the phone shares where it is.
  const [sharing, setSharing] = useState(false);
  const onTheWay = !pending.changed && ON_MY_WAY_STATES.includes(status);
  const phone = job.contact_phone || site?.tel;
  return (
    <Card variant="outlined" data-testid="task-card" data-ticket={job.ticket_no ?? ''} sx={{ borderLeft: 4, borderLeftColor: `${STATUS_COLOUR[status]}.main`, minWidth: 0 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="subtitle2" color="text.secondary" noWrap>
            {job.ticket_no}
          </Typography>
          <Chip size="small" color={STATUS_COLOUR[status]} label={translate(statusLabelKey(status))} data-testid="task-status" />
        </Stack>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {job.company_name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {job.problem_description}
        </Typography>
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          <Row icon={<ScheduleIcon fontSize="small" />}>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="task-eta">
              {job.job_eta ? formatUnix(job.job_eta, true, dateLocale) : translate('app.jobs.no_eta')}
            </Box>
            {overdue && <Chip size="small" color="error" variant="outlined" label={translate('app.field.overdue')} sx={{ ml: 1 }} />}
          </Row>
          {(address || mapUrl) && (
            <Row icon={<PlaceIcon fontSize="small" />}>
              {mapUrl ? (
                <Link href={mapUrl} target="_blank" rel="noopener noreferrer" data-testid="task-map-link">
                  {address || translate('app.field.open_map')}
                </Link>
              ) : (
                address
              )}
            </Row>
          )}
          {phone && (
            <Row icon={<PhoneIcon fontSize="small" />}>
              <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`} data-testid="task-phone">
                {[job.contact_person, phone].filter(Boolean).join(' · ')}
              </Link>
            </Row>
          )}
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', '& [data-testid=workflow-actions]': { flexWrap: 'wrap', gap: 1, '& > *': { m: 0 } } }}>
          {!pending.changed && <WorkflowActions collection="joborder_headers" record={job} />}
          {onTheWay && !sharing && <OnMyWayButton jobId={job.id as number} onDone={() => setSharing(true)} />}
          {onTheWay && sharing && <ShareLocation jobId={job.id as number} jobStatus={status} site={pin} onStop={() => setSharing(false)} />}
          {REPORT_STATES.includes(status) && (
            <Button component={RouterLink} to={reportPath} variant="contained" size="small" data-testid="open-report">
              {translate('app.field.report')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

const Row = ({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
    {icon}
    <Typography component="span" variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere', minWidth: 0 }}>
      {children}
    </Typography>
  </Stack>
);
