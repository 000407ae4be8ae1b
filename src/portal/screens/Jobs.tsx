/** The company's jobs: the ones ahead first (with their technician when assigned), then the rest. */
import { portalApi, type JobRow } from '../api';
import { useT } from '../i18n';
import { Link, Page, Show, useLoad } from '../ui';
import { isUpcomingJob } from '../words';
import { JobItem } from './Rows';

export default function Jobs() {
  const t = useT();
  const jobs = useLoad(portalApi.jobs);
  return (
    <Page title={t('jobs.title')}>
      <Show loaded={jobs}>
        {(rows) => {
          const ahead = rows.filter(isUpcomingJob);
          const past = rows.filter((j) => !isUpcomingJob(j));
          const list = (items: JobRow[], empty: string, testid: string) => (
            <ul className="list" data-testid={testid}>
              {items.length === 0 && <li className="empty">{empty}</li>}
              {items.map((j) => <JobItem key={j.id} job={j} />)}
            </ul>
          );
          return (
            <>
              <h2>{t('jobs.ahead')}</h2>
              {list(ahead, t('home.no_jobs'), 'jobs-ahead')}
              {past.length > 0 && (
                <>
                  <h2>{t('jobs.past')}</h2>
                  {list(past, '', 'jobs-past')}
                </>
              )}
            </>
          );
        }}
      </Show>
      <div className="actions">
        <Link to="/portal/request-service" className="button">
          {t('request.title')}
        </Link>
      </div>
    </Page>
  );
}
