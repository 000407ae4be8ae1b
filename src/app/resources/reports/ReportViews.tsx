/** The reports pages: the sales pivot and the saved reports, and a saved pivot's view page. */
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { ReportsList } from '../../../../generated/app/reports/ReportsList';
import { ReportsShow } from '../../../../generated/app/reports/ReportsShow';
import { PIVOT_DIMENSIONS, PIVOT_MEASURES } from '../../../shared/sales-pivot';
import type { PivotChoice } from '../../modules/reports/pivotLayout';

// The premium grid is a large chunk: it loads with the pivot, not with the app.
const SalesPivot = lazy(() => import('../../modules/reports/SalesPivot').then((m) => ({ default: m.SalesPivot })));

const TABS = ['pivot', 'saved'] as const;

export const ReportLists = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'saved' ? 'saved' : 'pivot';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs value={tab} onChange={(_, next: (typeof TABS)[number]) => setParams(next === 'pivot' ? {} : { tab: next })} sx={{ mb: 1 }}>
        <Tab value="pivot" label={translate('app.reports.pivot')} data-testid="tab-pivot" />
        <Tab value="saved" label={translate('app.reports.saved')} data-testid="tab-saved" />
      </Tabs>
      {tab === 'pivot' ? (
        <Box sx={{ p: 1 }}>
          <Title title={translate('app.reports.pivot')} />
          <Suspense fallback={<LinearProgress />}>
            <SalesPivot />
          </Suspense>
        </Box>
      ) : (
        <ReportsList />
      )}
    </Box>
  );
};

/** The pivot layout a saved report's definition names, or null when it is not a sales pivot. */
export function pivotChoiceOf(definition: unknown): PivotChoice | null {
  const d = definition as { source?: unknown; rows?: unknown; columns?: unknown; measures?: unknown } | null;
  if (!d || d.source !== 'sales') return null;
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (Array.isArray(value) ? value.filter((v): v is T => allowed.includes(v as T)) : []);
  const rows = pick(d.rows, PIVOT_DIMENSIONS);
  const measures = pick(d.measures, PIVOT_MEASURES);
  return { rows: rows.length ? rows : ['company'], columns: pick(d.columns, PIVOT_DIMENSIONS).filter((c) => !rows.includes(c)), measures: measures.length ? measures : ['amount'] };
}

export const ReportShow = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data } = useGetOne('reports', { id: id ?? '' }, { enabled: !!id });
  const pivot = pivotChoiceOf(data?.definition);
  return (
    <Box sx={{ minWidth: 0 }}>
      <ReportsShow />
      {pivot ? (
        <Box sx={{ p: 1 }}>
          <Suspense fallback={<LinearProgress />}>
            <SalesPivot initial={pivot} />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
};
