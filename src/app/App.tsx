/**
 * The admin: react-admin with the contract's data and auth providers and the spec's routes.
 * Every route goes through the route guard (src/app/guard): the signed-in pages inside the
 * layout (/dashboard, /access-control, /pages/<area>/<route> with /manage?id= and /view?id=),
 * the account and message pages in the full layout. / goes to the user's home, an unknown path
 * to /error-404. Telemetry is off: the app makes no request outside its own origin.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { appResources } from '../../generated/app/resources';
import { AppResourcesContext } from './crud/appResources';
import { createAuthProvider } from './authProvider';
import { accountApi, API_URL, httpClient } from './authProvider/api';
import { resourceDef } from './crud/registry';
import { ResourcePage } from './crud/ResourcePage';
import { createDataProvider } from './dataProvider';
import { FULL_LAYOUT_PATHS, GuardedOutlet, PATHS, RESOURCE_VIEWS, resourceViewPath, type FullLayoutPath } from './guard';
import { MODULE_PAGES, RESOURCE_PAGES } from './guard/pageCode';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { AppNotification } from './layout/AppNotification';
import { darkTheme, lightTheme } from './layout/theme';
import { ForgotPasswordPage } from './pages/auth/ForgotPasswordPage';
import { LoginPage } from './pages/auth/LoginPage';
import { ResetPasswordPage, SetPasswordPage } from './pages/auth/NewPasswordPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { SocialCallbackPage } from './pages/auth/SocialCallbackPage';
import { VerifyEmailPage } from './pages/auth/VerifyEmailPage';
import { PrivacyPolicyPage } from './pages/info/PrivacyPolicyPage';
import { ComingSoonPage, ErrorPage, NotAuthorizedPage, UnderMaintenancePage } from './pages/info/StatusPages';
import { NotFoundPage, ToNotFound } from './pages/NotFound';
import { createPreferencesStore } from './preferences';

/**
 * The signed-in pages of their own, each loaded when it is first opened: a technician lands on
 * the task list and a salesperson on a list, and neither needs the dashboard's figures, the API
 * reference or the outbox to get there (technician-day.test.ts bounds what the phone downloads).
 */
const SIGNED_IN_PAGES: Array<[path: string, Page: ComponentType]> = [
  [PATHS.dashboard, lazy(() => import('./pages/Dashboard').then((m) => ({ default: m.Dashboard })))],
  [PATHS.accessControl, lazy(() => import('./pages/AccessControl').then((m) => ({ default: m.AccessControlPage })))],
  [PATHS.profile, lazy(() => import('./pages/ProfilePage').then((m) => ({ default: m.ProfilePage })))],
  [PATHS.apiReference, lazy(() => import('./pages/ApiReference').then((m) => ({ default: m.ApiReferencePage })))],
  [PATHS.outbox, lazy(() => import('./pages/Outbox').then((m) => ({ default: m.OutboxPage })))],
  [PATHS.business, lazy(() => import('./pages/BusinessDetails').then((m) => ({ default: m.BusinessDetailsPage })))],
  [PATHS.imports, lazy(() => import('./pages/Imports').then((m) => ({ default: m.ImportsPage })))],
];

const dataProvider = createDataProvider(API_URL, httpClient);
const authProvider = createAuthProvider(API_URL);
// The user's own settings (list columns, date format) are kept on the server: see preferences/store.ts.
const store = createPreferencesStore({ save: accountApi.updatePreferences });

// Only a user whose role requires a second factor and who has none yet lands here.
const SecondFactorSetupPage = lazy(() => import('./pages/auth/SecondFactorSetupPage').then((m) => ({ default: m.SecondFactorSetupPage })));

/** The page of each full-layout path (the guard's table lists the paths; the type keeps both in step). */
const FULL_LAYOUT_PAGES: Record<FullLayoutPath, ComponentType> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
  '/auth/reset-password': ResetPasswordPage,
  '/auth/verify-email': VerifyEmailPage,
  '/auth/set-password': SetPasswordPage,
  '/auth/social/callback': SocialCallbackPage,
  '/auth/social/:provider/callback': SocialCallbackPage,
  '/auth/second-factor': SecondFactorSetupPage,
  '/privacypolicy': PrivacyPolicyPage,
  '/coming-soon': ComingSoonPage,
  '/under-maintenance': UnderMaintenancePage,
  '/not-authorized': NotAuthorizedPage,
  '/error-404': NotFoundPage,
  '/error': ErrorPage,
};

/** A page's route; a page loaded when first opened shows nothing until it has come. */
const pageRoute = (path: string, Page: ComponentType) => (
  <Route
    key={path}
    path={path}
    element={
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    }
  />
);

/** The product's name where a page sets no title of its own. */
const AppName = () => <>{useTranslate()('app.name')}</>;

// History-mode routing (spec section 2): react-admin uses the router it is placed in. The guard
// decides sign-in itself (the layout and the full-layout pages both run it), so react-admin's
// requireAuth and login page are not used: an anonymous user's unknown path still gets /error-404.
const AdminApp = () => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      title={<AppName />}
      layout={Layout}
      notification={AppNotification}
      loginPage={false}
      catchAll={ToNotFound}
      error={ErrorPage}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      {appResources.map((entry) => (
        <Resource key={entry.name} name={entry.name} recordRepresentation={resourceDef(entry.name).representation} />
      ))}
      <CustomRoutes>
        {SIGNED_IN_PAGES.map(([path, Page]) => pageRoute(path, Page))}
        {RESOURCE_PAGES.flatMap(({ entry, route }) =>
          RESOURCE_VIEWS.map((view) => {
            const path = resourceViewPath(route, view);
            const page = view === 'list' ? MODULE_PAGES.get(route.path) : undefined;
            return <Route key={path} path={path} element={<ResourcePage entry={entry} route={route} view={view} page={page} />} />;
          }),
        )}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route element={<GuardedOutlet />}>
          {FULL_LAYOUT_PATHS.map((path) => pageRoute(path, FULL_LAYOUT_PAGES[path]))}
        </Route>
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);

/** The kit learns the resource entries (icons, view loaders) from here, not by importing generated/app. */
export const App = () => (
  <AppResourcesContext.Provider value={appResources}>
    <AdminApp />
  </AppResourcesContext.Provider>
);
