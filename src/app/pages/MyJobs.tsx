/**
 * The signed-in user's own part of the dashboard (issue 10, item 9): the job orders assigned to
 * the employee linked to their account (employees.user_id), as either employee, counted by job
 * status, with those due today and the next ones to do. A technician lands here. Nothing shows for
 * a user with no linked employee or who may not read job orders. Only list calls: the employee by
 * user_id, then the open job orders by each assignment field.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDataProvider, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { session } from '../authProvider/session';
import { useAbility } from '../crud/ability';
import { formatUnix } from '../crud/fields';
import { recordKey, routeViewPath } from '../crud/listRoute';
import { allResources } from '../crud/registry';

const JOBS = allResources.find((d) => d.resource === 'joborder_headers');
const JOB_ROUTE = JOBS?.routes.find((r) => r.path === '/pages/services-tools/job-order') ?? JOBS?.routes[0];
const ASSIGNMENTS = ['joborder_employee_one', 'joborder_employee_two'];
/** Job statuses that still need the technician: New, Accepted, Work in progress, Paused. */
const TO_DO = ['0', '1', '2', '3'];
/** Assigned jobs read at most (two calls); a technician has tens, not thousands. */
const MAX_JOBS = 500;
const NEXT_SHOWN = 8;

function isToday(seconds: unknown, now = new Date()): boolean {
  if (typeof seconds !== 'number') return false;
  const day = new Date(seconds * 1000);
  return day.getFullYear() === now.getFullYear() && day.getMonth() === now.getMonth() && day.getDate() === now.getDate();
}

type Loaded = { kind: 'none' } | { kind: 'jobs'; jobs: RaRecord[] };

export const MyJobs = () => {
  const dataProvider = useDataProvider();
  const ability = useAbility();
  const translate = useTranslate();
  const locale = useLocale();
  const userId = session.read()?.user?.id;
  const canRead = !!JOBS && ability.can('read', JOBS.subject) && ability.can('read', 'employees');
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!canRead || typeof userId !== 'number') return;
    let cancelled = false;
    (async (): Promise<Loaded> => {
      const employees = await dataProvider.getList('employees', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { status: 'O', user_id: userId } });
      const employee = employees.data[0];
      if (!employee) return { kind: 'none' };
      const lists = await Promise.all(
        ASSIGNMENTS.map((field) =>
          dataProvider.getList(JOBS!.resource, { pagination: { page: 1, perPage: MAX_JOBS }, sort: { field: 'job_eta', order: 'ASC' }, filter: { status: 'O', [field]: employee.id } }),
        ),
      );
      const byId = new Map(lists.flatMap((l) => l.data).map((job) => [job.id, job]));
      return { kind: 'jobs', jobs: [...byId.values()] };
    })().then(
      (answer) => !cancelled && setLoaded(answer),
      // The company figures below tell a failed load; this part simply stays away.
      () => !cancelled && setLoaded({ kind: 'none' }),
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider, canRead, userId]);

  if (!canRead || !JOBS || !JOB_ROUTE || loaded?.kind !== 'jobs') return null;
  const { jobs } = loaded;
  const statusLabel = (value: unknown) => translate(`resources.${JOBS.resource}.options.job_status.${String(value)}`);
  const toDo = jobs.filter((j) => TO_DO.includes(String(j.job_status)));
  const figures = [
    { key: 'today', label: translate('app.dashboard.mine.today'), count: toDo.filter((j) => isToday(j.job_eta)).length },
    { key: 'open', label: translate('app.dashboard.mine.open'), count: toDo.length },
    ...['0', '1', '2', '3', '4'].map((status) => ({ key: status, label: statusLabel(status), count: jobs.filter((j) => String(j.job_status) === status).length })),
  ];
  const next = [...toDo].sort((a, b) => (a.job_eta ?? Infinity) - (b.job_eta ?? Infinity)).slice(0, NEXT_SHOWN);

  return (
    <Box sx={{ mb: 3 }} data-testid="dashboard-mine">
      <Typography variant="overline" component="h2" color="text.secondary">
        {translate('app.dashboard.mine.title')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {figures.map((f) => (
          <Grid key={f.key} size={{ xs: 6, sm: 4, md: 12 / 7 }}>
            <Card data-testid={`mine-${f.key}`}>
              <CardContent>
                <Typography color="text.secondary" gutterBottom noWrap>
                  {f.label}
                </Typography>
                <Typography variant="h4" data-testid="total">
                  {f.count.toLocaleString(locale)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card>
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {translate('app.dashboard.mine.next')}
          </Typography>
          {next.length === 0 ? (
            <Typography color="text.secondary">{translate('app.dashboard.mine.nothing')}</Typography>
          ) : (
            <List dense disablePadding data-testid="mine-next">
              {next.map((job) => (
                <ListItemButton key={job.id} component={Link} to={routeViewPath(JOB_ROUTE, recordKey(JOBS, job))} divider>
                  <ListItemText
                    primary={`${job.ticket_no ?? ''} · ${job.company_name ?? ''}`}
                    secondary={job.job_eta ? formatUnix(job.job_eta, true, locale) : translate('app.dashboard.mine.no_eta')}
                  />
                  <Chip size="small" label={statusLabel(job.job_status)} sx={{ ml: 1 }} />
                </ListItemButton>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
