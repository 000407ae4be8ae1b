/**
 * The dispatch timeline: technicians in rows, the hours of one day in columns. A job sits on the
 * row of each technician it is assigned to, from its ETA to its scheduled end; two bookings of one
 * technician that overlap are marked; a technician's unavailability (user_availabilities, not
 * available) is shaded. Dropping a job on a row at an hour assigns and schedules it there.
 * On a screen too narrow for the day it scrolls sideways under sticky names; a booking or shade
 * that scrolls left is cut at the names' edge, never drawn under them (issue 24).
 */
import { useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useDataProvider, useTranslate } from 'react-admin';
import { droppedJobId, EmployeeAvatar, startJobDrag } from '../jobs/JobCard';
import { dayBounds, toDayString } from '../jobs/jobFilters';
import { employeeName, jobSpan, statusColourOf, textOn, type Employee, type JobRecord } from '../jobs/jobStatus';

export const FIRST_HOUR = 7;
export const LAST_HOUR = 21;
/** The narrowest hour: below it the day scrolls sideways rather than squeezing the bookings. */
const MIN_HOUR_WIDTH = 48;
const ROW_HEIGHT = 48;
const NAME_WIDTH = 170;

interface Booking {
  job: JobRecord;
  start: number;
  end: number;
  overlaps: boolean;
}

interface Availability {
  id: number;
  employee_id?: number | null;
  user_id?: number | null;
  date?: unknown;
  from_time?: number | null;
  to_time?: number | null;
  available?: boolean | number | null;
  reason?: string | null;
}

/** Each technician's bookings on the day, with the overlapping ones marked. */
export function bookingsByTechnician(jobs: JobRecord[], from: number, to: number): Map<number, Booking[]> {
  const rows = new Map<number, Booking[]>();
  for (const job of jobs) {
    const span = jobSpan(job);
    if (!span || span.end <= from || span.start >= to) continue;
    for (const employee of new Set([job.joborder_employee_one, job.joborder_employee_two])) {
      if (typeof employee !== 'number') continue;
      if (!rows.has(employee)) rows.set(employee, []);
      rows.get(employee)!.push({ job, ...span, overlaps: false });
    }
  }
  for (const bookings of rows.values()) {
    bookings.sort((a, b) => a.start - b.start);
    let latest: Booking | null = null;
    for (const b of bookings) {
      if (latest && b.start < latest.end) {
        b.overlaps = true;
        latest.overlaps = true;
      }
      if (!latest || b.end > latest.end) latest = b;
    }
  }
  return rows;
}

