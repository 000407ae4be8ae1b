/** The filter row of the board, calendar and map view. */
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { employeeName, JOB_STATUSES, statusLabelKey, type Employee } from './jobStatus';
import type { JobFilters } from './jobFilters';

export const JobFilterBar = ({
  filters,
  onChange,
  employees,
  show = ['day', 'technician', 'status', 'text'],
  children,
}: {
  filters: JobFilters;
  onChange: (f: JobFilters) => void;
  employees: Employee[];
  show?: Array<keyof JobFilters>;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const set = (key: keyof JobFilters) => (e: { target: { value: string } }) => onChange({ ...filters, [key]: e.target.value });
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      {show.includes('text') && (
        <TextField size="small" label={translate('ra.action.search')} value={filters.text} onChange={set('text')} slotProps={{ htmlInput: { 'data-testid': 'filter-text' } }} />
      )}
      {show.includes('day') && (
        <TextField
          size="small"
          type="date"
          label={translate('app.jobs.day')}
          value={filters.day}
          onChange={set('day')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'filter-day' } }}
        />
      )}
      {show.includes('technician') && (
        <TextField select size="small" sx={{ minWidth: 180 }} label={translate('app.jobs.technician')} value={filters.technician} onChange={set('technician')} slotProps={{ htmlInput: { 'data-testid': 'filter-technician' } }}>
          <MenuItem value="">{translate('app.jobs.everyone')}</MenuItem>
          {employees.map((e) => (
            <MenuItem key={e.id} value={String(e.id)}>
              {employeeName(e)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {show.includes('status') && (
        <TextField select size="small" sx={{ minWidth: 160 }} label={translate('resources.joborder_headers.fields.job_status')} value={filters.status} onChange={set('status')}>
          <MenuItem value="">{translate('app.jobs.every_status')}</MenuItem>
          {JOB_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(statusLabelKey(s))}
            </MenuItem>
          ))}
        </TextField>
      )}
      {children}
    </Stack>
  );
};
