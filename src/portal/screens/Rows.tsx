/**
 * One row of each kind of list the portal shows (a quotation, an invoice, a job), the same on the
 * home page and on the kind's own page, each a link to its document.
 */
import type { InvoiceRow, JobRow, QuotationRow } from '../api';
import { day, dayTime, money } from '../format';
import { useT } from '../i18n';
import { AuthImage, Chip, Link, useLocale } from '../ui';
import { isOpenQuotation, statusTone, statusWord, numberOf } from '../words';

export const TechnicianPicture = ({ technician, className = 'avatar' }: { technician: NonNullable<JobRow['technician']>; className?: string }) => (
  <AuthImage src={technician.picture_url} alt={technician.first_name} className={className} fallback={<span className={`${className} initial`} aria-hidden="true">{technician.first_name.slice(0, 1)}</span>} />
);

/** A quotation: its number, until when it may be accepted (else its date), its total and state. */
export function QuotationItem({ quotation: q }: { quotation: QuotationRow }) {
  const t = useT();
  const locale = useLocale();
  const open = isOpenQuotation(q);
  return (
    <li>
      <Link to={`/portal/quotations/${q.id}`} className="row">
        <span className="main">
          <strong>{numberOf(q)}</strong>
          <span className="sub">{open && q.valid_until ? t('quotation.valid_until', { date: day(locale, q.valid_until) }) : day(locale, q.date)}</span>
        </span>
        <span className="end">
          {money(locale, q.total, q.currency)}
          <br />
          {q.expired ? <Chip tone="warn">{t('status.quotation.expired')}</Chip> : <Chip tone={statusTone('quotation', q.status)}>{statusWord(t, 'quotation', q.status)}</Chip>}
        </span>
      </Link>
    </li>
  );
}

/** An invoice: its number and date (and when it is due while it owes), what it still owes (else its total), its payment state. */
export function InvoiceItem({ invoice: i }: { invoice: InvoiceRow }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li>
      <Link to={`/portal/invoices/${i.id}`} className="row">
        <span className="main">
          <strong>{numberOf(i)}</strong>
          <span className="sub">
            {day(locale, i.date)}
            {i.balance_due > 0 && i.due_date ? ` · ${t('invoice.due_on', { date: day(locale, i.due_date) })}` : ''}
          </span>
        </span>
        <span className="end">
          {money(locale, i.balance_due > 0 ? i.balance_due : i.total, i.currency)}
          <br />
          <Chip tone={statusTone('payment', i.payment_status)}>{statusWord(t, 'payment', i.payment_status)}</Chip>
        </span>
      </Link>
    </li>
  );
}

/** A job: its technician's picture when assigned, its number, site, when, and its state. */
export function JobItem({ job: j }: { job: JobRow }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li>
      <Link to={`/portal/jobs/${j.id}`} className="row">
        {j.technician && <TechnicianPicture technician={j.technician} />}
        <span className="main">
          <strong>{numberOf(j)}</strong>
          <span className="sub">{[j.site, dayTime(locale, j.eta ?? j.scheduled_start), j.technician?.first_name].filter(Boolean).join(' · ')}</span>
        </span>
        <span className="end">
          <Chip tone={statusTone('job', j.state)}>{statusWord(t, 'job', j.state)}</Chip>
        </span>
      </Link>
    </li>
  );
}
