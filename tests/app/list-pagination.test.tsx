/**
 * The list's pager (src/app/crud/list/ListPagination.tsx): past the server's count cap the range
 * reads "10,000+", in the user's language; below it, the exact total.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, testDataProvider, type ListControllerResult } from 'react-admin';
import { createI18nProvider, loadMessages, type LocaleCode } from '../../src/app/i18n';
import { createDataProvider } from '../../src/app/dataProvider';
import type { HttpClient } from '../../src/app/dataProvider/httpClient';
import { ListPagination } from '../../src/app/crud/list/ListPagination';

const listContext = (total: number, meta?: unknown) =>
  ({ data: [], total, meta, page: 1, perPage: 10, isPending: false, isLoading: false, setPage: () => {}, setPerPage: () => {} }) as unknown as ListControllerResult;

async function pager(locale: LocaleCode, total: number, meta?: unknown) {
  await loadMessages(locale);
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider(locale)}>
      <ListContextProvider value={listContext(total, meta)}>
        <ListPagination rowsPerPageOptions={[10, 20]} />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('list pager', () => {
  it('shows 10,000+ when the server capped the total', async () => {
    await pager('en', 10000, { totalCapped: true });
    expect(await screen.findByText('1-10 of 10,000+')).toBeTruthy();
  });

  it('shows the exact total otherwise', async () => {
    await pager('en', 41);
    expect(await screen.findByText(/1-10 of 41$/)).toBeTruthy();
  });

  it('writes the capped total the way the language does', async () => {
    await pager('de', 10000, { totalCapped: true });
    expect(await screen.findByText('1-10 von 10.000+')).toBeTruthy();
  });

  it('gets total_capped from the answer to the pager through the data provider', async () => {
    const httpClient = (async () => ({ status: 200, json: { data: [], meta: { page: { total: 10000, total_capped: true, size: 10, after: 1, next_cursor: 'x' } } } })) as unknown as HttpClient;
    const result = await createDataProvider('/api/v1', httpClient).getList('products', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: [], total: 10000, meta: { totalCapped: true } });
  });
});
