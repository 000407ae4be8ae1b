/**
 * The customer portal (issue 40; api-contract.md, "Customer portal"): a contact signs in with a
 * mailed link (/portal/sign-in?token=...) or opens one document from its own link (/p/<token>),
 * then sees their company's quotations, invoices, statement, sites, jobs and service reports.
 * A document link's session reaches that document alone: every other path leads back to it.
 * Each page is its own chunk, so opening an invoice loads only the shell and the invoice page.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import english from '../../locales/portal/en.json';
import { portalApi, whenSignedOut } from './api';
import { Icon } from './icons';
import { chosenLocale, initialPortalLocale, useLanguage, keepLocale, LanguageContext, LANGUAGES, loadPortalMessages, localiseFallbacks, translator, type LocaleCode, type Messages } from './i18n';
import { match, navigate, useLocation } from './router';
import { portalSession, scopePath, type PortalSession } from './session';
import { useSkin } from './theme';
import { ErrorNote, Link, Spinner } from './ui';

const SignInPage = lazy(() => import('./screens/SignIn'));
const HomePage = lazy(() => import('./screens/Home'));
const QuotationList = lazy(() => import('./screens/Quotations'));
const QuotationPage = lazy(() => import('./screens/Quotation'));
const InvoiceList = lazy(() => import('./screens/Invoices'));
const InvoicePage = lazy(() => import('./screens/Invoice'));
const StatementPage = lazy(() => import('./screens/Statement'));
const SitesPage = lazy(() => import('./screens/Sites'));
const RequestServicePage = lazy(() => import('./screens/RequestService'));
const JobList = lazy(() => import('./screens/Jobs'));
const TrackPage = lazy(() => import('./screens/Track'));
const MorePage = lazy(() => import('./screens/More'));
const ReportsPage = lazy(() => import('./screens/Reports'));

/** The signed-in pages, by path; a page's params are its path's. */
const PAGES: Array<[string, (p: Record<string, string>) => ReactNode]> = [
  ['/portal', () => <HomePage />],
  ['/portal/quotations', () => <QuotationList />],
  ['/portal/quotations/:id', (p) => <QuotationPage id={Number(p.id)} />],
  ['/portal/invoices', () => <InvoiceList />],
  ['/portal/invoices/:id', (p) => <InvoicePage id={Number(p.id)} />],
  ['/portal/statement', () => <StatementPage />],
  ['/portal/sites', () => <SitesPage />],
  ['/portal/request-service', () => <RequestServicePage />],
  ['/portal/jobs', () => <JobList />],
  ['/portal/jobs/:id', (p) => <TrackPage id={Number(p.id)} />],
  ['/portal/service-reports', () => <ReportsPage />],
  ['/portal/more', () => <MorePage />],
];

const TABS = [
  { to: '/portal', icon: 'home', label: 'nav.home' },
  { to: '/portal/quotations', icon: 'quote', label: 'nav.quotations' },
  { to: '/portal/invoices', icon: 'invoice', label: 'nav.invoices' },
  { to: '/portal/jobs', icon: 'jobs', label: 'nav.jobs' },
  { to: '/portal/more', icon: 'more', label: 'nav.more' },
] as const;

