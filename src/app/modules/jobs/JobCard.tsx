/**
 * The spec's job card (section 2): ticket number with service location, company, job type, the
 * problem cut to 25 characters, the ETA; one or two assignee avatars, or the 'All' star when
 * nobody is assigned; View Job, Edit and Void Job. The border takes the status colour. Cards are
 * drag sources (the job's id) for the board's lanes and timeline.
 */
import { memo, useState, type DragEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import { formatUnix } from '../../crud';
import { useDateLocale } from '../../preferences';
import { useSignedFileUrl } from '../../authProvider/thumbnail';
import { useJobTypeNames } from './useJobs';
import { assigneesOf, cardProblem, STATUS_COLOUR, jobStatusOf, type Employee, type JobRecord } from './jobStatus';

export const JOB_DRAG_TYPE = 'application/x-job-id';

export const startJobDrag = (event: DragEvent, job: JobRecord) => {
  event.dataTransfer.setData(JOB_DRAG_TYPE, String(job.id));
  event.dataTransfer.setData('text/plain', job.ticket_no ?? String(job.id));
  event.dataTransfer.effectAllowed = 'move';
};

/** The job id a drop carries, or null for anything else dropped. */
export const droppedJobId = (event: DragEvent): number | null => {
  const id = Number(event.dataTransfer.getData(JOB_DRAG_TYPE));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

export const EmployeeAvatar = ({ employee, size = 28 }: { employee: Employee; size?: number }) => {
  const src = useSignedFileUrl(employee.thumbnail ? `employees/${employee.id}/${encodeURIComponent(employee.thumbnail)}` : undefined);
  const name = employee.display_name ?? '';
  // A title, not a Tooltip: a board draws hundreds of avatars.
  return (
    // Initials in the primary text colour on a grey that keeps 4.5:1 in both skins (MUI's white on
    // grey 400 was 1.8:1).
    <Avatar
      src={src}
      alt={name}
      title={name}
      data-testid="assignee-avatar"
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: (t) => (t.palette.mode === 'dark' ? t.palette.grey[300] : t.palette.grey[700]), color: (t) => (t.palette.mode === 'dark' ? t.palette.grey[900] : t.palette.common.white) }}
    >
      {initials(name)}
    </Avatar>
  );
};

export const AllStarAvatar = ({ size = 28 }: { size?: number }) => {
  const translate = useTranslate();
  return (
    <Avatar data-testid="all-avatar" alt={translate('app.jobs.all')} title={translate('app.jobs.all')} sx={{ width: size, height: size, bgcolor: 'warning.main', color: 'warning.contrastText' }}>
      <StarIcon fontSize="small" />
    </Avatar>
  );
};

export const Assignees = ({ job, employees }: { job: JobRecord; employees: ReadonlyMap<number, Employee> }) => {
  const assigned = assigneesOf(job)
    .map((id) => employees.get(id) ?? { id, display_name: `#${id}` })
    .slice(0, 2);
  if (!assigned.length) return <AllStarAvatar />;
  return (
    <AvatarGroup max={2} sx={{ '& .MuiAvatar-root': { width: 28, height: 28 } }}>
      {assigned.map((e) => (
        <EmployeeAvatar key={e.id} employee={e} />
      ))}
    </AvatarGroup>
  );
};

export interface JobCardProps {
  job: JobRecord;
  employees: ReadonlyMap<number, Employee>;
  selected?: boolean;
  onSelect?: (job: JobRecord) => void;
  onView?: (job: JobRecord) => void;
  onEdit?: (job: JobRecord) => void;
  onVoid?: (job: JobRecord) => void;
  /** Follow-up (offered on Done and Completed jobs) and Duplicate, in the card's "More" menu. */
  onFollowUp?: (job: JobRecord) => void;
  onDuplicate?: (job: JobRecord) => void;
  /** Suggest (New and Accepted jobs): the best field staff for it, with reasons, to assign in one click. */
  onSuggest?: (job: JobRecord) => void;
  /** Voiding needs delete on job orders; editing needs update; follow-up and duplicate need create. */
  canEdit?: boolean;
  canVoid?: boolean;
  canCreate?: boolean;
}

