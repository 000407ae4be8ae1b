/**
 * `POST /audit-log/{id}/restore` (issue 10, item 8): an administrator undoes a change from its
 * audit entry. Without a body (or `{}`) a delete entry brings the record back, lines and all;
 * `{"fields": ["price", ...]}` puts those fields back as they were before the entry's change.
 * The caller must read the audit log and may `manage` the record's collection.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { AuditRestore } from '../db/restore';
import type { Registry } from '../registry';
import { ANY_RECORD, dataOf, routeSchema } from '../schemas/common';

const MAX_FIELDS = 200;

function fieldsOf(body: unknown): string[] | undefined {
  if (body === undefined || body === null) return undefined;
  const fields = typeof body === 'object' && !Array.isArray(body) ? (body as { fields?: unknown }).fields : body;
  const extra = typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).filter((k) => k !== 'fields') : [];
  if (extra.length) throw new HttpError('VALIDATION_FAILED', extra.map((k) => ({ title: 'Unknown field for a restore', meta: { field: k } })));
  if (fields === undefined) return undefined;
  if (!Array.isArray(fields) || fields.length === 0 || fields.length > MAX_FIELDS || !fields.every((f) => typeof f === 'string' && /^[a-z_][a-z0-9_]{0,62}$/i.test(f))) {
    throw new HttpError('VALIDATION_FAILED', [{ title: `fields must be a list of 1 to ${MAX_FIELDS} field names`, meta: { field: 'fields' } }]);
  }
  return [...new Set(fields as string[])];
}

export function registerAuditLogRoutes(app: FastifyInstance, registry: Registry, restore: AuditRestore): void {
  const auditLog = registry.require('audit-log');

  // Answers the record restored (201 when a deleted one comes back), of whichever collection the entry names.
  const schema = routeSchema({
    tag: 'audit-log',
    operationId: 'restoreFromAuditLog',
    summary: "Undo a change from its audit entry: a deleted record back (201), or the named fields as they were (200)",
    description: 'Body: nothing (or {}) to bring a deleted record back; {"fields": ["price", ...]} to put those fields back.',
    answer: dataOf(ANY_RECORD),
    status: [200, 201],
  });
  app.post('/api/v1/audit-log/:id/restore', { schema }, async (request, reply) => {
    requireAbility(request, 'read', auditLog.def.subject, auditLog.def.label.toLowerCase());
    const fields = fieldsOf(request.body);
    const entry = await restore.entry((request.params as { id: string }).id);
    const info = restore.collectionOf(entry);
    const { user } = requireAbility(request, 'manage', info.def.subject, info.def.label.toLowerCase());
    if (fields) return { data: await restore.restoreFields(info, entry, fields, user.id) };
    const record = await restore.restoreRecord(info, entry, user.id);
    reply.code(201);
    return { data: record };
  });
}
