/**
 * A job's status as it will be once the outbox is sent: the status changes that wait for the
 * network (a transition by name, accept, or a status update), applied in the order they will be
 * sent. A technician who starts a job with no signal then writes its report and finishes it
 * there too; the server still decides each change when it arrives (a refusal is kept and shown).
 */
import { API_URL } from '../../authProvider/api';
import { resourceDef } from '../../crud/registry';
import { outbox, recordUrlOf, type OutboxEntry } from '../../offline/outbox';

const JOBS = 'joborder_headers';

/** The status a waiting call moves the job to, when it is a status change. */
function targetOf(call: string, body: unknown): string | undefined {
  const transition = /^\/transitions\/([^/?]+)$/.exec(call)?.[1];
  if (transition) return resourceDef(JOBS).workflow?.transitions.find((t) => t.name === decodeURIComponent(transition))?.to;
  if (call === '/accept') return '1';
  if (call === '/updatejobstatus') {
    const status = (body as { job_status?: unknown } | undefined)?.job_status;
    return typeof status === 'string' ? status : undefined;
  }
  return undefined;
}

/** The job's status with its waiting status changes applied; `changed` when any waits. */
export function pendingStatus(job: { id: number; job_status?: string | null }, entries: OutboxEntry[]): { status: string; changed: boolean } {
  const recordUrl = `${API_URL}/${JOBS}/${job.id}`;
  let status = String(job.job_status ?? '0');
  let changed = false;
  for (const entry of entries) {
    if (entry.state !== 'waiting' || !outbox.isMine(entry) || recordUrlOf(entry.url) !== recordUrl) continue;
    const to = targetOf(entry.url.slice(recordUrl.length).replace(/\?.*$/, ''), entry.body);
    if (to !== undefined) {
      status = to;
      changed = true;
    }
  }
  return { status, changed };
}
