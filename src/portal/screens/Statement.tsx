/** The statement of account for a period (this month by default): opening balance, each document and payment, closing balance; and its PDF. */
import { useState } from 'react';
import { pdfUrl, portalApi } from '../api';
import { day, isoDay, money } from '../format';
import { useT } from '../i18n';
import { Page, PdfButton, Show, useLoad, useLocale } from '../ui';

const monthStart = () => `${isoDay().slice(0, 8)}01`;

export default function Statement() {
  const t = useT();
  const locale = useLocale();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(() => isoDay());
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const statement = useLoad(() => (valid ? portalApi.statement(from, to) : Promise.reject(new Error(t('statement.bad_period')))), [from, to]);
  return (
    <Page title={t('statement.title')} back={{ to: '/portal/more', label: t('nav.more') }}>
      <div className="card" style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <label className="field" style={{ flex: '1 1 8rem', margin: 0 }}>
          {t('statement.from')}
          <input type="date" name="from" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="field" style={{ flex: '1 1 8rem', margin: 0 }}>
          {t('statement.to')}
          <input type="date" name="to" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <Show loaded={statement}>
        {(s) => (
          <>
            <div className="card">
              <dl className="facts">
                <dt>{t('statement.opening')}</dt>
                <dd>{money(locale, s.opening_balance, s.currency)}</dd>
                <dt>
                  <strong>{t('statement.closing')}</strong>
                </dt>
                <dd data-testid="closing">
                  <strong>{money(locale, s.closing_balance, s.currency)}</strong>
                </dd>
              </dl>
            </div>
            <ul className="list" data-testid="statement">
              {s.lines.length === 0 && <li className="empty">{t('statement.none')}</li>}
              {s.lines.map((line, i) => (
                <li key={i} className="row">
                  <span className="main">
                    <strong>{line.number}</strong>
                    <span className="sub">{day(locale, line.date)}</span>
                  </span>
                  <span className="end">
                    {line.debit ? money(locale, line.debit, s.currency) : `− ${money(locale, line.credit, s.currency)}`}
                    <br />
                    <span className="sub">{t('statement.balance_after', { balance: money(locale, line.balance, s.currency) })}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="actions">
              <PdfButton load={() => pdfUrl.statement(from, to)} />
            </div>
          </>
        )}
      </Show>
    </Page>
  );
}
