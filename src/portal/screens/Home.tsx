/** Home: the quotations awaiting an answer, the invoices with something to pay, the jobs ahead. */
import { portalApi } from '../api';
import { useT } from '../i18n';
import { ErrorNote, Link, Spinner, useLoad } from '../ui';
import { isOpenQuotation, isUpcomingJob } from '../words';
import { InvoiceItem, JobItem, QuotationItem } from './Rows';

export default function Home() {
  const t = useT();
  const quotations = useLoad(portalApi.quotations);
  const invoices = useLoad(portalApi.invoices);
  const jobs = useLoad(portalApi.jobs);
  const open = quotations.data?.filter(isOpenQuotation) ?? [];
  const due = invoices.data?.filter((i) => i.balance_due > 0) ?? [];
  const upcoming = jobs.data?.filter(isUpcomingJob) ?? [];
  return (
    <>
      <h1>{t('home.title')}</h1>
      <section aria-labelledby="home-quotations">
        <h2 id="home-quotations">{t('home.open_quotations')}</h2>
        {quotations.error ? <ErrorNote error={quotations.error} onRetry={quotations.reload} /> : !quotations.data ? <Spinner /> : (
          <ul className="list" data-testid="home-quotations">
            {open.length === 0 && <li className="empty">{t('home.no_open_quotations')}</li>}
            {open.map((q) => <QuotationItem key={q.id} quotation={q} />)}
          </ul>
        )}
      </section>
      <section aria-labelledby="home-invoices">
        <h2 id="home-invoices">{t('home.invoices_due')}</h2>
        {invoices.error ? <ErrorNote error={invoices.error} onRetry={invoices.reload} /> : !invoices.data ? <Spinner /> : (
          <ul className="list" data-testid="home-invoices">
            {due.length === 0 && <li className="empty">{t('home.nothing_due')}</li>}
            {due.map((i) => <InvoiceItem key={i.id} invoice={i} />)}
          </ul>
        )}
      </section>
      <section aria-labelledby="home-jobs">
        <h2 id="home-jobs">{t('home.upcoming_jobs')}</h2>
        {jobs.error ? <ErrorNote error={jobs.error} onRetry={jobs.reload} /> : !jobs.data ? <Spinner /> : (
          <ul className="list" data-testid="home-jobs">
            {upcoming.length === 0 && <li className="empty">{t('home.no_jobs')}</li>}
            {upcoming.map((j) => <JobItem key={j.id} job={j} />)}
          </ul>
        )}
      </section>
      <div className="actions">
        <Link to="/portal/request-service" className="button">
          {t('request.title')}
        </Link>
      </div>
    </>
  );
}