export const JobCard = memo(({ job, employees, selected, onSelect, onView, onEdit, onVoid, onFollowUp, onDuplicate, onSuggest, canEdit = true, canVoid = true, canCreate = false }: JobCardProps) => {
  const translate = useTranslate();
  const [dateLocale] = useDateLocale();
  const [more, setMore] = useState<HTMLElement | null>(null);
  const status = jobStatusOf(job.job_status);
  const moreItems = [
    ...(canCreate && onSuggest && (status === '0' || status === '1') ? [{ key: 'suggest', label: translate('app.dispatch.suggest.button'), run: onSuggest }] : []),
    ...(canCreate && onFollowUp && (status === '4' || status === '5') ? [{ key: 'follow_up', label: translate('app.jobs.follow_up'), run: onFollowUp }] : []),
    ...(canCreate && onDuplicate ? [{ key: 'duplicate', label: translate('app.jobs.duplicate'), run: onDuplicate }] : []),
  ];
  const jobTypes = useJobTypeNames();
  const colour = STATUS_COLOUR[jobStatusOf(job.job_status)];
  const stop = (action?: (job: JobRecord) => void) => (e: { stopPropagation(): void }) => {
    e.stopPropagation();
    action?.(job);
  };
  return (
    <Card
      variant="outlined"
      draggable
      onDragStart={(e) => startJobDrag(e, job)}
      onClick={() => onSelect?.(job)}
      data-testid="job-card"
      data-job-id={job.id}
      data-status={jobStatusOf(job.job_status)}
      data-colour={colour}
      sx={{
        p: 1,
        mb: 1,
        cursor: 'grab',
        borderWidth: 2,
        borderColor: `${colour}.main`,
        boxShadow: selected ? 4 : 0,
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* The ticket number whole on a narrow card ("JOB-0…" told nothing): where it is done goes below it when the line is full. */}
          <Typography variant="subtitle2" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, minWidth: 0 }}>
            <Box component="span" data-testid="job-ticket" sx={{ whiteSpace: 'nowrap' }}>
              {job.ticket_no}
            </Box>
            {job.service_location && (
              <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary', fontWeight: 'normal' }}>
                · {translate(`resources.joborder_headers.options.service_location.${job.service_location}`, { _: job.service_location })}
              </Box>
            )}
          </Typography>
          <Typography variant="body2" noWrap>
            {job.company_name}
          </Typography>
          {/* Where it is, when the job keeps an address with its pin (a searched one, or its site's). */}
          {job.address && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              title={job.address}
              data-testid="job-address"
              // Two lines at most: a narrow lane still shows the block and road, not "4 TAMPINE…".
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', lineHeight: 1.3 }}
            >
              {job.address}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" noWrap component="div" data-testid="job-type">
            {job.job_type_id ? jobTypes.get(job.job_type_id) : ''}
          </Typography>
          <Typography variant="body2" data-testid="job-problem" noWrap>
            {cardProblem(job.problem_description)}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="job-eta" component="div" sx={{ whiteSpace: 'nowrap' }}>
            {job.job_eta ? formatUnix(job.job_eta, true, dateLocale) : translate('app.jobs.no_eta')}
          </Typography>
          {/* Past its due-by and not done: late (red); in the last quarter of its response time: at risk (amber). */}
          {(job.sla_state === 'late' || job.sla_state === 'at_risk') && (
            <Chip
              size="small"
              data-testid="job-sla"
              data-sla={job.sla_state}
              color={job.sla_state === 'late' ? 'error' : 'warning'}
              label={`${translate(`app.dispatch.sla.${job.sla_state}`)}${job.due_by ? ` · ${formatUnix(job.due_by, true, dateLocale)}` : ''}`}
              sx={{ mt: 0.25, maxWidth: '100%', height: 20, fontSize: 11 }}
            />
          )}
        </Box>
        <Assignees job={job} employees={employees} />
      </Box>
      {/* The buttons wrap onto a second line rather than overlap (German labels are long). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.25, rowGap: 0, mt: 0.5, '& .MuiButton-root': { minWidth: 0, maxWidth: '100%', px: 0.75, fontSize: 12, lineHeight: 1.3, textAlign: 'left', overflowWrap: 'anywhere' } }} data-testid="job-card-buttons">
        <Button size="small" disableRipple onClick={stop(onView)}>
          {translate('app.jobs.view')}
        </Button>
        {canEdit && (
          <Button size="small" disableRipple onClick={stop(onEdit)}>
            {translate('ra.action.edit')}
          </Button>
        )}
        {canVoid && (
          <Button size="small" color="error" disableRipple onClick={stop(onVoid)}>
            {translate('app.jobs.void')}
          </Button>
        )}
        {moreItems.length > 0 && (
          <>
            <IconButton
              size="small"
              sx={{ ml: 'auto', p: 0.25 }}
              aria-label={translate('app.jobs.more_actions', { ticket: job.ticket_no ?? '' })}
              aria-haspopup="menu"
              onClick={(e) => {
                e.stopPropagation();
                setMore(e.currentTarget);
              }}
              data-testid="job-more"
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu anchorEl={more} open={more !== null} onClose={() => setMore(null)} onClick={(e) => e.stopPropagation()}>
              {moreItems.map((item) => (
                <MenuItem
                  key={item.key}
                  data-testid={`job-${item.key}`}
                  onClick={() => {
                    setMore(null);
                    item.run(job);
                  }}
                >
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Box>
    </Card>
  );
});
JobCard.displayName = 'JobCard';
