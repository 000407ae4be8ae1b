/**
 * The job's service report as a document: "PDF" saves `<ticket_no>.pdf` (GET /{id}/generatepdf),
 * "Send report" mails it (POST /send-service-report) to the addresses in a dialog prefilled with
 * the site's email, else the customer's (none typed: the server picks the same).
 */
import { useGetOne, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { DocumentDelivery, type MailDelivery } from '../../modules/documents/DocumentDelivery';

interface Job {
  id: number;
  ticket_no?: string | null;
  site_id?: number | null;
  company_id?: number | null;
}

export const ReportDelivery = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const { data: site } = useGetOne('company_locations', { id: job.site_id ?? 0 }, { enabled: !!job.site_id });
  const { data: company } = useGetOne('companies', { id: job.company_id ?? 0 }, { enabled: !!job.company_id });
  const send = async (to: string[]) => {
    const answer = await httpClient<{ data: MailDelivery }>(`${API_URL}/send-service-report`, { method: 'POST', body: { id: job.id, ...(to.length ? { to } : {}) } });
    return answer.json.data;
  };
  return (
    <DocumentDelivery
      pdfPath={`${API_URL}/joborder_headers/${encodeURIComponent(String(job.id))}/generatepdf`}
      fileName={`${job.ticket_no ?? job.id}.pdf`}
      send={send}
      defaultTo={site?.email ?? company?.email}
      labels={{ save: translate('app.report_delivery.pdf'), send: translate('app.report_delivery.send_report'), sent: (n) => translate('app.report_delivery.sent', { smart_count: n }) }}
      testIds={{ save: 'job-pdf', send: 'send-report', to: 'send-report-to', confirm: 'send-report-confirm' }}
    />
  );
};
