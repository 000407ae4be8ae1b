/**
 * The data the dispatch screens share: the open job orders, the employees, and a way to show a
 * change at once while its call is on the way (undone when the server refuses it).
 *
 * The queries are keyed under their collection, so a live change (live/useLiveChanges.ts)
 * refetches them. They go through the data provider but not react-admin's useGetList, which
 * would also cache every row as its own record: 2,000 cache entries for a busy board.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { listQuery } from '../../dataProvider';
import { encodeListQuery } from '../../../shared/list-query';
import { fieldStaffOf, withNamesApart, type Employee, type JobRecord } from './jobStatus';

/** The contract's largest page: every open job of the board in one answer. */
const ALL = 10000;

const JOBS_KEY = ['joborder_headers', 'dispatch'] as const;
const TRAY_KEY = ['joborder_headers', 'dispatch-tray'] as const;

/** The unscheduled jobs drawn per page of the tray. */
export const TRAY_PAGE = 15;

/**
 * The time a screen shows, unix seconds [from, to): only the jobs with an ETA in it are fetched.
 * null fetches every open job; undefined waits (a calendar knows its range only once drawn).
 */
export type JobWindow = readonly [number, number] | null | undefined;

/**
 * The open jobs with an ETA in `window` (and matching `filter`). While a moved window loads, the
 * previous window's jobs stay on screen instead of a spinner.
 */
export function useOpenJobs(filter: Record<string, unknown>, window: JobWindow, jobStatuses?: readonly string[]) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const range = window ? { job_eta_gte: window[0], job_eta_lte: window[1] - 1 } : {};
  const key = useMemo(() => [...JOBS_KEY, filter, window ?? null, jobStatuses?.join(',') ?? null] as const, [JSON.stringify(filter), window?.[0], window?.[1], jobStatuses?.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const query = useQuery({
    queryKey: key,
    enabled: window !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const params = { pagination: { page: 1, perPage: ALL }, sort: { field: 'job_eta', order: 'ASC' as const }, filter: { status: 'O', ...filter, ...range } };
      if (!jobStatuses) return (await dataProvider.getList<JobRecord & { id: number }>('joborder_headers', params)).data;
      // Only the job statuses asked for, on the server (GET /get-joborders-by-jobstatus takes the same list query).
      const { json } = await httpClient(`${API_URL}/get-joborders-by-jobstatus?job_status=${jobStatuses.join(',')}&${encodeListQuery(listQuery(params))}`);
      return json.data as Array<JobRecord & { id: number }>;
    },
  });
  // Changes shown before the server has answered, by job id.
  const [pending, setPending] = useState<ReadonlyMap<number, Partial<JobRecord>>>(new Map());
  const withPending = useCallback((rows: JobRecord[]) => rows.map((job) => (pending.has(job.id) ? { ...job, ...pending.get(job.id) } : job)), [pending]);
  const jobs = useMemo(() => withPending(query.data ?? []), [query.data, withPending]);

  const setOne = useCallback((id: number, change: Partial<JobRecord> | null) => {
    setPending((current) => {
      const next = new Map(current);
      if (change) next.set(id, { ...next.get(id), ...change });
      else next.delete(id);
      return next;
    });
  }, []);

  /**
   * Show `change` on job `id` now and run `call`; keep the server's answer, or put the job back
   * as it was when the call fails (and rethrow, for the caller's toast).
   */
  const apply = useCallback(
    async (id: number, change: Partial<JobRecord>, call: () => Promise<JobRecord | undefined>) => {
      setOne(id, change);
      try {
        const saved = await call();
        queryClient.setQueriesData<JobRecord[]>({ queryKey: JOBS_KEY }, (rows) => rows?.map((row) => (row.id === id ? { ...row, ...(saved ?? change) } : row)));
        // A job placed from the tray (or moved into the window) belongs to other answers now.
        await queryClient.invalidateQueries({ queryKey: TRAY_KEY });
        await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      } finally {
        setOne(id, null);
      }
    },
    [queryClient, setOne],
  );

  /** Drop a voided job from every dispatch view at once. */
  const forget = useCallback(
    (id: number) => {
      queryClient.setQueriesData<JobRecord[]>({ queryKey: JOBS_KEY }, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: TRAY_KEY });
    },
    [queryClient],
  );

  return { jobs, withPending, isPending: query.isPending, error: query.error, apply, forget };
}

/** The tray's job statuses: New and Accepted. */
const TRAY_STATUSES = ['0', '1'];

/** `value` once it has stayed the same for `ms` (a search asks the server when the typing stops). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The tray: open New and Accepted jobs still to place (no ETA, or nobody assigned), whatever
 * their day, a page at a time (GET /get-joborders-by-jobstatus?unscheduled=1, README "Dispatch").
 * The search and the status filter are asked of the server, so they find the jobs of pages not
 * loaded yet and the total counts only the matches.
 */
export function useUnscheduledJobs(search: { text?: string; status?: string } = {}) {
  const text = useSettled(search.text?.trim() ?? '', 250);
  const statuses = search.status ? TRAY_STATUSES.filter((s) => s === search.status) : TRAY_STATUSES;
  const query = useInfiniteQuery({
    queryKey: [...TRAY_KEY, text, statuses.join(',')],
    initialPageParam: 1,
    enabled: statuses.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam }) => {
      const url = `${API_URL}/get-joborders-by-jobstatus?job_status=${statuses.join(',')}&unscheduled=1&${encodeListQuery({ sort: [{ field: 'id', desc: true }], size: TRAY_PAGE, after: pageParam, ...(text ? { filter: text } : {}) })}`;
      const { json } = await httpClient(url);
      return { rows: json.data as JobRecord[], total: json.meta.page.total as number, page: pageParam };
    },
    getNextPageParam: (last, pages) => (pages.length * TRAY_PAGE < last.total ? last.page + 1 : undefined),
  });
  const jobs = useMemo(() => (statuses.length ? (query.data?.pages.flatMap((p) => p.rows) ?? []) : []), [query.data, statuses.length]);
  const total = statuses.length ? (query.data?.pages[0]?.total ?? 0) : 0;
  return { jobs, total, isPending: statuses.length > 0 && query.isPending, more: statuses.length && query.hasNextPage ? () => void query.fetchNextPage() : undefined };
}

/** The job types' names by id (job orders carry job_type_id): every type, voided ones too, for old jobs. */
export function useJobTypeNames(): Map<number, string> {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: ['job_types', 'dispatch'],
    staleTime: 5 * 60_000,
    queryFn: async () => (await dataProvider.getList<{ id: number; name: string }>('job_types', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'all' } })).data,
  });
  return useMemo(() => new Map((query.data ?? []).map((t) => [t.id, t.name])), [query.data]);
}

export function useEmployees() {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: ['employees', 'dispatch'],
    queryFn: async () =>
      (await dataProvider.getList<Employee & { id: number }>('employees', { pagination: { page: 1, perPage: ALL }, sort: { field: 'display_name', order: 'ASC' }, filter: { status: 'O' } })).data,
  });
  // Two employees of one name get their code beside it wherever a name is shown.
  const employees = useMemo(() => withNamesApart(query.data ?? []), [query.data]);
  const byId = useMemo(() => new Map(employees.map((e) => [e.id, e])), [employees]);
  // The technicians: what a technician filter or the timeline lists (not sales or finance staff).
  const technicians = useMemo(() => fieldStaffOf(employees), [employees]);
  return { employees, byId, technicians, isPending: query.isPending };
}
