/**
 * Overdue invoices (issue 25.4): every day at 08:00 Singapore time (OVERDUE_REMINDERS=on, the
 * default) each confirmed invoice with a balance past its due date becomes Overdue and, at each
 * stage it reaches (1, 30, 60 and 90 days past due), its customer is mailed one reminder: the
 * invoice's contact email, else the customer's. `overdue_reminded` keeps the last stage mailed,
 * written with the invoice's row locked in the unit of work that queues the mail, so a stage is
 * mailed once per invoice whatever runs at once (another instance, a second run). An invoice
 * with nowhere to mail is still marked, so it is not asked again at that stage. The mail is the
 * INVOICE_OVERDUE_REMINDER notification template (editable, seeded as reference data; the shipped
 * text when it was deleted or voided); a customer marked `no_payment_reminders` gets none.
 *
 * The same run marks confirmed supplier bills past their due date Overdue too (issue 38: their
 * payment status is kept as on sales invoices); nobody is mailed about those: it is we who owe.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/connect';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR } from '../db/unit-of-work';
import type { Mail, Mailer } from '../mail/mailer';
import type { Registry } from '../registry';
import type { DailyJob } from '../schedule/daily';
import { onceAcrossInstances } from '../schedule/daily';
import { unixNow } from '../clock';
import { singaporeMidnight } from '../../shared/singapore-time';
import { formatDate } from '../pdf/sales-document';
import { cents, money, paymentStatusOf, INVOICES } from './settlement';
import { SUPPLIER_PAYMENTS } from '../../shared/payment-books';
import { notificationTemplate, plainValue, templateMail } from '../dispatch/customer-mails';
import { INVOICE_MAIL_TEMPLATES } from '../seed/reference-data/lists';

/** The reminder's notification template as shipped (editable under Dev tools → Notification templates). */
const OVERDUE_TEMPLATE = INVOICE_MAIL_TEMPLATES.find((t) => t.code === 'INVOICE_OVERDUE_REMINDER')!;

const DAY = 86_400;
/** Days past due at which a reminder goes out. */
export const REMINDER_STAGES = [1, 30, 60, 90] as const;

export const stageOf = (daysPastDue: number): number => [...REMINDER_STAGES].reverse().find((s) => daysPastDue >= s) ?? 0;

export class OverdueReminders {
  constructor(
    private readonly registry: Registry,
    private readonly records: Records,
    private readonly mailer: Mailer,
  ) {}

  /** Mark and remind every invoice overdue on the day of `now`; answers how many were marked and mailed. */
  async run(now = unixNow()): Promise<{ marked: number; mailed: number }> {
    const info = this.registry.require(INVOICES);
    const today = singaporeMidnight(now);
    const due = await this.records
      .reader()
      .selectFrom(info.def.table)
      .select('id')
      .where('status', '=', 'C')
      .where('balance_due', '>', 0)
      .where('due_date', '<', today)
      .orderBy('id')
      .execute();
    // Read once a run: the text as it stands when the run starts.
    const template = await notificationTemplate(this.records, this.registry, OVERDUE_TEMPLATE);
    let marked = 0;
    let mailed = 0;
    for (const { id } of due) {
      await this.records.transaction(SYSTEM_ACTOR, async (uow) => {
        const invoice = await uow.lock(info, Number(id));
        const balance = cents(invoice.balance_due);
        if (invoice.status !== 'C' || balance <= 0 || invoice.due_date === null) return;
        const stage = stageOf(Math.floor((today - Number(invoice.due_date)) / DAY));
        const status = paymentStatusOf(cents(invoice.total), balance, Number(invoice.due_date), now);
        const remind = stage > Number(invoice.overdue_reminded ?? 0);
        if (!remind && status === invoice.payment_status) return;
        await uow.update(info, Number(id), { values: { payment_status: status, ...(remind ? { overdue_reminded: stage } : {}) } }, { action: 'remind' });
        marked++;
        if (!remind) return;
        const { mail } = await this.reminderOf(uow.trx, invoice, template, today);
        if (!mail) return;
        uow.afterCommit(() => this.mailer.send(mail));
        mailed++;
      });
    }
    marked += await this.markBills(today, now);
    return { marked, mailed };
  }

