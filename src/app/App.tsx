/**
 * The admin: react-admin with the contract's data and auth providers, the spec's routes
 * (/pages/<area>/<route>, .../manage?id=, .../view?id=), / -> /dashboard, unknown -> /error-404.
 * Telemetry is off: the app makes no request outside its own origin.
 */
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { appResources } from '../../generated/app/resources';
import { createAuthProvider } from './authProvider';
import { resourceDef } from './crud/registry';
import { ResourcePage } from './crud/ResourcePage';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { Dashboard } from './pages/Dashboard';
import { NotFoundPage, ToNotFound } from './pages/NotFound';

const API_URL = '/api/v1';
const dataProvider = createDataProvider(API_URL, createHttpClient(API_URL));
const authProvider = createAuthProvider(API_URL);

const routes = appResources.flatMap((entry) => resourceDef(entry.name).routes.map((route) => ({ entry, route })));

const Home = () => <Navigate to="/dashboard" replace />;

// History-mode routing (spec section 2): react-admin uses the router it is placed in.
export const App = () => (
  <BrowserRouter>
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    dashboard={Home}
    catchAll={ToNotFound}
    theme={lightTheme}
    darkTheme={darkTheme}
    requireAuth
    disableTelemetry
  >
    {appResources.map((entry) => (
      <Resource key={entry.name} name={entry.name} recordRepresentation={resourceDef(entry.name).representation} />
    ))}
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      {routes.flatMap(({ entry, route }) => [
        <Route key={`${route.path}-list`} path={route.path} element={<ResourcePage entry={entry} route={route} view="list" />} />,
        <Route key={`${route.path}-manage`} path={`${route.path}/manage`} element={<ResourcePage entry={entry} route={route} view="manage" />} />,
        <Route key={`${route.path}-view`} path={`${route.path}/view`} element={<ResourcePage entry={entry} route={route} view="view" />} />,
      ])}
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path="/error-404" element={<NotFoundPage />} />
    </CustomRoutes>
  </Admin>
  </BrowserRouter>
);
