/**
 * Travel between two places as a dispatcher estimates it without a routing service: the
 * great-circle distance, times a road factor (roads are longer than the straight line), at an
 * average speed. Both are settings (DISPATCH_ROAD_FACTOR, DISPATCH_SPEED_KMH); Singapore's
 * roads run about 1.3 to 1.4 times the straight line, and a van in town averages 30 to 40 km/h.
 * When a routing service is set (ROUTING_URL, dispatch/routing.ts), a model also carries the
 * minutes it answered between the places of one request; a pair it did not answer is estimated.
 */
import { distanceKm } from '../../shared/geo';

export interface Place {
  latitude: number;
  longitude: number;
}

export interface TravelModel {
  roadFactor: number;
  speedKmh: number;
  /** Minutes by road between places (keys: legKey), as a routing service answered them. */
  table?: ReadonlyMap<string, number>;
}

/** A place to five decimals (about a metre), as a routing table is keyed. */
export const placeKey = (p: Place) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;
export const legKey = (a: Place, b: Place) => `${placeKey(a)}>${placeKey(b)}`;

/** Great-circle distance in kilometres (haversine): shared with the technician's phone. */
export { distanceKm };

/** Whole minutes on the road from a to b (0 for the same place): the routing service's, else the estimate. */
export function travelMinutes(a: Place, b: Place, model: TravelModel): number {
  const answered = model.table?.get(legKey(a, b));
  if (answered !== undefined) return answered;
  return Math.round(((distanceKm(a, b) * model.roadFactor) / model.speedKmh) * 60);
}

/** A place only when both coordinates are numbers (a job or base without them has no place). */
export function placeOf(row: { latitude?: unknown; longitude?: unknown } | null | undefined): Place | undefined {
  const latitude = row?.latitude === null || row?.latitude === undefined || row?.latitude === '' ? NaN : Number(row.latitude);
  const longitude = row?.longitude === null || row?.longitude === undefined || row?.longitude === '' ? NaN : Number(row.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : undefined;
}
