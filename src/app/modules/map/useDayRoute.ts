/**
 * A technician's day as the server plans it (GET /employees/{id}/route?date=): the stops in
 * visiting order with the minutes on the road, and the base the day starts from, for the map view
 * to draw and list in that order. Nothing is asked until a technician and a day are chosen.
 *
 * The answer is kept under the job orders' key, so a live change to any job (one moved on the
 * board, or by another coordinator's Optimise) asks again and the order and minutes redraw.
 * `useOptimiseRoute` runs POST /employees/{id}/route/optimise and shows its answer at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../authProvider/api';

export interface RouteStop {
  job_id: number;
  ticket_no: string | null;
  eta: number;
  travel_minutes: number;
  fixed?: boolean;
}

export interface RouteBase {
  latitude: number | null;
  longitude: number | null;
  name: string;
}

export interface DayRoute {
  stops: RouteStop[];
  total_minutes: number;
  base?: RouteBase;
}

const routeKey = (employeeId: string, day: string) => ['joborder_headers', 'day-route', employeeId, day] as const;
const routeUrl = (employeeId: string) => `${API_URL}/employees/${encodeURIComponent(employeeId)}/route`;

export function useDayRoute(employeeId: string, day: string): DayRoute | undefined {
  const { data } = useQuery({
    queryKey: routeKey(employeeId, day),
    queryFn: async () => (await httpClient(`${routeUrl(employeeId)}?date=${encodeURIComponent(day)}`)).json.data as DayRoute,
    enabled: Boolean(employeeId && day),
  });
  return employeeId && day ? data : undefined;
}

/** Optimise the day: the server's new order is drawn at once, and the jobs (their new ETAs) are asked again. */
export function useOptimiseRoute(employeeId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await httpClient(`${routeUrl(employeeId)}/optimise`, { method: 'POST', body: { date: day } })).json.data as DayRoute,
    onSuccess: async (route) => {
      queryClient.setQueryData(routeKey(employeeId, day), route);
      await queryClient.invalidateQueries({ queryKey: ['joborder_headers'], predicate: ({ queryKey }) => queryKey[1] !== 'day-route' });
    },
  });
}
