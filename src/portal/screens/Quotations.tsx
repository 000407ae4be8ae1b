/** The company's quotations, newest first as the server sends them. */
import { portalApi } from '../api';
import { useT } from '../i18n';
import { Page, Show, useLoad } from '../ui';
import { QuotationItem } from './Rows';

export default function Quotations() {
  const t = useT();
  const quotations = useLoad(portalApi.quotations);
  return (
    <Page title={t('quotation.list_title')}>
      <Show loaded={quotations}>
        {(rows) => (
          <ul className="list" data-testid="quotations">
            {rows.length === 0 && <li className="empty">{t('quotation.none')}</li>}
            {rows.map((q) => <QuotationItem key={q.id} quotation={q} />)}
          </ul>
        )}
      </Show>
    </Page>
  );
}