export const TechnicianTimeline = ({
  day,
  jobs,
  employees,
  selectedId,
  onSelect,
  onDropJob,
}: {
  day: string;
  jobs: JobRecord[];
  employees: Employee[];
  selectedId: number | null;
  onSelect: (job: JobRecord) => void;
  onDropJob: (jobId: number, employeeId: number, eta: number, at: { x: number; y: number }) => void;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const dataProvider = useDataProvider();
  const [dayStart, dayEnd] = dayBounds(day);
  const windowStart = dayStart + FIRST_HOUR * 3600;
  const windowEnd = dayStart + LAST_HOUR * 3600;
  const hours = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);
  const bookings = useMemo(() => bookingsByTechnician(jobs, windowStart, windowEnd), [jobs, windowStart, windowEnd]);
  const [hover, setHover] = useState<string | null>(null);
  // The day fills the width it is given (the whole day at 1440 px, not four hours), so nothing
  // scrolls under the sticky names; only a narrow screen scrolls, at MIN_HOUR_WIDTH an hour.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // How far the day is scrolled sideways: the hours left of it lie under the sticky names.
  const [scrolled, setScrolled] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const HOUR_WIDTH = Math.max(MIN_HOUR_WIDTH, Math.floor((width - NAME_WIDTH - 2) / hours.length));
  const competencies = useQuery({
    queryKey: ['competencies', 'dispatch'],
    queryFn: async () => (await dataProvider.getList<{ id: number; name?: string }>('competencies', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} })).data,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const competencyName = useMemo(() => new Map((competencies.data ?? []).map((c) => [c.id, c.name ?? ''])), [competencies.data]);
  const skillsOf = (employee: Employee) => (employee.competencies ?? []).map((id) => competencyName.get(id)).filter(Boolean).join(', ');

  // The unavailable slots, latest first (the list query has no date range: the day is picked here).
  const unavailable = useQuery({
    queryKey: ['user_availabilities', 'dispatch'],
    queryFn: async () =>
      (await dataProvider.getList<Availability & { id: number }>('user_availabilities', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'date', order: 'DESC' }, filter: { available: 0 } })).data,
    retry: false,
  });
  const onThisDay = (a: Availability) =>
    typeof a.from_time === 'number' ? a.from_time < dayEnd && (a.to_time ?? a.from_time + 86400) > dayStart : typeof a.date === 'number' && [toDayString(new Date(a.date * 1000)), new Date(a.date * 1000).toISOString().slice(0, 10)].includes(day);
  const shadesOf = (employee: Employee) =>
    (unavailable.data ?? [])
      .filter((a) => onThisDay(a) && (a.employee_id === employee.id || (employee.user_id && a.user_id === employee.user_id)))
      .map((a) => ({ from: Math.max(a.from_time ?? dayStart, windowStart), to: Math.min(a.to_time ?? dayEnd, windowEnd), reason: a.reason ?? '' }))
      .filter((s) => s.to > s.from);

  const x = (t: number) => ((t - windowStart) / 3600) * HOUR_WIDTH;
  /**
   * A span of a lane (in px from its start) as it shows right of the names: its visible part, or
   * null when (all but a pixel of) it is under them. In px, as sx reads a width of 1 or less as a fraction.
   */
  const visible = (from: number, to: number) => {
    const left = Math.max(from, scrolled);
    return to - left > 1 ? { left: `${left}px`, width: `${to - left}px` } : null;
  };
  const etaAt = (e: DragEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const quarter = Math.floor(((e.clientX - rect.left) / HOUR_WIDTH) * 4);
    return windowStart + Math.max(0, quarter) * 900;
  };

  return (
    <Box ref={box} onScroll={(e) => setScrolled(e.currentTarget.scrollLeft)} data-testid="technician-timeline" data-hour-width={HOUR_WIDTH} tabIndex={0} aria-label={translate('app.jobs.timeline')} role="region" sx={{ overflowX: 'auto', flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: '75vh', overflowY: 'auto' }}>
      <Box sx={{ display: 'flex', position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ width: NAME_WIDTH, flexShrink: 0, p: 0.5, position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper' }}>
          <Typography variant="caption">{day}</Typography>
        </Box>
        {hours.map((h) => (
          <Box key={h} sx={{ width: HOUR_WIDTH, flexShrink: 0, p: 0.5, borderLeft: 1, borderColor: 'divider' }}>
            <Typography variant="caption">{`${String(h).padStart(2, '0')}:00`}</Typography>
          </Box>
        ))}
      </Box>
      {employees.map((employee) => (
        <Box key={employee.id} sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', height: ROW_HEIGHT }} data-testid={`timeline-row-${employee.id}`}>
          <Box sx={{ width: NAME_WIDTH, flexShrink: 0, display: 'flex', alignItems: 'center', gap: 1, px: 0.5, position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }}>
            <EmployeeAvatar employee={employee} size={24} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap title={employeeName(employee)}>
                {employeeName(employee)}
              </Typography>
              {skillsOf(employee) && (
                <Typography variant="caption" color="text.secondary" noWrap component="div" title={skillsOf(employee)} data-testid="timeline-competencies">
                  {skillsOf(employee)}
                </Typography>
              )}
            </Box>
          </Box>
          <Box
            data-testid={`timeline-lane-${employee.id}`}
            onDragOver={(e) => {
              e.preventDefault();
              setHover(String(employee.id));
            }}
            onDragLeave={() => setHover(null)}
            onDrop={(e) => {
              setHover(null);
              const jobId = droppedJobId(e);
              if (jobId === null) return;
              e.preventDefault();
              onDropJob(jobId, employee.id, etaAt(e), { x: e.clientX, y: e.clientY });
            }}
            sx={{
              position: 'relative',
              width: hours.length * HOUR_WIDTH,
              flexShrink: 0,
              bgcolor: hover === String(employee.id) ? 'action.hover' : undefined,
              backgroundImage: `repeating-linear-gradient(to right, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_WIDTH}px)`,
            }}
          >
            {shadesOf(employee).map((s, i) => {
              const shown = visible(x(s.from), x(s.to));
              if (!shown) return null;
              return (
                // An image with its name (the reason), not a bare div with an aria-label (axe: aria-prohibited-attr).
                <Tooltip key={i} title={s.reason || translate('app.jobs.unavailable')}>
                  <Box
                    data-testid="unavailable"
                    role="img"
                    aria-label={s.reason || translate('app.jobs.unavailable')}
                    sx={{
                      position: 'absolute',
                      top: 0,
                      bottom: 0,
                      ...shown,
                      backgroundImage: `repeating-linear-gradient(45deg, ${theme.palette.action.disabledBackground} 0 6px, transparent 6px 12px)`,
                      pointerEvents: 'none',
                    }}
                  />
                </Tooltip>
              );
            })}
            {(bookings.get(employee.id) ?? []).map((b) => {
              const colour = statusColourOf(theme.palette, b.job.job_status);
              const start = Math.max(0, x(b.start));
              const shown = visible(start, start + Math.max(12, x(Math.min(b.end, windowEnd)) - start));
              if (!shown) return null;
              return (
                <Tooltip key={b.job.id} title={`${b.job.ticket_no ?? ''} ${b.job.company_name ?? ''}${b.overlaps ? ` · ${translate('app.jobs.overlap')}` : ''}`}>
                  <Box
                    draggable
                    onDragStart={(e) => startJobDrag(e, b.job)}
                    onClick={() => onSelect(b.job)}
                    data-testid="booking"
                    data-job-id={b.job.id}
                    // Named by its tooltip, so a button (reached and opened by keyboard too), not a bare div with an aria-label.
                    role="button"
                    tabIndex={0}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        onSelect(b.job);
                      }
                    }}
                    data-overlap={b.overlaps ? 'true' : 'false'}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      height: ROW_HEIGHT - 8,
                      ...shown,
                      bgcolor: colour,
                      color: textOn(colour),
                      borderRadius: 0.5,
                      px: 0.5,
                      overflow: 'hidden',
                      cursor: 'grab',
                      outline: b.overlaps ? `2px dashed ${theme.palette.error.main}` : b.job.id === selectedId ? `2px solid ${theme.palette.text.primary}` : 'none',
                      outlineOffset: 1,
                      fontSize: 12,
                      lineHeight: `${ROW_HEIGHT - 8}px`,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {b.overlaps ? '⚠ ' : ''}
                    {b.job.ticket_no}
                  </Box>
                </Tooltip>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
