/** The data provider maps react-admin calls to the contract's exact URLs and bodies. */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/app/dataProvider';
import type { HttpClient } from '../../src/app/dataProvider/httpClient';

function provider(json: unknown = { data: [], meta: { page: { total: 0, size: 10, after: 1 } } }) {
  const calls: Array<{ url: string; init?: { method?: string; body?: unknown } }> = [];
  const httpClient = vi.fn(async (url: string, init?: { method?: string; body?: unknown }) => {
    calls.push({ url, init });
    return { status: 200, json };
  }) as unknown as HttpClient;
  return { dp: createDataProvider('/api/v1', httpClient), calls };
}

const decoded = (url: string) => decodeURIComponent(url);

describe('data provider', () => {
  it('getList sends sort, page, status, filter and filterExt', async () => {
    const { dp, calls } = provider({ data: [{ id: 1 }], meta: { page: { total: 41, size: 20, after: 3 } } });
    const result = await dp.getList('company_locations', {
      sort: { field: 'site_name', order: 'DESC' },
      pagination: { page: 3, perPage: 20 },
      filter: { q: ' acme ', status: 'V', header_id: 12, module: "o'neil" },
    });
    expect(decoded(calls[0].url)).toBe(
      "/api/v1/company_locations?sort=-site_name&page[size]=20&page[after]=3&status=V&filter=acme&filterExt=header_id=12,module='o''neil'",
    );
    expect(result).toEqual({ data: [{ id: 1 }], total: 41 });
  });

  it('getList sends <field>_gte and <field>_lte as the bounds of a range', async () => {
    const { dp, calls } = provider();
    await dp.getList('audit-log', { sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 20 }, filter: { created_at_gte: 100, created_at_lte: 200, user_id: 3 } });
    expect(decoded(calls[0].url)).toBe('/api/v1/audit-log?sort=-id&page[size]=20&page[after]=1&filterExt=created_at>=100,created_at<=200,user_id=3');
  });

  it('referencedBy and restoreAudited call the contract extensions', async () => {
    const { dp, calls } = provider({ data: [{ collection: 'company_locations', field: 'header_id', total: 2 }] });
    expect(await dp.referencedBy('companies', 5)).toEqual([{ collection: 'company_locations', field: 'header_id', total: 2 }]);
    await dp.restoreAudited(9);
    await dp.restoreAudited(10, ['price']);
    expect(calls.map((c) => [c.url, c.init?.method, c.init?.body])).toEqual([
      ['/api/v1/companies/5/referenced-by', undefined, undefined],
      ['/api/v1/audit-log/9/restore', 'POST', {}],
      ['/api/v1/audit-log/10/restore', 'POST', { fields: ['price'] }],
    ]);
  });

  it('getList leaves status to the server default when no status filter is set', async () => {
    const { dp, calls } = provider();
    await dp.getList('uom', { sort: { field: 'code', order: 'ASC' }, pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(decoded(calls[0].url)).toBe('/api/v1/uom?sort=code&page[size]=10&page[after]=1');
  });

  it('getOne and getMany fetch by id, getMany once per distinct id', async () => {
    const { dp, calls } = provider({ data: { id: 7 } });
    await dp.getOne('users', { id: 'a1b2' });
    await dp.getMany('companies', { ids: [3, 4, 3] });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/users/a1b2', '/api/v1/companies/3', '/api/v1/companies/4']);
  });

  it('getManyReference filters on the target field', async () => {
    const { dp, calls } = provider();
    await dp.getManyReference('company_locations', { target: 'header_id', id: 5, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 }, filter: { status: 'all' } });
    expect(decoded(calls[0].url)).toBe('/api/v1/company_locations?sort=id&page[size]=10&page[after]=1&status=all&filterExt=header_id=5');
  });

  it('create posts, update patches with the updated_at last read, delete deletes', async () => {
    const { dp, calls } = provider({ data: { id: 9 } });
    await dp.create('uom', { data: { code: 'EA' } });
    await dp.update('uom', { id: 9, data: { id: 9, name: 'Each', updated_at: 100 }, previousData: { id: 9, updated_at: 99 } });
    await dp.delete('uom', { id: 9, previousData: { id: 9 } });
    expect(calls).toEqual([
      { url: '/api/v1/uom', init: { method: 'POST', body: { code: 'EA' } } },
      { url: '/api/v1/uom/9', init: { method: 'PATCH', body: { id: 9, name: 'Each', updated_at: 99 } } },
      { url: '/api/v1/uom/9', init: { method: 'DELETE' } },
    ]);
  });

  it('updateMany of only the status is one bulk status call', async () => {
    const { dp, calls } = provider({ data: { updated: 2 } });
    await dp.updateMany('uom', { ids: [1, 2], data: { status: 'V' } });
    expect(calls).toEqual([{ url: '/api/v1/uom/status', init: { method: 'PATCH', body: { ids: [1, 2], status: 'V' } } }]);
  });
});
