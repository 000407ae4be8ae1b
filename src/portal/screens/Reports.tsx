/** The service reports of the company's finished jobs, each as its PDF. */
import { pdfUrl, portalApi } from '../api';
import { day } from '../format';
import { useT } from '../i18n';
import { numberOf } from '../words';
import { Page, PdfButton, Show, useLoad, useLocale } from '../ui';

export default function Reports() {
  const t = useT();
  const locale = useLocale();
  const reports = useLoad(portalApi.serviceReports);
  return (
    <Page title={t('reports.title')} back={{ to: '/portal/more', label: t('nav.more') }}>
      <Show loaded={reports}>
        {(rows) => (
          <ul className="list" data-testid="reports">
            {rows.length === 0 && <li className="empty">{t('reports.none')}</li>}
            {rows.map((r) => (
              <li key={r.id} className="row">
                <span className="main">
                  <strong>{numberOf(r)}</strong>
                  <span className="sub">{[day(locale, r.date), r.job_number, r.site].filter(Boolean).join(' · ')}</span>
                </span>
                <PdfButton load={() => pdfUrl.serviceReport(r.id)} />
              </li>
            ))}
          </ul>
        )}
      </Show>
    </Page>
  );
}
