/**
 * The data provider for api-contract.md, a factory `(apiUrl, httpClient)` (ra-data-simple-rest style).
 *
 *   getList          GET    {api}/{res}?sort=-f&page[size]=S&page[after]=P&status=O&filter=q&filterExt=k=v,...
 *   getOne           GET    {api}/{res}/{id}
 *   getMany          GET    {api}/{res}/{id} per id (the contract's filterExt has no id-list form)
 *   getManyReference GET    {api}/{res}?...&filterExt={target}={id},...
 *   create           POST   {api}/{res}
 *   update           PATCH  {api}/{res}/{id}  carrying the updated_at last read (409 when stale)
 *   updateMany       PATCH  {api}/{res}/status {ids, status} when only the status changes, else PATCH each
 *   delete           DELETE {api}/{res}/{id}
 *   deleteMany       DELETE {api}/{res}/{id} per id
 *
 * react-admin filters map as: q -> filter, status -> status, every other key -> filterExt.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { encodeListQuery, type FilterValue, type ListQuery } from '../../shared/list-query';
import type { HttpClient } from './httpClient';

function listQuery(params: Pick<GetListParams, 'sort' | 'pagination' | 'filter'>): Partial<ListQuery> {
  const { q, status, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  const filterExt = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([field, v]) => ({ field, value: (typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : String(v)) as FilterValue }));
  return {
    ...(params.sort?.field ? { sort: [{ field: params.sort.field, desc: params.sort.order === 'DESC' }] } : {}),
    ...(params.pagination ? { size: params.pagination.perPage, after: params.pagination.page } : {}),
    ...(status ? { status: String(status) } : {}),
    ...(typeof q === 'string' && q.trim() ? { filter: q.trim() } : {}),
    filterExt,
  };
}

export function createDataProvider(apiUrl: string, httpClient: HttpClient): DataProvider {
  const url = (resource: string, id?: Identifier) =>
    id === undefined ? `${apiUrl}/${resource}` : `${apiUrl}/${resource}/${encodeURIComponent(String(id))}`;

  const getList = async (resource: string, params: Pick<GetListParams, 'sort' | 'pagination' | 'filter'>) => {
    const { json } = await httpClient(`${url(resource)}?${encodeListQuery(listQuery(params))}`);
    return { data: json.data, total: json.meta.page.total };
  };

  return {
    getList: (resource, params) => getList(resource, params),

    getOne: async (resource, params) => ({ data: (await httpClient(url(resource, params.id))).json.data }),

    getMany: async (resource, params) => {
      const ids = [...new Set(params.ids)];
      const found = await Promise.all(ids.map((id) => httpClient(url(resource, id)).then((r) => r.json.data, () => null)));
      return { data: found.filter((r) => r !== null) as any[] };
    },

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const { json } = await httpClient(url(resource), { method: 'POST', body: params.data });
      return { data: json.data };
    },

    update: async (resource, params) => {
      const updatedAt = (params.previousData as RaRecord | undefined)?.updated_at;
      const body = { ...params.data, ...(updatedAt !== undefined ? { updated_at: updatedAt } : {}) };
      const { json } = await httpClient(url(resource, params.id), { method: 'PATCH', body });
      return { data: json.data };
    },

    updateMany: async (resource, params) => {
      const keys = Object.keys(params.data ?? {});
      if (keys.length === 1 && keys[0] === 'status') {
        await httpClient(`${url(resource)}/status`, { method: 'PATCH', body: { ids: params.ids, status: params.data.status } });
        return { data: params.ids };
      }
      await Promise.all(params.ids.map((id) => httpClient(url(resource, id), { method: 'PATCH', body: params.data })));
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const { json } = await httpClient(url(resource, params.id), { method: 'DELETE' });
      return { data: json.data };
    },

    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => httpClient(url(resource, id), { method: 'DELETE' })));
      return { data: params.ids };
    },
  };
}
