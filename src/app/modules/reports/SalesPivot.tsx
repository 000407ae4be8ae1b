/**
 * The sales pivot (spec section 2, "Pivot report"; api-contract.md "Reports"): the server
 * aggregates confirmed invoice lines; this screen chooses the fields (rows, columns, measures,
 * dates) and shows the answer in the premium grid: value columns grouped under each pivot column,
 * subtotals per group of the first row dimension and a grand total from the grid's row grouping
 * and aggregation, every field 170 px wide. Export writes `Reports.xlsx` with a sheet `Sales`
 * that keeps the subtotals.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGridPremium, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-premium';
import { useLocale, useTranslate } from 'react-admin';
import { PIVOT_DIMENSIONS, PIVOT_MEASURES, type PivotAnswer, type PivotDimension, type PivotMeasure } from '../../../shared/sales-pivot';
import { API_URL, httpClient } from '../../authProvider/api';
import { fromDateString } from '../../crud/dateValues';
import { download, MIME } from '../../crud/list/export/run';
import { buildSheet } from '../../crud/list/export/xlsx';
import { isMoney, pivotLines, pivotSheet, valueColumns, type PivotChoice } from './pivotLayout';

/** The spec's field width. */
const FIELD_WIDTH = 170;
export const PIVOT_WORKBOOK = 'Reports.xlsx';
export const PIVOT_SHEET = 'Sales';

export const DEFAULT_PIVOT: PivotChoice = { rows: ['company'], columns: ['month'], measures: ['amount'] };

function queryOf(choice: PivotChoice, from: string, to: string): string {
  const params = new URLSearchParams({ rows: choice.rows.join(','), columns: choice.columns.join(','), measures: choice.measures.join(',') });
  const start = fromDateString(from);
  const end = fromDateString(to);
  if (start !== null) params.set('from', String(start));
  // The "to" day is included: the query takes dates before the next midnight.
  if (end !== null) params.set('to', String(end + 86_400));
  return params.toString();
}

interface ChooserProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  optionLabel: (option: T) => string;
  /** Options taken elsewhere (a dimension is a row or a column, not both). */
  taken?: T[];
  min: number;
  testId: string;
}

function FieldChooser<T extends string>({ label, options, value, onChange, optionLabel, taken = [], min, testId }: ChooserProps<T>) {
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ minWidth: 240, flex: 1 }}
      options={options.filter((o) => !taken.includes(o))}
      value={value}
      onChange={(_, next) => next.length >= min && onChange(next as T[])}
      getOptionLabel={optionLabel}
      disableClearable={min > 0}
      renderValue={(chosen, getItemProps) => chosen.map((option, index) => <Chip size="small" label={optionLabel(option)} {...getItemProps({ index })} key={option} />)}
      renderInput={(params) => <TextField {...params} label={label} data-testid={testId} />}
    />
  );
}

