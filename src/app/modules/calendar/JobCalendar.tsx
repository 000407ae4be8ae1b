/**
 * The calendar (/pages/services-tools/calendar): job orders by ETA in month, week and day views,
 * coloured by status, filtered by technician. Dragging a job to another day or time reschedules
 * it (its ETA and schedule move together); a job past Accepted, or a move the server refuses,
 * goes back to where it was with the reason.
 */
import { useMemo, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import type { EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useListRoute } from '../../crud/listRoute';
import { useToasts } from '../../crud/list/feedback';
import { JobFilterBar } from '../jobs/JobFilterBar';
import { matchesFilters, NO_FILTERS, type JobFilters } from '../jobs/jobFilters';
import { jobApi } from '../jobs/jobApi';
import { isEditableJob, jobSpan, statusColourOf, textOn, type JobRecord } from '../jobs/jobStatus';
import { refusalText } from '../jobs/jobText';
import { useJobActions } from '../jobs/useJobActions';
import { useEmployees, useOpenJobs } from '../jobs/useJobs';

const LOCALES = { de: deLocale, fr: frLocale, pt: ptLocale };

/** FullCalendar draws its chevrons as role="img" without a name; the buttons carry the name. */
function hideIcons(root: Element | null) {
  root?.querySelectorAll('.fc-icon[role=img]').forEach((icon) => {
    icon.removeAttribute('role');
    icon.setAttribute('aria-hidden', 'true');
  });
}

export const JobCalendar = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const toasts = useToasts();
  const route = useListRoute();
  const [locale] = useLocaleState();
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  // The range the calendar shows (month, week or day), known once it is drawn: only it is fetched.
  const [range, setRange] = useState<readonly [number, number] | undefined>(undefined);
  const { jobs, apply, forget } = useOpenJobs(route?.filter ?? {}, range);
  const { technicians } = useEmployees();
  const actions = useJobActions((job) => forget(job.id));

  const events = useMemo<EventInput[]>(
    () =>
      jobs
        .filter((job) => matchesFilters(job, filters))
        .flatMap((job) => {
          const span = jobSpan(job);
          if (!span) return [];
          const colour = statusColourOf(theme.palette, job.job_status);
          return [
            {
              id: String(job.id),
              title: [job.ticket_no, job.company_name].filter(Boolean).join(' '),
              start: span.start * 1000,
              end: span.end * 1000,
              backgroundColor: colour,
              borderColor: colour,
              textColor: textOn(colour),
              classNames: ['job-event', `job-event-${job.id}`],
              extendedProps: { job },
            },
          ];
        }),
    [jobs, filters, theme],
  );

  const reschedule = (drop: EventDropArg) => {
    const job = drop.event.extendedProps.job as JobRecord;
    if (!isEditableJob(job.job_status)) {
      drop.revert();
      toasts.error(actions.blockedMessage(job));
      return;
    }
    const delta = Math.round(drop.event.start!.getTime() / 1000) - (job.job_eta ?? job.scheduled_start ?? 0);
    const moved = (t: number | null | undefined) => (typeof t === 'number' ? t + delta : t);
    const change = { job_eta: moved(job.job_eta ?? job.scheduled_start), scheduled_start: moved(job.scheduled_start), scheduled_end: moved(job.scheduled_end) };
    apply(job.id, change, () => jobApi.update(job, change)).catch((e) => {
      drop.revert();
      toasts.error(refusalText(e, translate('app.list.toast.not_saved')));
    });
  };

  return (
    <Box sx={{ p: 1 }} data-testid="job-calendar">
      <Title title={translate(route?.labelKey ?? 'resources.joborder_headers.name', { smart_count: 2 })} />
      <JobFilterBar filters={filters} onChange={setFilters} employees={technicians} show={['technician', 'status', 'text']} />
      {
        // Always drawn (never a spinner in its place), so that moving the range keeps the view.
        <Box
          sx={{
            '--fc-border-color': theme.palette.divider,
            '--fc-page-bg-color': theme.palette.background.paper,
            '--fc-neutral-bg-color': theme.palette.action.hover,
            '--fc-today-bg-color': theme.palette.action.selected,
            '--fc-button-bg-color': theme.palette.primary.main,
            '--fc-button-border-color': theme.palette.primary.main,
            '--fc-button-active-bg-color': theme.palette.primary.dark,
            '--fc-button-active-border-color': theme.palette.primary.dark,
            '--fc-button-hover-bg-color': theme.palette.primary.dark,
            '--fc-button-text-color': theme.palette.primary.contrastText,
            // Days of the next and previous month are written in the secondary text colour, not
            // FullCalendar's 30% opacity (1.9:1).
            '& .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
            '& .fc-button-primary:not(:disabled).fc-button-active, & .fc-button-primary:not(:disabled):active': { color: theme.palette.primary.contrastText },
            '& .fc': { color: theme.palette.text.primary },
            // On a phone the toolbar's three groups wrap onto lines of their own instead of widening the page.
            '& .fc-header-toolbar': { flexWrap: 'wrap', gap: 1 },
            '& .fc-toolbar-title': { fontSize: '1.25rem' },
            '& .fc-event': { cursor: 'grab' },
          }}
        >
          <FullCalendar
            plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
            initialView="dayGridMonth"
            headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }}
            locale={LOCALES[locale as keyof typeof LOCALES] ?? 'en-gb'}
            events={events}
            editable
            eventDurationEditable={false}
            eventDrop={reschedule}
            eventClick={(click) => actions.view(click.event.extendedProps.job as JobRecord)}
            dayMaxEvents={4}
            // Accessible names that hold the visible text, and ARIA only where it is allowed:
            // "+N more" is a button (aria-expanded needs the role), the chevrons are decoration.
            buttonHints={{ today: '$0' }}
            moreLinkDidMount={(arg) => arg.el.setAttribute('role', 'button')}
            // A day cell named by its date alone hid the jobs it shows: its name comes from its content.
            dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
            viewDidMount={(arg) => hideIcons(arg.el.closest('.fc') ?? arg.el)}
            datesSet={(shown) => {
              hideIcons(document.querySelector('[data-testid=job-calendar] .fc'));
              setRange((current) => {
                const next = [Math.floor(shown.start.getTime() / 1000), Math.floor(shown.end.getTime() / 1000)] as const;
                return current && current[0] === next[0] && current[1] === next[1] ? current : next;
              });
            }}
            height="auto"
          />
        </Box>
      }
      {actions.dialog}
    </Box>
  );
};
