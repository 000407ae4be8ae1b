/** The job-order pages: which list module a route shows, and the view/manage pages with the job's extras. */
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { JoborderHeadersEdit } from '../../../../generated/app/joborder_headers/JoborderHeadersEdit';
import { JoborderHeadersList } from '../../../../generated/app/joborder_headers/JoborderHeadersList';
import { JoborderHeadersShow } from '../../../../generated/app/joborder_headers/JoborderHeadersShow';
import { useListRoute } from '../../crud/listRoute';
// The board is this route's first page: in this chunk, not one more round trip after it.
import { JobBoard } from '../../modules/job-board/JobBoard';

const JobCalendar = lazy(() => import('../../modules/calendar/JobCalendar').then((m) => ({ default: m.JobCalendar })));
const MapView = lazy(() => import('../../modules/map/MapView').then((m) => ({ default: m.MapView })));
const TaskList = lazy(() => import('../../modules/field/TaskList').then((m) => ({ default: m.TaskList })));
// The job's extras (its site map with Leaflet, documents, actions) load after the record's page.
const JobExtras = lazy(() => import('./JobExtras').then((m) => ({ default: m.JobExtras })));

/** The plain list of the board's route, with the way back to the board. */
const BoardList = () => {
  const translate = useTranslate();
  const route = useListRoute();
  return (
    <Box>
      <Box sx={{ px: 1, pt: 1 }}>
        <Button component={RouterLink} to={route?.path ?? '.'} size="small" data-testid="back-to-board">
          {translate('app.jobs.board')}
        </Button>
      </Box>
      <JoborderHeadersList />
    </Box>
  );
};

export const JobOrderLists = () => {
  const route = useListRoute();
  const [params] = useSearchParams();
  const name = route?.path.split('/').pop();
  if (name === 'calendar') return <JobCalendar />;
  if (name === 'map-view') return <MapView />;
  if (name === 'task-lists') return <TaskList />;
  if (name === 'job-order') return params.get('layout') === 'list' ? <BoardList /> : <JobBoard />;
  return <JoborderHeadersList />;
};

/** The record's page with the job's extras beside it (below it on a narrow screen). */
const WithExtras = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' }, gap: 1, alignItems: 'start' }}>
    <Box sx={{ minWidth: 0 }}>{children}</Box>
    <Suspense fallback={null}>
      <JobExtras />
    </Suspense>
  </Box>
);

export const JobOrderShow = () => (
  <WithExtras>
    <JoborderHeadersShow />
  </WithExtras>
);

export const JobOrderEdit = () => (
  <WithExtras>
    <JoborderHeadersEdit />
  </WithExtras>
);
