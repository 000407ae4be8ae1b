/**
 * A screen rendered inside react-admin's core context for app tests: signed in with the given
 * CASL rules (the permissions the app reads its abilities from), English messages, and a data
 * provider (by default one that answers nothing).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../../src/app/i18n';
import type { AbilityRule } from '../../src/shared/wire';

export function renderInApp(children: ReactNode, { rules, dataProvider = testDataProvider() }: { rules: AbilityRule[]; dataProvider?: DataProvider }) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => rules,
  };
  return render(
    <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider('en')}>
      {children}
    </CoreAdminContext>,
  );
}
