/**
 * The job board (/pages/services-tools/job-order): job cards in lanes by status, with a tray of
 * unassigned New and Accepted jobs, or the technician timeline; a map of the jobs beside it.
 * Dragging a card to another lane runs that move on the server, and snaps back with the
 * server's reason when it is refused; dragging onto the timeline assigns and schedules. The
 * plain list is one click away (?layout=list).
 */
import { useCallback, useMemo, useState, type DragEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Loading, Title, useTranslate } from 'react-admin';
import { useListPermissionsOf } from '../../crud/list/permissions';
import { useListRoute } from '../../crud/listRoute';
import { useToasts } from '../../crud/list/feedback';
import { JobMap } from '../map/JobMap';
import { droppedJobId, JobCard } from '../jobs/JobCard';
import { JobFilterBar } from '../jobs/JobFilterBar';
import { dayBounds, matchesFilters, NO_FILTERS, today, type JobFilters } from '../jobs/jobFilters';
import { jobApi } from '../jobs/jobApi';
import { assigneesOf, employeeName, isEditableJob, JOB_STATUSES, jobStatusOf, statusLabelKey, type JobRecord, type JobStatus } from '../jobs/jobStatus';
import { useJobActions } from '../jobs/useJobActions';
import { SuggestDialog } from './SuggestDialog';
import { moveRefusal, refusalText, transitionBetween } from '../jobs/jobText';
import { useEmployees, useJobTypeNames, useOpenJobs, useUnscheduledJobs } from '../jobs/useJobs';
import { TechnicianTimeline } from './TechnicianTimeline';

/** Cards drawn per lane before "Show all": a lane of 2,000 would otherwise cost seconds. */
const LANE_PAGE = 15;

export type BoardLayout = 'lanes' | 'timeline';

/** A job not yet started with nobody assigned or no ETA: it waits in the tray. */
const inTray = (job: JobRecord) => isEditableJob(job.job_status) && (assigneesOf(job).length === 0 || typeof job.job_eta !== 'number');

const Lane = ({
  id,
  title,
  jobs,
  children,
  onDropJob,
  total,
  onMore,
}: {
  id: string;
  title: string;
  jobs: JobRecord[];
  children: (job: JobRecord) => React.ReactNode;
  onDropJob?: (jobId: number) => void;
  /** A paged lane (the tray): how many the server has, and how to fetch the next page. */
  total?: number;
  onMore?: () => void;
}) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(LANE_PAGE);
  const [over, setOver] = useState(false);
  return (
    <Paper
      variant="outlined"
      data-testid={`lane-${id}`}
      onDragOver={(e: DragEvent) => {
        if (!onDropJob) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        setOver(false);
        const jobId = droppedJobId(e);
        if (jobId !== null && onDropJob) {
          e.preventDefault();
          onDropJob(jobId);
        }
      }}
      // The lanes share the row (a grid column each), so none hides behind the map or needs a sideways scroll.
      sx={{ p: 1, minWidth: 0, bgcolor: over ? 'action.hover' : 'background.default', maxHeight: '75vh', overflowY: 'auto' }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {title} <Typography component="span" variant="caption" color="text.secondary">({Math.max(total ?? 0, jobs.length)})</Typography>
      </Typography>
      {(onMore ? jobs : jobs.slice(0, shown)).map(children)}
      {onMore && (
        <Button size="small" fullWidth onClick={onMore} data-testid={`lane-${id}-more`}>
          {translate('app.jobs.show_more')}
        </Button>
      )}
      {!onMore && jobs.length > shown && (
        <Button size="small" fullWidth onClick={() => setShown(jobs.length)}>
          {translate('app.jobs.show_all', { count: jobs.length })}
        </Button>
      )}
    </Paper>
  );
};

