/**
 * Distances on the earth, for the server's travel estimates (server/dispatch/travel.ts) and the
 * technician's phone (how far it moved, how near the site it is).
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres. */
export const distanceMetres = (a: LatLng, b: LatLng): number => distanceKm(a, b) * 1000;
