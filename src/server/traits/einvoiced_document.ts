/**
 * The behaviour of the einvoiced_document trait (schema/traits/einvoiced_document.yaml; issue 39
 * item 4): a document confirmed for the first time takes its e-invoice UUID (random, kept for
 * good: its UBL carries it and the Access Point knows the document by it), and, when an Access
 * Point is set (INVOICENOW_AP_URL) and its customer has a Peppol id, is queued for sending in the
 * same transaction (einvoice/sender.ts); the senders are told once it commits. One queued, sent or
 * delivered is neither reopened nor voided (409); one reopened before it reached anyone takes a
 * new UUID when confirmed again.
 */
import { randomUUID } from 'node:crypto';
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';
import { einvoiceQueued, queueIn } from '../einvoice/sender';
import type { UblCollection } from '../einvoice/ubl';

/** Sending states in which the customer's system has the document, or is about to. */
const SENT = new Set(['queued', 'sent', 'delivered']);

export default defineBehaviour(({ registry, settings }) => {
  const companies = () => registry.require('companies').def.table;
  return {
    // An e-invoice sent cannot be taken back: the customer's system keeps it, and one sent again
    // under its UUID is answered with what became of the first. It is corrected by another document.
    async guard({ kind, info, current, input }) {
      if (kind !== 'status' || !current || !input || current.status !== 'C' || input.values.status === 'C' || !SENT.has(String(current.einvoice_status))) return;
      const { def } = info;
      const correction = def.resource === 'credit_notes' ? 'issue an invoice for the amount instead' : 'issue a credit note to correct it';
      throw conflict(`${def.labelSingular} ${String(current[def.representation] ?? current.id)} was sent as an e-invoice through InvoiceNow, so it cannot be ${input.values.status === 'V' ? 'voided' : 'reopened'}: ${correction}`, { field: 'status' });
    },
    async compute({ kind, info, current, input, uow }) {
      if (kind !== 'status' || !current || !input) return;
      // Reopened before it reached anyone (not sent, or refused): confirmed again, it is a new
      // document to the Access Point, under a new UUID.
      if (current.status === 'C' && input.values.status === 'O') {
        Object.assign(input.values, { einvoice_uuid: null, einvoice_status: 'not_sent', einvoice_error: null });
        return;
      }
      if (input.values.status !== 'C' || current.status === 'C') return;
      if (!current.einvoice_uuid) input.values.einvoice_uuid = randomUUID();
      if (!settings?.invoicenow.apUrl || current.einvoice_status === 'sent' || current.einvoice_status === 'delivered') return;
      // An open invoice brought in from the old system (issue 36's opening balances) was issued there.
      if (Number(current.opening_balance ?? 0) === 1) return;
      const customer = current.company_id ? await uow.trx.selectFrom(companies()).select('peppol_id').where('id', '=', Number(current.company_id)).executeTakeFirst() : undefined;
      if (!customer?.peppol_id) return;
      input.values.einvoice_status = 'queued';
      input.values.einvoice_error = null;
      await queueIn(uow.trx, info.def.resource as UblCollection, Number(current.id));
      uow.afterCommit(() => einvoiceQueued.emit('queued'));
    },
  };
});
