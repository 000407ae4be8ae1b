/** The other pages (statement, sites, service reports, request service), and signing out. */
import { useState } from 'react';
import { portalApi } from '../api';
import { useT } from '../i18n';
import { navigate } from '../router';
import { portalSession } from '../session';
import { Link, Page } from '../ui';

export default function More() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    // The session ends here whether or not the server heard it (it expires there anyway).
    await portalApi.signOut().catch(() => undefined);
    portalSession.clear();
    navigate('/portal/sign-in', { replace: true });
  };
  const session = portalSession.read();
  return (
    <Page title={t('nav.more')}>
      <ul className="list">
        {[
          ['/portal/statement', 'statement.title'],
          ['/portal/sites', 'sites.title'],
          ['/portal/service-reports', 'reports.title'],
          ['/portal/request-service', 'request.title'],
        ].map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="row">
              <span className="main">
                <strong>{t(label)}</strong>
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
      {session && (
        <p className="muted small">
          {t('more.signed_in_as', { name: session.contact.name, email: session.contact.email, company: session.company.name })}
        </p>
      )}
      <button type="button" className="button secondary block" onClick={signOut} disabled={busy} data-testid="sign-out">
        {t('more.sign_out')}
      </button>
    </Page>
  );
}