function useLanguageState() {
  // The first language is known at once (the server's sentences of the first calls come in it);
  // its words follow as soon as they load (English until then).
  const [state, setState] = useState<{ locale: LocaleCode; messages: Messages }>(() => ({ locale: initialPortalLocale(), messages: english }));
  const setLocale = (locale: LocaleCode, keep = true) => {
    if (keep) keepLocale(locale);
    loadPortalMessages(locale).then((messages) => setState({ locale, messages }), () => undefined);
  };
  useEffect(() => {
    if (state.locale !== 'en') setLocale(state.locale, false);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);
  const language = useMemo(() => {
    const t = translator(state.locale, state.messages);
    localiseFallbacks(t, state.locale);
    document.title = t('app.title');
    return { locale: state.locale, t, setLocale };
  }, [state]);
  return language;
}

/** Exchanges a mailed token for a session, then goes to the page it opens. */
function TokenExchange({ exchange, token }: { exchange: 'link' | 'document'; token: string }) {
  const { t } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    (exchange === 'link' ? portalApi.signIn(token) : portalApi.openDocument(token)).then(
      (session) => {
        if (!live) return;
        portalSession.write(session);
        navigate(session.scope ? scopePath(session.scope) : '/portal', { replace: true });
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [exchange, token]);
  if (!error) return <Spinner />;
  return (
    <div className="center">
      <h1>{t(exchange === 'link' ? 'signIn.link_failed' : 'signIn.document_failed')}</h1>
      <ErrorNote error={error} />
      <Link to="/portal/sign-in" className="button block">
        {t('signIn.ask_again')}
      </Link>
    </div>
  );
}

export function PortalApp() {
  const language = useLanguageState();
  const { path, search } = useLocation();
  const [session, setSession] = useState<PortalSession | null>(portalSession.read);
  // Re-read on every navigation: a token exchange writes it before navigating.
  useEffect(() => setSession(portalSession.read()), [path]);
  useEffect(() => {
    whenSignedOut(() => {
      setSession(null);
      navigate('/portal/sign-in', { replace: true });
    });
  }, []);
  // The contact's own language (GET /portal/me), when none was chosen here.
  useEffect(() => {
    if (!session || chosenLocale()) return;
    portalApi.me().then((me) => {
      const spoken = (me.language ?? me.contact.language)?.slice(0, 2);
      if (spoken && spoken !== language.locale && !chosenLocale() && LANGUAGES.some((l) => l.locale === spoken)) language.setLocale(spoken as LocaleCode, false);
    }, () => undefined);
  }, [session?.session_token]); // eslint-disable-line react-hooks/exhaustive-deps

  const linkToken = path === '/portal/sign-in' ? search.get('token') : null;
  const documentToken = match('/p/:token', path)?.token;
  let content: ReactNode;
  if (linkToken) content = <TokenExchange exchange="link" token={linkToken} key={linkToken} />;
  else if (documentToken) content = <TokenExchange exchange="document" token={documentToken} key={documentToken} />;
  else if (!session || path === '/portal/sign-in') content = <SignInPage signedIn={!!session} />;
  else content = <SignedIn session={session} path={path} />;

  return (
    <LanguageContext.Provider value={language}>
      <Shell session={session && !linkToken && !documentToken ? session : null} path={path}>
        <Suspense fallback={<Spinner />}>{content}</Suspense>
      </Shell>
    </LanguageContext.Provider>
  );
}

function SignedIn({ session, path }: { session: PortalSession; path: string }) {
  const scoped = session.scope ? scopePath(session.scope) : null;
  useEffect(() => {
    if (scoped && path !== scoped) navigate(scoped, { replace: true });
  }, [scoped, path]);
  if (scoped && path !== scoped) return null;
  for (const [pattern, render] of PAGES) {
    const params = match(pattern, path);
    if (params) return <>{render(params)}</>;
  }
  return <NotFound />;
}

function NotFound() {
  const { t } = useLanguage();
  return (
    <div className="center">
      <p className="note warn">{t('errors.no_page')}</p>
      <Link to="/portal" className="button block">
        {t('nav.home')}
      </Link>
    </div>
  );
}

function Shell({ session, path, children }: { session: PortalSession | null; path: string; children: ReactNode }) {
  const { t, locale, setLocale } = useLanguage();
  const { skin, toggle } = useSkin();
  const scoped = !!session?.scope;
  const current = (to: string) => (to === '/portal' ? path === '/portal' : path === to || path.startsWith(`${to}/`) || (to === '/portal/more' && ['/portal/statement', '/portal/sites', '/portal/request-service', '/portal/service-reports'].includes(path)));
  return (
    <div className="shell">
      <header className="bar">
        <div className="who">
          <strong>{session?.company.name ?? t('app.title')}</strong>
          {session && <span>{scoped ? t('app.document_only') : session.contact.name}</span>}
        </div>
        <label className="visually-hidden" htmlFor="portal-language">
          {t('app.language')}
        </label>
        <select id="portal-language" value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode)} data-testid="language">
          {LANGUAGES.map((l) => (
            <option key={l.locale} value={l.locale} lang={l.locale}>
              {l.name}
            </option>
          ))}
        </select>
        <button type="button" className="icon-button" onClick={toggle} aria-label={t(skin === 'dark' ? 'app.light' : 'app.dark')} title={t(skin === 'dark' ? 'app.light' : 'app.dark')} data-testid="skin">
          {skin === 'dark' ? '☀' : '☾'}
        </button>
      </header>
      <main>{children}</main>
      {session && !scoped && (
        <nav className="tabs" aria-label={t('nav.label')}>
          {TABS.map((tab) => (
            <Link key={tab.to} to={tab.to} current={current(tab.to)}>
              <Icon name={tab.icon} />
              {t(tab.label)}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
