/**
 * GET /sales_invoices/{id}/reminder (contract extension): the overdue reminder as today's run
 * would mail it for this invoice (sales/overdue.ts), from the INVOICE_OVERDUE_REMINDER template as
 * it stands, so the text can be read before it goes out: `{"to", "subject", "text"}`, or
 * `{"why"}` when the customer would get none (opted out, or nowhere to mail). Readers of the
 * invoice may read it.
 */
import type { FastifyInstance } from 'fastify';
import type { Records } from '../db/records';
import type { Mailer } from '../mail/mailer';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { OverdueReminders } from '../sales/overdue';
import { INVOICES } from '../sales/settlement';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';

export function registerOverdueReminderRoutes(app: FastifyInstance, registry: Registry, records: Records, mailer: Mailer): void {
  const invoices = registry.require(INVOICES);
  const reminders = new OverdueReminders(registry, records, mailer);
  const schema = routeSchema({
    tag: INVOICES,
    operationId: 'previewSalesInvoiceReminder',
    summary: 'The overdue reminder as it would be mailed today',
    params: objectOf({ id: ID_PARAM }, ['id']),
    answer: dataOf(objectOf({ to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, why: { type: 'string' } }, [])),
  });
  app.get(`/api/v1/${INVOICES}/:id/reminder`, { schema }, async (request) => {
    requireAbility(request, 'read', invoices.def.subject, invoices.def.label.toLowerCase());
    const invoice = await records.get(invoices, (request.params as { id: string }).id);
    const { mail, why } = await reminders.preview(invoice);
    return { data: mail ? { to: mail.to, subject: mail.subject, text: mail.text } : { why } };
  });
}
