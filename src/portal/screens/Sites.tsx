/** The company's sites and the equipment at each: serial number, under contract, warranty. */
import { portalApi } from '../api';
import { day } from '../format';
import { useT } from '../i18n';
import { Chip, Link, Page, Show, useLoad, useLocale } from '../ui';

export default function Sites() {
  const t = useT();
  const locale = useLocale();
  const sites = useLoad(portalApi.sites);
  // Dates come as unix seconds (a date's Singapore midnight): a warranty holds through its last day.
  const now = Date.now() / 1000 - 86_400;
  return (
    <Page title={t('sites.title')} back={{ to: '/portal/more', label: t('nav.more') }}>
      <Show loaded={sites}>
        {(rows) => (
          <div data-testid="sites">
            {rows.length === 0 && <p className="empty card">{t('sites.none')}</p>}
            {rows.map((site) => (
              <section className="card" key={site.id}>
                <h2 style={{ marginTop: 0 }}>{site.name}</h2>
                <p className="muted small">{[site.address, site.postal].filter(Boolean).join(', ')}</p>
                {site.equipment.length === 0 ? (
                  <p className="muted small">{t('sites.no_equipment')}</p>
                ) : (
                  <ul className="lines">
                    {site.equipment.map((eq) => (
                      <li key={eq.id}>
                        <div>
                          <strong>{eq.name}</strong>
                          {eq.serial_no && <span className="muted small"> · {t('sites.serial', { serial: eq.serial_no })}</span>}
                        </div>
                        <div style={{ display: 'flex', gap: '0.4rem', flexWrap: 'wrap', marginTop: '0.25rem' }}>
                          {eq.under_contract && <Chip tone="ok">{t('sites.under_contract')}</Chip>}
                          {eq.warranty_until && (
                            <Chip tone={eq.warranty_until >= now ? 'ok' : undefined}>
                              {t(eq.warranty_until >= now ? 'sites.warranty_until' : 'sites.warranty_ended', { date: day(locale, eq.warranty_until) })}
                            </Chip>
                          )}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
                <Link to={`/portal/request-service?site=${site.id}`} className="button secondary" >
                  {t('request.title')}
                </Link>
              </section>
            ))}
          </div>
        )}
      </Show>
    </Page>
  );
}