export const JobBoard = () => {
  const translate = useTranslate();
  const toasts = useToasts();
  const route = useListRoute();
  const permissions = useListPermissionsOf();
  const [params, setParams] = useSearchParams();
  const layout: BoardLayout = params.get('layout') === 'timeline' ? 'timeline' : 'lanes';
  // Today's board by default: only the day shown is fetched, and the tray a page at a time.
  const [filters, setFilters] = useState<JobFilters>(() => ({ ...NO_FILTERS, day: today() }));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const timelineDay = filters.day || today();
  const shownDay = layout === 'timeline' ? timelineDay : filters.day;
  const { jobs: inWindow, withPending, isPending, error, apply, forget } = useOpenJobs({}, shownDay ? dayBounds(shownDay) : null);
  // The tray asks the server with the search and status, so its jobs and count are the matches.
  const unscheduled = useUnscheduledJobs({ text: filters.text, status: filters.status });
  const jobs = useMemo(() => {
    const seen = new Set(inWindow.map((j) => j.id));
    return [...inWindow, ...withPending(unscheduled.jobs).filter((j) => !seen.has(j.id))];
  }, [inWindow, unscheduled.jobs, withPending]);
  // The cards wait for the employees too: drawing them twice (initials, then names) costs a board of 2,000 jobs.
  // The timeline and its filter list the field staff (employees.field_staff; useEmployees).
  const { byId, technicians: fieldStaff, isPending: employeesPending } = useEmployees();
  const actions = useJobActions((job) => forget(job.id));
  const wideMap = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));

  // The tray's jobs keep their place whatever the day; the rest must be in the day shown.
  const jobTypes = useJobTypeNames();
  const visible = useMemo(() => jobs.filter((job) => matchesFilters(job, layout === 'timeline' || inTray(job) ? { ...filters, day: '' } : filters, jobTypes)), [jobs, filters, layout, jobTypes]);
  const jobById = useMemo(() => new Map(jobs.map((j) => [j.id, j])), [jobs]);
  // The tray by due-by, soonest first (jobs without one last): what is about to be late is on top.
  const tray = useMemo(() => visible.filter(inTray).sort((a, b) => (a.due_by ?? Infinity) - (b.due_by ?? Infinity)), [visible]);
  const lanes = useMemo(() => {
    const by = new Map<JobStatus, JobRecord[]>(JOB_STATUSES.map((s) => [s, []]));
    for (const job of visible) if (!inTray(job)) by.get(jobStatusOf(job.job_status))!.push(job);
    return by;
  }, [visible]);

  const moveTo = useCallback(
    (jobId: number, to: JobStatus) => {
      const job = jobById.get(jobId);
      if (!job || jobStatusOf(job.job_status) === to) return;
      // A move the workflow does not have is refused here, in a sentence, before any call.
      if (!transitionBetween(job.job_status, to)) return toasts.error(moveRefusal(translate, job.job_status, to));
      apply(job.id, { job_status: to }, () => jobApi.move(job, to)).catch((e) => toasts.error(refusalText(e, moveRefusal(translate, job.job_status, to))));
    },
    [jobById, apply, toasts, translate],
  );

  /**
   * A job dropped on a technician at a time: the first technician becomes employee one, a
   * second (dropped onto another row) employee two. New and Accepted jobs are a plain update of
   * the employees and the ETA; a job past Accepted is reassigned (PATCH /reassign) and keeps its
   * ETA, and there the drop asks (a small menu) whether the technician replaces technician 1
   * (or 2) or comes as the second.
   */
  const [dropChoice, setDropChoice] = useState<{ job: JobRecord; employeeId: number; x: number; y: number } | null>(null);
  const reassign = useCallback(
    (job: JobRecord, one: number | null, two: number | null) => {
      const change = { joborder_employee_one: one, joborder_employee_two: two };
      apply(job.id, change, () => jobApi.reassign(job.id, one, two)).catch((e) => toasts.error(refusalText(e, translate('app.list.toast.not_saved'))));
    },
    [apply, toasts, translate],
  );
  const assign = useCallback(
    (jobId: number, employeeId: number, eta: number, at?: { x: number; y: number }) => {
      const job = jobById.get(jobId);
      if (!job) return;
      const one = job.joborder_employee_one ?? null;
      const two = job.joborder_employee_two ?? null;
      if (!isEditableJob(job.job_status) && one !== null && one !== employeeId && two !== employeeId) {
        setDropChoice({ job, employeeId, x: at?.x ?? 0, y: at?.y ?? 0 });
        return;
      }
      const next = one === null || one === employeeId ? { one: employeeId, two } : two === employeeId ? { one, two } : { one, two: employeeId };
      const change = { joborder_employee_one: next.one, joborder_employee_two: next.two };
      if (isEditableJob(job.job_status)) {
        const duration = job.scheduled_end && job.job_eta ? job.scheduled_end - job.job_eta : 3600;
        const schedule = { job_eta: eta, scheduled_start: eta, scheduled_end: eta + Math.max(duration, 900) };
        apply(job.id, { ...change, ...schedule }, () => jobApi.update(job, { ...change, ...schedule })).catch((e) => toasts.error(refusalText(e, translate('app.list.toast.not_saved'))));
      } else {
        reassign(job, next.one, next.two);
      }
    },
    [jobById, apply, toasts, translate, reassign],
  );
  /** "Suggest" on a card: the server's best three for the job; choosing one makes them technician 1 at the time chosen. */
  const [suggestFor, setSuggestFor] = useState<JobRecord | null>(null);
  const suggest = useCallback((job: JobRecord) => setSuggestFor(job), []);
  const assignSuggested = (job: JobRecord, employeeId: number, eta: number) => {
    setSuggestFor(null);
    const duration = job.scheduled_end && job.job_eta ? job.scheduled_end - job.job_eta : 3600;
    const change = {
      joborder_employee_one: employeeId,
      joborder_employee_two: job.joborder_employee_two === employeeId ? null : (job.joborder_employee_two ?? null),
      job_eta: eta,
      scheduled_start: eta,
      scheduled_end: eta + Math.max(duration, 900),
    };
    apply(job.id, change, () => jobApi.update(job, change)).catch((e) => toasts.error(refusalText(e, translate('app.list.toast.not_saved'))));
  };
  const nameOf = (id: number | null | undefined) => (id == null ? '' : employeeName(byId.get(id), `#${id}`));
  const dropMenu = dropChoice && (
    <Menu open anchorReference="anchorPosition" anchorPosition={{ left: dropChoice.x, top: dropChoice.y }} onClose={() => setDropChoice(null)} data-testid="drop-choice">
      <MenuItem
        data-testid="drop-replace-one"
        onClick={() => {
          setDropChoice(null);
          reassign(dropChoice.job, dropChoice.employeeId, dropChoice.job.joborder_employee_two === dropChoice.employeeId ? null : (dropChoice.job.joborder_employee_two ?? null));
        }}
      >
        {translate('app.jobs.drop_replace', { name: nameOf(dropChoice.job.joborder_employee_one), new: nameOf(dropChoice.employeeId) })}
      </MenuItem>
      <MenuItem
        data-testid={dropChoice.job.joborder_employee_two == null ? 'drop-add-second' : 'drop-replace-two'}
        onClick={() => {
          setDropChoice(null);
          reassign(dropChoice.job, dropChoice.job.joborder_employee_one ?? null, dropChoice.employeeId);
        }}
      >
        {dropChoice.job.joborder_employee_two == null
          ? translate('app.jobs.drop_add_second', { new: nameOf(dropChoice.employeeId) })
          : translate('app.jobs.drop_replace', { name: nameOf(dropChoice.job.joborder_employee_two), new: nameOf(dropChoice.employeeId) })}
      </MenuItem>
    </Menu>
  );

  const card = useCallback(
    (job: JobRecord) => (
      <JobCard
        key={job.id}
        job={job}
        employees={byId}
        selected={job.id === selectedId}
        onSelect={(j) => setSelectedId(j.id)}
        onView={actions.view}
        onEdit={actions.edit}
        onVoid={actions.askVoid}
        onFollowUp={actions.followUp}
        onDuplicate={actions.duplicate}
        onSuggest={suggest}
        canEdit={permissions.update}
        canVoid={permissions.delete}
        canCreate={permissions.create}
      />
    ),
    [byId, selectedId, actions.view, actions.edit, actions.askVoid, actions.followUp, actions.duplicate, suggest, permissions],
  );

  const trayLane = (
    <Lane id="tray" title={translate('app.jobs.unassigned')} jobs={tray} total={unscheduled.total} onMore={unscheduled.more}>
      {card}
    </Lane>
  );

  const setLayout = (next: BoardLayout | 'list' | null) => {
    if (!next) return;
    const p = new URLSearchParams(params);
    if (next === 'lanes') p.delete('layout');
    else p.set('layout', next);
    setParams(p);
  };

  return (
    <Box sx={{ p: 1 }} data-testid="job-board">
      <Title title={translate(route?.labelKey ?? 'resources.joborder_headers.name', { smart_count: 2 })} />
      <JobFilterBar filters={filters} onChange={setFilters} employees={fieldStaff}>
        <ToggleButtonGroup size="small" exclusive value={layout} onChange={(_e, v) => setLayout(v)}>
          <ToggleButton value="lanes" data-testid="layout-lanes">
            {translate('app.jobs.lanes')}
          </ToggleButton>
          <ToggleButton value="timeline" data-testid="layout-timeline">
            {translate('app.jobs.timeline')}
          </ToggleButton>
          <ToggleButton value="list" data-testid="layout-list">
            {translate('app.jobs.list')}
          </ToggleButton>
        </ToggleButtonGroup>
        {route && (
          <Button component={RouterLink} to={`${route.path}/manage`} variant="contained" size="small">
            {translate('ra.action.create')}
          </Button>
        )}
      </JobFilterBar>
      {suggestFor && <SuggestDialog job={suggestFor} onClose={() => setSuggestFor(null)} onAssign={(employeeId, eta) => assignSuggested(suggestFor, employeeId, eta)} />}
      {error ? <Alert severity="error">{String((error as Error).message ?? error)}</Alert> : null}
      {isPending || unscheduled.isPending || employeesPending ? (
        <Loading />
      ) : (
        // The map sits beside the lanes only on screens wide enough for all seven (1920 px); below,
        // under them, so no lane hides behind it and nothing scrolls sideways (1440 px).
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 340px' }, gap: 1, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0 }}>
            {layout === 'lanes' ? (
              // Seven lanes in one row where each gets 150 px; narrower screens wrap them onto more rows.
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 1, pb: 1 }} data-testid="board-lanes">
                {trayLane}
                {JOB_STATUSES.map((s) => (
                  <Lane key={s} id={s} title={translate(statusLabelKey(s))} jobs={lanes.get(s)!} onDropJob={(id) => moveTo(id, s)}>
                    {card}
                  </Lane>
                ))}
              </Box>
            ) : (
              <Box sx={{ display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
                {trayLane}
                <TechnicianTimeline
                  day={timelineDay}
                  jobs={visible}
                  employees={filters.technician ? fieldStaff.filter((e) => String(e.id) === filters.technician) : fieldStaff}
                  selectedId={selectedId}
                  onSelect={(job) => setSelectedId(job.id)}
                  onDropJob={assign}
                />
              </Box>
            )}
          </Box>
          <Box sx={{ position: { xl: 'sticky' }, top: 72 }} data-testid="board-map">
            <JobMap jobs={visible} selectedId={selectedId} onSelect={(job) => setSelectedId(job.id)} height={wideMap ? '75vh' : 400} zoom={11} />
          </Box>
        </Box>
      )}
      {actions.dialog}
      {dropMenu}
    </Box>
  );
};
