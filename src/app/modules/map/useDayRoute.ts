/**
 * A technician's day as the server plans it (GET /employees/{id}/route?date=): the stops in
 * visiting order with the minutes on the road, for the map view to draw and list in that order.
 * Nothing is asked until a technician and a day are chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../authProvider/api';

export interface RouteStop {
  job_id: number;
  ticket_no: string | null;
  eta: number;
  travel_minutes: number;
  fixed?: boolean;
}

export interface DayRoute {
  stops: RouteStop[];
  total_minutes: number;
}

export function useDayRoute(employeeId: string, day: string): DayRoute | undefined {
  const { data } = useQuery({
    queryKey: ['day-route', employeeId, day],
    queryFn: async () => (await httpClient(`${API_URL}/employees/${encodeURIComponent(employeeId)}/route?date=${encodeURIComponent(day)}`)).json.data as DayRoute,
    enabled: Boolean(employeeId && day),
  });
  return employeeId && day ? data : undefined;
}
