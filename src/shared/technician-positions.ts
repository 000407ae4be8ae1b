/**
 * The technician on the way (issue 40 item 5): what the phone sends and when, and what the
 * coordinators' map reads (GET /employees/positions). Shared by the server that answers and the
 * screens that send and show.
 */
import { distanceMetres, type LatLng } from './geo';

/** A position is sent at least this often while on the way (ms)... */
export const SEND_EVERY_MS = 30_000;
/** ...and sooner when the phone has moved this far since the last one sent (metres)... */
export const SEND_WHEN_MOVED_METRES = 50;
/** ...but never twice within this (ms): a phone in a fast car moves 50 m every few seconds. */
export const SEND_AT_MOST_EVERY_MS = 5_000;
/** Within this of the site (metres), "Start work" is offered first. */
export const NEAR_SITE_METRES = 150;

export interface SentPosition extends LatLng {
  /** When it was sent, ms. */
  at: number;
}

/** Whether a new reading (taken at `now`, ms) is to be sent, given the last one sent. */
export function shouldSend(last: SentPosition | null, next: LatLng, now: number): boolean {
  if (!last) return true;
  const since = now - last.at;
  if (since >= SEND_EVERY_MS) return true;
  return since >= SEND_AT_MOST_EVERY_MS && distanceMetres(last, next) >= SEND_WHEN_MOVED_METRES;
}

/** Whether the phone (within its own accuracy) is near enough the site to start the work. */
export function nearSite(here: LatLng | null, site: LatLng | null | undefined): boolean {
  if (!here || !site) return false;
  return distanceMetres(here, site) <= NEAR_SITE_METRES;
}

/** One technician on the way, as GET /employees/positions answers it. */
export interface TechnicianOnTheWay {
  employee_id: number;
  employee: string;
  job_id: number;
  job: string;
  company_name: string | null;
  position: LatLng & { accuracy: number | null };
  /** Unix seconds. */
  at: number;
  eta_minutes: number | null;
  site: LatLng | null;
}

/** What POST /joborder_headers/{id}/position answers. */
export interface PositionSent {
  job_id: number;
  employee_id: number;
  position: LatLng & { accuracy: number | null };
  at: number;
  distance_metres: number | null;
  eta_minutes: number | null;
}
