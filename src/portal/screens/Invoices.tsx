/** The company's invoices: what each still owes, and whether it is paid. */
import { portalApi } from '../api';
import { useT } from '../i18n';
import { Link, Page, Show, useLoad } from '../ui';
import { InvoiceItem } from './Rows';

export default function Invoices() {
  const t = useT();
  const invoices = useLoad(portalApi.invoices);
  return (
    <Page title={t('invoice.list_title')}>
      <Show loaded={invoices}>
        {(rows) => (
          <ul className="list" data-testid="invoices">
            {rows.length === 0 && <li className="empty">{t('invoice.none')}</li>}
            {rows.map((i) => <InvoiceItem key={i.id} invoice={i} />)}
          </ul>
        )}
      </Show>
      <div className="actions">
        <Link to="/portal/statement" className="button secondary">
          {t('statement.title')}
        </Link>
      </div>
    </Page>
  );
}
