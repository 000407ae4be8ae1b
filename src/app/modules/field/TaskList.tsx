/**
 * The task list (/pages/services-tools/task-lists): today's and overdue open jobs in ETA order,
 * as cards for a phone. A technician's list holds only their jobs (the server scopes it);
 * whoever manages job orders sees everyone's, with a technician filter. Live changes refetch the
 * jobs (their queries are keyed under joborder_headers). ?report=<job id> opens the job's
 * service report, loaded only then (it carries the signature pad and the image compressor), or
 * ahead once a job is accepted: the report's code, the job and its report are loaded while
 * there is a signal, so a basement with none does not stop the report (the service worker keeps them).
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { useListRoute } from '../../crud/listRoute';
import { useAbility } from '../../crud/ability';
import { assigneesOf, employeeName } from '../jobs/jobStatus';
import { useEmployees, useOpenJobs } from '../jobs/useJobs';
import { fieldQueries } from './fieldApi';
import { TaskCard, type Site, type TaskJob } from './TaskCard';
import { singaporeMidnight } from '../../../shared/singapore-time';

const loadReportScreen = () => import('./ServiceReportScreen');
const ServiceReportScreen = lazy(() => loadReportScreen().then((m) => ({ default: m.ServiceReportScreen })));

/** Jobs a report is about to be written for: Accepted, Work in progress, Paused. */
const REPORTING_SOON = ['1', '2', '3'];

/** Jobs still in the technician's hands: New, Accepted, Work in progress, Paused. */
const OPEN = ['0', '1', '2', '3'];
const NO_FILTER = {};

// Today is Singapore's day, as everywhere in the product, whatever the phone's time zone: a phone
// set to UTC left out a job due at 8 a.m. in Singapore until midnight UTC.
const startOfToday = () => singaporeMidnight(Math.floor(Date.now() / 1000));
const endOfToday = () => startOfToday() + 86_399;

export const TaskList = () => {
  const [params] = useSearchParams();
  const report = Number(params.get('report'));
  if (Number.isSafeInteger(report) && report > 0) {
    return (
      <Suspense fallback={<CircularProgress sx={{ m: 2 }} />}>
        <ServiceReportScreen jobId={report} />
      </Suspense>
    );
  }
  return <Tasks />;
};

const Tasks = () => {
  const translate = useTranslate();
  const route = useListRoute();
  const ability = useAbility();
  const seesEveryone = ability.can('manage', 'joborder_headers');
  const [technician, setTechnician] = useState<number | ''>('');
  // Today's jobs and every overdue one still open: ETAs up to the end of today, and only jobs
  // still in hand (the server filters by job status: no done job since 1970 is downloaded).
  const window = useMemo(() => [0, endOfToday() + 1] as const, []);
  const { jobs, isPending, error } = useOpenJobs(NO_FILTER, window, OPEN);
  const tasks = useMemo(() => {
    const until = endOfToday();
    return (jobs as TaskJob[])
      .filter((j) => OPEN.includes(String(j.job_status)) && typeof j.job_eta === 'number' && j.job_eta <= until)
      .filter((j) => technician === '' || assigneesOf(j).includes(technician));
  }, [jobs, technician]);
  const siteIds = useMemo(() => [...new Set(tasks.map((t) => t.site_id).filter((id): id is number => typeof id === 'number'))], [tasks]);
  const { data: sites } = useGetMany<Site & { id: number }>('company_locations', { ids: siteIds }, { enabled: siteIds.length > 0 });
  const siteOf = useMemo(() => new Map((sites ?? []).map((s) => [s.id, s])), [sites]);
  const today = startOfToday();
  useLoadReportsAhead(tasks);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto', width: '100%', boxSizing: 'border-box' }} data-testid="task-list">
      {/* The app bar names the route as on every other page; the heading below names the day. */}
      <Title title={translate(route?.labelKey ?? 'app.field.today', { smart_count: 2 })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h1">
          {translate('app.field.today')}
        </Typography>
        {seesEveryone && <TechnicianFilter value={technician} onChange={setTechnician} />}
      </Box>
      {error ? <Alert severity="error">{translate('app.field.load_failed')}</Alert> : null}
      {isPending ? <CircularProgress /> : null}
      {!isPending && !error && tasks.length === 0 && <Typography color="text.secondary">{translate('app.field.nothing_today')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {tasks.map((job) => (
          <TaskCard key={job.id} job={job} site={job.site_id ? siteOf.get(job.site_id) : undefined} overdue={(job.job_eta ?? 0) < today} reportPath={`?report=${job.id}`} />
        ))}
      </Box>
    </Box>
  );
};

const TechnicianFilter = ({ value, onChange }: { value: number | ''; onChange: (v: number | '') => void }) => {
  const translate = useTranslate();
  const { technicians } = useEmployees();
  return (
    <TextField
      select
      size="small"
      label={translate('app.jobs.technician')}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': 'technician-filter' } }}
    >
      <MenuItem value="">{translate('app.jobs.everyone')}</MenuItem>
      {technicians.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {employeeName(e)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** While there is a signal: the report's code, and the job, report and checklist of each job about to be reported on. */
function useLoadReportsAhead(tasks: TaskJob[]) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const soon = tasks.filter((j) => REPORTING_SOON.includes(String(j.job_status))).map((j) => j.id);
  const key = soon.join(',');
  useEffect(() => {
    if (!key || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    loadReportScreen().catch(() => undefined);
    for (const id of key.split(',').map(Number)) {
      void queryClient.prefetchQuery(fieldQueries.job(dataProvider, id));
      void queryClient.prefetchQuery(fieldQueries.report(id));
      void queryClient.prefetchQuery(fieldQueries.checklist(id));
    }
  }, [key, queryClient, dataProvider]);
}
