/**
 * The data provider for api-contract.md, a factory `(apiUrl, httpClient)` (ra-data-simple-rest style).
 *
 *   getList          GET    {api}/{res}?sort=-f&page[size]=S&page[after]=P&status=O&filter=q&filterExt=k=v,...
 *   getOne           GET    {api}/{res}/{id}
 *   getMany          GET    {api}/{res}/{id} per id (the contract's filterExt has no id-list form)
 *   getManyReference GET    {api}/{res}?...&filterExt={target}={id},...
 *   create           POST   {api}/{res}   (a refusal as react-admin's forms read it: errors.ts)
 *   update           PATCH  {api}/{res}/{id}  carrying the updated_at last read (409 when stale)
 *   updateMany       PATCH  {api}/{res}/status {ids, status} when only the status changes, else PATCH each
 *   delete           DELETE {api}/{res}/{id}
 *   deleteMany       DELETE {api}/{res}/{id} per id
 *   referencedBy     GET    {api}/{res}/{id}/referenced-by   how many records of each collection point here
 *   restoreAudited   POST   {api}/audit-log/{id}/restore {fields?}   a deleted record, or fields' earlier values
 *   getTransitions   GET    {api}/{res}/{id}/transitions          (what the user may run now)
 *   runTransition    POST   {api}/{res}/{id}/transitions/{name}   (the record after it)
 *
 * react-admin filters map as: q -> filter, status -> status, every other key -> filterExt, where
 * <field>_gte and <field>_lte are the bounds of a range (filterExt <field>>=N, <field><=N).
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { encodeListQuery, type FilterCondition, type FilterValue, type ListQuery } from '../../shared/list-query';
import type { ListBody } from '../../shared/wire';
import { formError } from './errors';
import type { HttpClient } from './httpClient';

/** react-admin's list parameters as the contract's list query (also for the contract's own list routes). */
export function listQuery(params: Pick<GetListParams, 'sort' | 'pagination' | 'filter'>): Partial<ListQuery> {
  const { q, status, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  const filterExt = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([key, v]): FilterCondition => {
      const value = (typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : String(v)) as FilterValue;
      const range = /^(.+)_(gte|lte)$/.exec(key);
      return range ? { field: range[1], value, op: range[2] === 'gte' ? '>=' : '<=' } : { field: key, value };
    });
  return {
    ...(params.sort?.field ? { sort: [{ field: params.sort.field, desc: params.sort.order === 'DESC' }] } : {}),
    ...(params.pagination ? { size: params.pagination.perPage, after: params.pagination.page } : {}),
    ...(status ? { status: String(status) } : {}),
    ...(typeof q === 'string' && q.trim() ? { filter: q.trim() } : {}),
    filterExt,
  };
}

/** One collection's records that point at a record through `field` (GET /{c}/{id}/referenced-by). */
export interface ReferenceCount {
  collection: string;
  field: string;
  total: number;
}

/** A workflow transition the user may run now (api-contract.md "Workflows"). */
export interface TransitionOption {
  name: string;
  label: string;
  to: string;
}

/** The contract's calls beyond react-admin's: a record's workflow transitions. */
export interface WorkflowDataProvider {
  getTransitions(resource: string, params: { id: Identifier }): Promise<{ data: TransitionOption[] }>;
  runTransition(resource: string, params: { id: Identifier; name: string }): Promise<{ data: RaRecord }>;
}

/** The contract's calls beyond react-admin's own. */
export interface AppDataProvider extends DataProvider, WorkflowDataProvider {
  referencedBy(resource: string, id: Identifier): Promise<ReferenceCount[]>;
  restoreAudited(entryId: Identifier, fields?: string[]): Promise<{ data: RaRecord }>;
}

const rethrowForForm = (error: unknown): never => {
  throw formError(error);
};

export function createDataProvider(apiUrl: string, httpClient: HttpClient): AppDataProvider {
  const url = (resource: string, id?: Identifier) =>
    id === undefined ? `${apiUrl}/${resource}` : `${apiUrl}/${resource}/${encodeURIComponent(String(id))}`;

  const getList = async (resource: string, params: Pick<GetListParams, 'sort' | 'pagination' | 'filter'>) => {
    const { json } = await httpClient(`${url(resource)}?${encodeListQuery(listQuery(params))}`);
    const page = (json as ListBody<RaRecord>).meta.page;
    // Past the cap the total is a floor, not a count: the pager says "10,000+" (list/ListPagination).
    return { data: json.data, total: page.total, ...(page.total_capped ? { meta: { totalCapped: true } } : {}) };
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

    // A refused save reaches the form as errors/formError.ts says: field errors by field, the rest a message.
    create: async (resource, params) => {
      const { json } = await httpClient(url(resource), { method: 'POST', body: params.data }).catch(rethrowForForm);
      return { data: json.data };
    },

    update: async (resource, params) => {
      const updatedAt = (params.previousData as RaRecord | undefined)?.updated_at;
      const body = { ...params.data, ...(updatedAt !== undefined ? { updated_at: updatedAt } : {}) };
      const { json } = await httpClient(url(resource, params.id), { method: 'PATCH', body }).catch(rethrowForForm);
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

    referencedBy: async (resource, id) => (await httpClient(`${url(resource, id)}/referenced-by`)).json.data,

    restoreAudited: async (entryId, fields) => {
      const { json } = await httpClient(`${url('audit-log', entryId)}/restore`, { method: 'POST', body: fields ? { fields } : {} });
      return { data: json.data };
    },

    getTransitions: async (resource: string, params: { id: Identifier }) => ({ data: (await httpClient(`${url(resource, params.id)}/transitions`)).json.data }),

    runTransition: async (resource: string, params: { id: Identifier; name: string }) => {
      const { json } = await httpClient(`${url(resource, params.id)}/transitions/${encodeURIComponent(params.name)}`, { method: 'POST' });
      return { data: json.data };
    },
  };
}
