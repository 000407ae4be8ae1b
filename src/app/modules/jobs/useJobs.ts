/**
 * The data the dispatch screens share: the open job orders, the employees, and a way to show a
 * change at once while its call is on the way (undone when the server refuses it).
 *
 * The queries are keyed under their collection, so a live change (live/useLiveChanges.ts)
 * refetches them. They go through the data provider but not react-admin's useGetList, which
 * would also cache every row as its own record: 2,000 cache entries for a busy board.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Employee, JobRecord } from './jobStatus';

/** The contract's largest page: every open job of the board in one answer. */
const ALL = 10000;

const JOBS_KEY = ['joborder_headers', 'dispatch'] as const;

export function useOpenJobs(filter: Record<string, unknown> = {}) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const key = useMemo(() => [...JOBS_KEY, filter] as const, [JSON.stringify(filter)]); // eslint-disable-line react-hooks/exhaustive-deps
  const query = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await dataProvider.getList<JobRecord & { id: number }>('joborder_headers', { pagination: { page: 1, perPage: ALL }, sort: { field: 'job_eta', order: 'ASC' }, filter: { status: 'O', ...filter } })).data,
  });
  // Changes shown before the server has answered, by job id.
  const [pending, setPending] = useState<ReadonlyMap<number, Partial<JobRecord>>>(new Map());
  const jobs = useMemo(() => (query.data ?? []).map((job) => (pending.has(job.id) ? { ...job, ...pending.get(job.id) } : job)), [query.data, pending]);

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
      } finally {
        setOne(id, null);
      }
    },
    [queryClient, setOne],
  );

  /** Drop a voided job from every dispatch view at once. */
  const forget = useCallback((id: number) => queryClient.setQueriesData<JobRecord[]>({ queryKey: JOBS_KEY }, (rows) => rows?.filter((row) => row.id !== id)), [queryClient]);

  return { jobs, isPending: query.isPending, error: query.error, apply, forget };
}

export function useEmployees() {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: ['employees', 'dispatch'],
    queryFn: async () =>
      (await dataProvider.getList<Employee & { id: number }>('employees', { pagination: { page: 1, perPage: ALL }, sort: { field: 'display_name', order: 'ASC' }, filter: { status: 'O' } })).data,
  });
  const employees = useMemo(() => query.data ?? [], [query.data]);
  const byId = useMemo(() => new Map(employees.map((e) => [e.id, e])), [employees]);
  return { employees, byId, isPending: query.isPending };
}