export const SalesPivot = ({ initial = DEFAULT_PIVOT }: { initial?: PivotChoice }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [choice, setChoice] = useState<PivotChoice>(initial);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = queryOf(choice, from, to);
  // The answer keeps the layout it was asked with: the choice may move on while it loads.
  const answer = useQuery({
    queryKey: ['reports/sales', query],
    queryFn: async () => ({ pivot: (await httpClient<{ data: PivotAnswer }>(`${API_URL}/reports/sales?${query}`)).json.data, layout: choice }),
    placeholderData: (previous) => previous,
  });

  const dimensionLabel = (d: PivotDimension) => translate(`app.reports.dimension.${d}`);
  const measureLabel = (m: PivotMeasure) => translate(`app.reports.measure.${m}`);
  const shown = answer.data?.pivot;
  const layout = answer.data?.layout;

  const grid = useMemo(() => {
    if (!shown || !layout) return null;
    const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const qty = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    const values = valueColumns(shown, layout);
    const columns: GridColDef[] = [
      ...layout.rows.map((d, i) => ({ field: `d${i}`, headerName: dimensionLabel(d), width: FIELD_WIDTH })),
      ...values.map((c) => ({
        field: c.field,
        headerName: measureLabel(c.measure),
        type: 'number' as const,
        width: FIELD_WIDTH,
        valueFormatter: (v: number | null) => (v === null || v === undefined ? '' : (isMoney(c.measure) ? money : qty).format(v)),
      })),
    ];
    const grouping: GridColumnGroupingModel = layout.columns.length
      ? shown.columns.map((_, column) => ({
          groupId: `c${column}`,
          headerName: values.find((v) => v.column === column)?.columnLabel || '—',
          children: values.filter((v) => v.column === column).map((v) => ({ field: v.field })),
        }))
      : [];
    const rows = pivotLines(shown, layout).map((l) => ({ id: l.id, ...Object.fromEntries(l.dims.map((d, i) => [`d${i}`, d])), ...l.values }));
    const aggregation = Object.fromEntries(values.map((v) => [v.field, 'sum']));
    return { columns, grouping, rows, aggregation, rowGrouping: layout.rows.length > 1 ? ['d0'] : [] };
    // The labels follow the locale; translate itself changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, layout, locale]);

  const exportWorkbook = async () => {
    if (!shown || !layout) return;
    const xlsx = await import('xlsx');
    const sheet = pivotSheet(shown, layout, {
      dimension: dimensionLabel,
      measure: measureLabel,
      subtotal: (name) => translate('app.reports.subtotal', { name }),
      total: translate('app.reports.total'),
    });
    const book = xlsx.utils.book_new();
    xlsx.utils.book_append_sheet(book, buildSheet(xlsx, { title: PIVOT_SHEET, subtitle: '', dateLocale: 'en-CA', ...sheet }), PIVOT_SHEET);
    download(xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer, PIVOT_WORKBOOK, MIME.xlsx);
  };

  return (
    <Box data-testid="sales-pivot" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FieldChooser label={translate('app.reports.rows')} options={PIVOT_DIMENSIONS} value={choice.rows} taken={choice.columns} min={1} optionLabel={dimensionLabel} onChange={(rows) => setChoice({ ...choice, rows })} testId="pivot-rows" />
        <FieldChooser label={translate('app.reports.columns')} options={PIVOT_DIMENSIONS} value={choice.columns} taken={choice.rows} min={0} optionLabel={dimensionLabel} onChange={(columns) => setChoice({ ...choice, columns })} testId="pivot-columns" />
        <FieldChooser label={translate('app.reports.measures')} options={PIVOT_MEASURES} value={choice.measures} min={1} optionLabel={measureLabel} onChange={(measures) => setChoice({ ...choice, measures })} testId="pivot-measures" />
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField type="date" size="small" label={translate('app.reports.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={translate('app.reports.to')} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={exportWorkbook} disabled={!shown || answer.isFetching}>
          {translate('app.reports.export')}
        </Button>
      </Stack>
      {answer.error ? <Alert severity="warning">{answer.error.message}</Alert> : null}
      <Box sx={{ height: 560, minWidth: 0 }}>
        <DataGridPremium
          key={`${layout?.rows.join() ?? ''}|${grid?.columns.length ?? 0}`}
          loading={answer.isFetching}
          rows={grid?.rows ?? []}
          columns={grid?.columns ?? []}
          columnGroupingModel={grid?.grouping}
          rowGroupingModel={grid?.rowGrouping ?? []}
          aggregationModel={grid?.aggregation ?? {}}
          groupingColDef={{ width: FIELD_WIDTH, headerName: layout ? dimensionLabel(layout.rows[0]) : '' }}
          defaultGroupingExpansionDepth={-1}
          columnVisibilityModel={grid?.rowGrouping.length ? { d0: false } : {}}
          density="compact"
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
        />
      </Box>
    </Box>
  );
};