  /** Mark confirmed supplier bills with a balance past their due date Overdue, each on its locked row; answers how many. */
  private async markBills(today: number, now: number): Promise<number> {
    const info = this.registry.require(SUPPLIER_PAYMENTS.collection);
    const due = await this.records
      .reader()
      .selectFrom(info.def.table)
      .select('id')
      .where('status', '=', 'C')
      .where('balance_due', '>', 0)
      .where('due_date', '<', today)
      .where('payment_status', '!=', 'Overdue')
      .orderBy('id')
      .execute();
    let marked = 0;
    for (const { id } of due) {
      await this.records.transaction(SYSTEM_ACTOR, async (uow) => {
        const bill = await uow.lock(info, Number(id));
        if (bill.status !== 'C' || bill.due_date === null) return;
        const status = paymentStatusOf(cents(bill.total), cents(bill.balance_due), Number(bill.due_date), now);
        if (status === bill.payment_status) return;
        await uow.update(info, Number(id), { values: { payment_status: status } }, { action: 'remind' });
        marked++;
      });
    }
    return marked;
  }

  /**
   * The reminder `invoice` is mailed on the day `today` (Singapore midnight) with `template`, or why
   * none: the customer opted out (the invoice is marked all the same) or there is nowhere to mail.
   */
  async reminderOf(db: Kysely<any>, invoice: WireRecord, template: { subject: string; body: string }, today: number): Promise<{ mail?: Mail; why?: string }> {
    const company = await db
      .selectFrom(this.registry.require('companies').def.table)
      .select(['company_name', 'email', 'no_payment_reminders'])
      .where('id', '=', Number(invoice.company_id))
      .executeTakeFirst();
    if (company?.no_payment_reminders) return { why: 'The customer asked for no payment reminders' };
    const to = (invoice.contact_email as string | null) || (company?.email as string | null);
    if (!to) return { why: 'Neither the invoice nor its customer has an email address' };
    const days = Math.max(0, Math.floor((today - Number(invoice.due_date)) / DAY));
    const companyName = plainValue(company?.company_name, 100);
    const values = {
      invoice_no: String(invoice.invoice_no ?? ''),
      contact_person: plainValue(invoice.contact_person, 60) || companyName || 'customer',
      company_name: companyName,
      invoice_date: formatDate(invoice.invoice_date) ?? '',
      due_date: formatDate(invoice.due_date) ?? '',
      days_overdue: `${days} day${days === 1 ? '' : 's'}`,
      currency: String(invoice.currency_id ?? 'SGD'),
      balance_due: money(cents(invoice.balance_due)),
    };
    return { mail: templateMail(to, template, values) };
  }

  /** The reminder as today's run would mail it for `invoice` (the template as it stands), for a person to read first. */
  async preview(invoice: WireRecord, now = unixNow()): Promise<{ mail?: Mail; why?: string }> {
    const template = await notificationTemplate(this.records, this.registry, OVERDUE_TEMPLATE);
    return this.reminderOf(this.records.reader(), invoice, template, singaporeMidnight(now));
  }
}

export function overdueReminderJob(registry: Registry, records: Records, database: Database, mailer: Mailer): DailyJob {
  const reminders = new OverdueReminders(registry, records, mailer);
  const name = 'overdue-reminders';
  return {
    name,
    at: '08:00',
    runAtStart: false,
    run: async () => {
      const done = await onceAcrossInstances(database, name, () => reminders.run());
      return done === 'skipped' ? { skipped: 'another instance is reminding' } : done;
    },
  };
}
