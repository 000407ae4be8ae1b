/**
 * Issue 10, item 11: the status pill shows only what says something, document numbers and
 * times stay on one line, and dates follow the app's language unless the user chose a format.
 */
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { CoreAdminContext, RecordContextProvider, ResourceContextProvider, TextField, testDataProvider } from 'react-admin';
import { StatusField, UnixDateField } from '../../src/app/crud/fields';
import { buildColumns } from '../../src/app/crud/list/columns';
import { dateLocaleOf, formatUnix } from '../../src/app/crud/list/format';
import { resourceDef } from '../../src/app/crud/registry';

function renderIn(resource: string, record: Record<string, unknown>, element: ReactElement) {
  return render(
    <CoreAdminContext dataProvider={testDataProvider()}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={record}>{element}</RecordContextProvider>
      </ResourceContextProvider>
    </CoreAdminContext>,
  ).container;
}

describe('the record status pill', () => {
  it('shows nothing for the default status, and a pill for any other', () => {
    expect(resourceDef('joborder_headers').defaultStatus).toBe('O');
    expect(renderIn('joborder_headers', { id: 1, status: 'O' }, <StatusField source="status" />).querySelector('.MuiChip-root')).toBeNull();
    // No i18n provider here: the label is its key.
    expect(renderIn('joborder_headers', { id: 1, status: 'V' }, <StatusField source="status" />).querySelector('.MuiChip-root')!.textContent).toBe('app.status.V');
  });
});

describe('one line', () => {
  it('keeps dates, times and document numbers from wrapping', () => {
    const date = renderIn('joborder_headers', { id: 1, job_eta: 1_790_000_000 }, <UnixDateField source="job_eta" showTime />);
    expect(date.querySelector('span')!.style.whiteSpace).toBe('nowrap');
    const jobs = resourceDef('joborder_headers');
    const [ticket, problem] = buildColumns(jobs, [<TextField key="t" source="ticket_no" />, <TextField key="p" source="problem_description" />], null);
    expect(ticket.element.props).toMatchObject({ sx: { whiteSpace: 'nowrap' } });
    expect(problem.element.props).not.toHaveProperty('sx');
  });
});

describe('date formats', () => {
  const day = new Date(2026, 10, 2, 9, 30).getTime() / 1000;

  it('follow the language by default, English keeping the ISO date', () => {
    expect(formatUnix(day, false, dateLocaleOf('language', 'en'))).toBe('2026-11-02');
    expect(formatUnix(day, false, dateLocaleOf('language', 'de'))).toBe('2.11.2026');
    expect(formatUnix(day, false, dateLocaleOf('language', 'fr'))).toBe('02/11/2026');
    expect(formatUnix(day, false, dateLocaleOf('language', 'pt'))).toBe('02/11/2026');
    expect(formatUnix(day, true, dateLocaleOf('language', 'de'))).toBe('2.11.2026 09:30');
  });

  it('follow the format the user chose, whatever the language', () => {
    expect(formatUnix(day, false, dateLocaleOf('en-GB', 'de'))).toBe('02/11/2026');
    expect(formatUnix(day, false, dateLocaleOf('en-CA', 'fr'))).toBe('2026-11-02');
  });
});
