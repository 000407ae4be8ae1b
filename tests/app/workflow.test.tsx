/**
 * A YAML workflow in the generated views (src/app/crud/workflow.tsx): the state is a chip in the
 * state's colour and label, and the action buttons are exactly the transitions the server
 * answers for the record; a button runs its transition and asks again.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { WorkflowActions, WorkflowStateField } from '../../src/app/crud/workflow';
import { createI18nProvider } from '../../src/app/i18n';

describe('workflow views', () => {
  it('shows the state chip and one button per transition the server allows, and runs the one clicked', async () => {
    let job = { id: 7, job_status: '0', updated_at: 1 };
    const getTransitions = vi.fn(async () => ({ data: job.job_status === '0' ? [{ name: 'accept', label: 'Accept', to: '1' }] : [{ name: 'start', label: 'Start', to: '2' }] }));
    const runTransition = vi.fn(async (_resource: string, { name }: { id: number; name: string }) => {
      job = { ...job, job_status: name === 'accept' ? '1' : '2', updated_at: job.updated_at + 1 };
      return { data: job };
    });
    const dataProvider = { ...testDataProvider(), getTransitions, runTransition };
    const i18nProvider = createI18nProvider('en');
    const view = (record: typeof job) => (
      <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="joborder_headers">
          <RecordContextProvider value={record}>
            <WorkflowStateField source="job_status" />
            <WorkflowActions />
          </RecordContextProvider>
        </ResourceContextProvider>
      </CoreAdminContext>
    );
    const { rerender } = render(view(job));
    expect(screen.getByText('New').closest('.MuiChip-colorPrimary')).not.toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(runTransition).toHaveBeenCalledWith('joborder_headers', { id: 7, name: 'accept' }));
    rerender(view(job));
    expect(screen.getByText('Accepted').closest('.MuiChip-colorInfo')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(getTransitions).toHaveBeenCalledTimes(2);
  });
});
