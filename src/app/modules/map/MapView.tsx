/**
 * The map view (/pages/services-tools/map-view): the day's on-site jobs (the route's filter) as
 * markers coloured by status (late and at-risk ones ringed, with a legend under the map), and a
 * list of them beside the map. Clicking either highlights the
 * other: a list row centres and enlarges its marker, a marker selects and scrolls to its row.
 * With a technician and a day chosen, their route: the stops numbered in visiting order from
 * their base, the map fitted to it, and Optimise above the list (RouteSummary). Technicians on
 * the way to a job are drawn where their phones last were, and listed above the jobs (OnTheWay.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Loading, Title, useTranslate } from 'react-admin';
import { formatUnix } from '../../crud';
import { useDateLocale } from '../../preferences';
import { useListRoute } from '../../crud/listRoute';
import { Assignees } from '../jobs/JobCard';
import { JobFilterBar } from '../jobs/JobFilterBar';
import { dayBounds, matchesFilters, NO_FILTERS, today, type JobFilters } from '../jobs/jobFilters';
import { hasPlace, statusColourOf, statusLabelKey } from '../jobs/jobStatus';
import { useEmployees, useOpenJobs } from '../jobs/useJobs';
import { JobMap } from './JobMap';
import { RouteSummary } from './RouteSummary';
import { useDayRoute } from './useDayRoute';
import { useOnTheWayText, useTechniciansOnTheWay } from './OnTheWay';

export const MapView = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const [dateLocale] = useDateLocale();
  const route = useListRoute();
  const [filters, setFilters] = useState<JobFilters>({ ...NO_FILTERS, day: today() });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Only the day shown is fetched (every open job when the day is cleared).
  const { jobs, isPending } = useOpenJobs(route?.filter ?? {}, filters.day ? dayBounds(filters.day) : null);
  const { technicians, byId } = useEmployees();
  const matching = jobs.filter((job) => matchesFilters(job, filters));
  // One technician's day: their jobs in the order the route visits them, joined on the map.
  const dayRoute = useDayRoute(filters.technician, filters.day);
  const routeOrder = dayRoute?.stops.map((s) => s.job_id);
  const travel = new Map(dayRoute?.stops.map((s) => [s.job_id, s.travel_minutes]));
  const shown = routeOrder ? [...matching].sort((a, b) => index(routeOrder, a.id) - index(routeOrder, b.id)) : matching;
  const rows = useRef(new Map<number, HTMLElement>());
  // Technicians on the way (issue 40 item 5): on the map, and listed above the jobs.
  const onTheWay = useTechniciansOnTheWay();
  const onTheWayText = useOnTheWayText();

  useEffect(() => {
    if (selectedId !== null) rows.current.get(selectedId)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  return (
    <Box sx={{ p: 1 }} data-testid="map-view">
      <Title title={translate(route?.labelKey ?? 'resources.joborder_headers.name', { smart_count: 2 })} />
      <JobFilterBar filters={filters} onChange={setFilters} employees={technicians} />
      {isPending ? (
        <Loading />
      ) : (
        // On a phone the list sits above the map, each the screen's width; beside it from md up.
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1, alignItems: 'stretch' }}>
          {/* A scrolling list reachable by keyboard (axe: scrollable-region-focusable). */}
          <Paper variant="outlined" tabIndex={0} role="region" aria-label={translate('app.jobs.job_list')} sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0, height: { xs: '30vh', md: '72vh' }, overflowY: 'auto' }}>
            {dayRoute && dayRoute.stops.length > 0 && <RouteSummary route={dayRoute} employeeId={filters.technician} day={filters.day} />}
            {onTheWay.length > 0 && (
              <Box data-testid="on-the-way-list" sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="overline" component="h2" sx={{ px: 2, pt: 1, display: 'block', color: 'text.secondary' }}>
                  {translate('app.dispatch.on_the_way.title')}
                </Typography>
                <List dense disablePadding component="div">
                  {onTheWay.map((t) => {
                    const text = onTheWayText(t);
                    return (
                      <ListItemButton key={t.employee_id} selected={t.job_id === selectedId} onClick={() => setSelectedId(t.job_id)} data-testid="on-the-way-row" data-employee-id={t.employee_id} sx={{ borderLeft: 4, borderColor: 'text.primary' }}>
                        <ListItemText primary={text.title} secondary={`${text.eta} · ${text.updated}`} />
                      </ListItemButton>
                    );
                  })}
                </List>
              </Box>
            )}
            {shown.length === 0 && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('app.jobs.none_today')}
              </Typography>
            )}
            {/* Buttons, not list items: a list of them is a group of links, not a <ul>. */}
            <List dense disablePadding component="div">
              {shown.map((job) => (
                <ListItemButton
                  key={job.id}
                  ref={(el: HTMLElement | null) => {
                    if (el) rows.current.set(job.id, el);
                    else rows.current.delete(job.id);
                  }}
                  selected={job.id === selectedId}
                  onClick={() => setSelectedId(job.id)}
                  data-testid="map-list-item"
                  data-job-id={job.id}
                  sx={{ borderLeft: 4, borderColor: statusColourOf(theme.palette, job.job_status), gap: 1 }}
                >
                  <ListItemText
                    primary={`${routeOrder?.includes(job.id) ? `${index(routeOrder, job.id) + 1}. ` : ''}${job.ticket_no ?? ''} · ${job.company_name ?? ''}`}
                    secondary={`${translate(statusLabelKey(job.job_status))} · ${formatUnix(job.job_eta, true, dateLocale)}${hasPlace(job) ? '' : ` · ${translate('app.jobs.no_place')}`}${travel.has(job.id) ? ` · ${translate('app.dispatch.route.travel', { minutes: travel.get(job.id)! })}` : ''}${job.sla_state === 'late' || job.sla_state === 'at_risk' ? ` · ${translate(`app.dispatch.sla.${job.sla_state}`)}` : ''}`}
                  />
                  <Assignees job={job} employees={byId} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <JobMap jobs={shown} selectedId={selectedId} onSelect={(job) => setSelectedId(job.id)} height="72vh" zoom={12} routeOrder={routeOrder} routeBase={dayRoute?.base} slaLegend onTheWay={onTheWay} />
          </Box>
        </Box>
      )}
    </Box>
  );
};

/** Where a job stands in the route; jobs the route does not name come after it. */
const index = (order: number[], id: number) => {
  const at = order.indexOf(id);
  return at < 0 ? order.length : at;
};
