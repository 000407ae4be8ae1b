/**
 * The chosen technician's day above the map view's list: how many stops and minutes on the road,
 * and Optimise (POST /employees/{id}/route/optimise, issue 35 item 6), which reorders the day's
 * movable jobs; the new order and minutes show as soon as the server answers, a refusal in the
 * server's sentence.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RouteIcon from '@mui/icons-material/Route';
import { useTranslate } from 'react-admin';
import { useOptimiseRoute, type DayRoute } from './useDayRoute';

export const RouteSummary = ({ route, employeeId, day }: { route: DayRoute; employeeId: string; day: string }) => {
  const translate = useTranslate();
  const optimise = useOptimiseRoute(employeeId, day);
  const movable = route.stops.filter((s) => !s.fixed).length;
  return (
    <Box sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="route-summary" aria-live="polite" sx={{ flex: 1, minWidth: 160 }}>
          {translate('app.dispatch.route.summary', { smart_count: route.stops.length, minutes: route.total_minutes })}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<RouteIcon />}
          onClick={() => optimise.mutate()}
          disabled={optimise.isPending || movable < 2}
          data-testid="route-optimise"
          title={translate('app.dispatch.route.optimise_help')}
        >
          {translate('app.dispatch.route.optimise')}
        </Button>
      </Box>
      {optimise.isError && (
        <Alert severity="error" onClose={() => optimise.reset()}>
          {translate((optimise.error as Error).message, { _: (optimise.error as Error).message })}
        </Alert>
      )}
    </Box>
  );
};
