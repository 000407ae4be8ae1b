/**
 * A refused save in a generated form (issue 26, item 1; spec section 8): the data provider hands
 * react-admin the contract's refusal in the form it reads (dataProvider/errors.ts), and the form
 * (crud/ResourceForm.tsx) shows it: an entry naming one of its inputs goes under that input, any
 * other refusal is a dismissible red alert with the first title and a toast with the message,
 * never react-admin's "The form is not valid". A record its state does not let anyone change
 * opens read-only with the reason.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, EditBase, HttpError, Notification, ResourceContextProvider, TextInput } from 'react-admin';
import { createDataProvider } from '../../src/app/dataProvider';
import { apiErrorsOf, formError } from '../../src/app/dataProvider/errors';
import type { HttpClient } from '../../src/app/dataProvider/httpClient';
import { ResourceForm } from '../../src/app/crud/ResourceForm';
import { createI18nProvider } from '../../src/app/i18n';
import { errorMessage } from '../../src/shared/wire';

type Rec = Record<string, unknown>;

afterEach(cleanup);
const inputNamed = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const controlOf = (name: string) => inputNamed(name).closest('.MuiFormControl-root')!;

/** A data provider over a fake API whose PATCH answers `refusal` (status, body). */
function providerRefusing(record: Rec, status: number, body: unknown) {
  const httpClient = vi.fn(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'PATCH') throw new HttpError(errorMessage(body), status, body);
    return { status: 200, json: { data: record } };
  }) as unknown as HttpClient;
  return createDataProvider('/api/v1', httpClient);
}

function renderEdit(resource: string, record: Rec, status: number, body: unknown, inputs: string[]) {
  const dataProvider = providerRefusing(record, status, body);
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')} authProvider={{ login: async () => {}, logout: async () => {}, checkAuth: async () => {}, checkError: async () => {}, getPermissions: async () => [{ action: 'manage', subject: 'all' }] }}>
      <ResourceContextProvider value={resource}>
        <EditBase id={record.id as number} mutationMode="pessimistic">
          <ResourceForm>
            {inputs.map((name) => (
              <TextInput key={name} source={name} />
            ))}
          </ResourceForm>
        </EditBase>
        <Notification />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const entry = (title: string, status: string, code: string, meta?: Rec) => ({ title, status, code, ...(meta ? { meta } : {}) });

async function changeAndSave(name: string, value: string) {
  await waitFor(() => expect(inputNamed(name)?.value).toBeTruthy());
  const input = inputNamed(name);
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('a refused save in a form', () => {
  it('a 409 without a field: the title in a red alert and the toast, not "The form is not valid"', async () => {
    renderEdit('uom', { id: 3, code: 'PCS', name: 'Pieces', updated_at: 5 }, 409, { errors: [entry('A record with the same unique value already exists', '409', 'CONFLICT')] }, ['code', 'name']);
    await changeAndSave('code', 'BOX');
    const alert = await screen.findByTestId('alert-error');
    expect(alert.textContent).toContain('A record with the same unique value already exists');
    await waitFor(() => expect(document.body.textContent).toMatch(/A record with the same unique value already exists[\s\S]*A record with the same unique value already exists/));
    expect(document.body.textContent).not.toContain('The form is not valid');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('alert-error')).toBeNull());
  });

  it('a 409 naming a field the form has no input for (the job status) is the alert, without the field name in the words', async () => {
    renderEdit('uom', { id: 3, code: 'PCS', name: 'Pieces' }, 409, { errors: [entry('Job cannot be modified due to JOB STATUS: Done', '409', 'CONFLICT', { field: 'job_status' })] }, ['code', 'name']);
    await changeAndSave('name', 'Piece');
    expect((await screen.findByTestId('alert-error')).textContent).toBe('Job cannot be modified due to JOB STATUS: Done');
    expect(document.body.textContent).not.toContain('job_status');
    expect(document.body.textContent).not.toContain('The form is not valid');
  });

  it('a 422 naming an input: its title under that input, the message as the toast, no alert', async () => {
    renderEdit('uom', { id: 3, code: 'PCS', name: 'Pieces' }, 422, { errors: [entry('Name must not repeat the code', '422', 'VALIDATION_FAILED', { field: 'name' })] }, ['code', 'name']);
    await changeAndSave('name', 'PCS');
    await waitFor(() => expect(controlOf('name').textContent).toContain('Name must not repeat the code'));
    expect(controlOf('code').textContent).not.toContain('Name must not repeat');
    expect(screen.queryByTestId('alert-error')).toBeNull();
    expect(document.body.textContent).not.toContain('The form is not valid');
  });
});

describe('a record its state does not let anyone change', () => {
  it('opens read-only with the reason: inputs disabled, no Save', async () => {
    renderEdit('joborder_headers', { id: 9, problem_description: 'Pump noise', job_status: '4' }, 409, { errors: [] }, ['problem_description']);
    expect((await screen.findByTestId('form-locked')).textContent).toContain('Job cannot be modified due to JOB STATUS: Done');
    await waitFor(() => expect(inputNamed('problem_description')?.disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a confirmed sales document says it is confirmed; a draft opens for changes', async () => {
    const { unmount } = renderEdit('quotations', { id: 2, status: 'C', subject: 'Aircon' }, 409, { errors: [] }, ['subject']);
    expect((await screen.findByTestId('form-locked')).textContent).toContain('This quotation is confirmed and can no longer be changed');
    unmount();
    renderEdit('quotations', { id: 2, status: 'O', subject: 'Aircon' }, 409, { errors: [] }, ['subject']);
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByTestId('form-locked')).toBeNull();
  });
});

describe('formError (the data provider)', () => {
  it('hands react-admin field errors by name only when an entry names a field, and keeps the list as apiErrors', () => {
    const conflict = formError(new HttpError('Taken', 409, { errors: [entry('Taken', '409', 'CONFLICT')] })) as HttpError;
    expect(conflict.body.errors).toBeUndefined();
    expect(apiErrorsOf(conflict)).toEqual([entry('Taken', '409', 'CONFLICT')]);
    const invalid = formError(new HttpError('Email is not a valid address', 422, { errors: [entry('Email is not a valid address', '422', 'VALIDATION_FAILED', { field: 'email' }), entry('Too long', '422', 'VALIDATION_FAILED', { field: 'email' })] })) as HttpError;
    expect(invalid.body.errors).toEqual({ email: 'Email is not a valid address', root: { serverError: 'Email is not a valid address' } });
    expect(invalid.message).toBe('Email is not a valid address');
    expect(invalid.status).toBe(422);
  });
});
