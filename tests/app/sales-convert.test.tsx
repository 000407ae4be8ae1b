/**
 * Part deliveries and invoices from the screen (issue 34): the convert dialog lists each line with
 * its quantity, what is already delivered and what is open, takes the open quantity by default,
 * skips a line at 0, says in a sentence when more than is open is typed (before anything is sent,
 * and when the server refuses a line), and sends the quantities chosen. The chain and linked lists
 * say each amount's currency, and the overdue reminder template previews the mail for an invoice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { ConvertLinesDialog } from '../../src/app/modules/sales/ConvertLinesDialog';
import { ReminderPreviewDialog } from '../../src/app/modules/sales/ReminderPreview';
import { currencyOf } from '../../src/app/crud/RecordLinks';
import { formatAmount } from '../../src/app/crud/list/format';
import { resourceDef } from '../../src/app/crud/registry';
import { renderInApp } from '../support/app-context';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering by path; the bodies sent are kept. */
function stubFetch(routes: (url: string, init?: { method?: string; body?: string }) => Response) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: { method?: string; body?: string }) => {
      sent.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(init.body) : undefined });
      return routes(String(url), init);
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the convert dialog of a sales order', () => {
  const lines = [
    { line_id: 11, description: 'Split unit', uom: 'PC', qty: 5, taken: 2, open: 3 },
    { line_id: 12, description: 'Installation', uom: 'HR', qty: 2.5, taken: 0, open: 2.5 },
    { line_id: 13, description: 'Survey', uom: null, qty: 1, taken: 1, open: 0 },
  ];
  const open = (convert: () => Response) => {
    const converted: number[] = [];
    const sent = stubFetch((url) => (url.endsWith('/open-lines') ? answer(200, { data: lines }) : convert()));
    renderInApp(<ConvertLinesDialog collection="sales_orders" id="7" number="SO-00007" next="delivery_orders" onClose={() => undefined} onConverted={(id) => converted.push(id)} />, { rules: [{ action: 'manage', subject: 'delivery_orders' }] });
    return { sent, converted };
  };
  const row = (id: number) => within(screen.getByTestId(`convert-line-${id}`));
  const take = (id: number) => row(id).getByTestId('convert-line-take') as HTMLInputElement;
  const save = () => screen.getByTestId('convert-lines-save') as HTMLButtonElement;

  it('lists ordered, delivered and open per line, takes what is open by default and sends the quantities chosen (0 skips a line)', async () => {
    const { sent, converted } = open(() => answer(201, { data: { id: 40 } }));
    await waitFor(() => expect(take(11).value).toBe('3'));
    expect(screen.getByText('Delivery order from SO-00007')).toBeTruthy();
    expect(['qty', 'taken', 'open'].map((f) => row(11).getByTestId(`convert-line-${f}`).textContent)).toEqual(['5', '2', '3']);
    expect(take(12).value).toBe('2.5');
    expect(take(13).disabled).toBe(true);
    fireEvent.change(take(11), { target: { value: '1' } });
    fireEvent.change(take(12), { target: { value: '0' } });
    fireEvent.click(save());
    await waitFor(() => expect(converted).toEqual([40]));
    expect(sent.at(-1)).toMatchObject({ url: expect.stringContaining('/sales_orders/7/convert'), method: 'POST', body: { to: 'delivery_orders', lines: [{ line_id: 11, qty: 1 }, { line_id: 12, qty: 0 }, { line_id: 13, qty: 0 }] } });
  });

  it('refuses more than is open, or nothing at all, in a sentence before sending; a refusal of the server shows under its line', async () => {
    const { sent } = open(() => answer(409, { errors: [{ status: '409', code: 'CONFLICT', title: 'Only 2 of "Split unit" is left to deliver, not 3', meta: { field: 'lines', line_id: 11, open: 2 } }] }));
    await waitFor(() => expect(take(11).value).toBe('3'));
    fireEvent.change(take(11), { target: { value: '4' } });
    expect(row(11).getByTestId('convert-line-problem').textContent).toBe('Only 3 is left: 4 is more than that.');
    expect(save().disabled).toBe(true);
    fireEvent.change(take(11), { target: { value: '0' } });
    fireEvent.change(take(12), { target: { value: '0' } });
    expect(screen.getByTestId('convert-lines-nothing').textContent).toBe('Give at least one line a quantity.');
    expect(save().disabled).toBe(true);
    fireEvent.change(take(12), { target: { value: '-1' } });
    expect(row(12).getByTestId('convert-line-problem').textContent).toBe('Enter a quantity of 0 or more.');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    // Another delivery took some meanwhile: the server's sentence stands under the line.
    fireEvent.change(take(11), { target: { value: '3' } });
    fireEvent.change(take(12), { target: { value: '0' } });
    fireEvent.click(save());
    await waitFor(() => expect(row(11).getByTestId('convert-line-problem').textContent).toBe('Only 2 of "Split unit" is left to deliver, not 3'));
  });
});

describe('amounts with their currency', () => {
  it('writes a foreign amount with its code and an SGD one as before', () => {
    expect(formatAmount(3615.38, 'USD')).toBe('USD 3,615.38');
    expect(formatAmount(1000, 'SGD')).toBe('1,000.00');
    expect(formatAmount(1000, null)).toBe('1,000.00');
  });

  it("finds a payment allocation's currency on its payment, and a document's on itself", () => {
    expect(currencyOf(resourceDef('payment_allocations'))).toEqual({ via: 'header_id', reference: 'payments' });
    expect(currencyOf(resourceDef('sales_invoices'))).toEqual({ own: true });
    expect(currencyOf(resourceDef('company_locations'))).toEqual({ own: true });
    expect(currencyOf(resourceDef('delivery_orders'))).toBeUndefined();
  });
});

describe('the overdue reminder preview', () => {
  const invoices = [
    { id: 3, invoice_no: 'INV-00003', status: 'C', payment_status: 'Paid', balance_due: 0, currency_id: 'SGD', due_date: 1 },
    { id: 5, invoice_no: 'INV-00005', status: 'C', payment_status: 'Overdue', balance_due: 3615.38, currency_id: 'USD', due_date: 2 },
  ];
  it('renders the reminder for the most overdue invoice as it would be mailed, and for another one chosen', async () => {
    const sent = stubFetch((url) => {
      if (url.includes('/sales_invoices/5/reminder')) return answer(200, { data: { to: 'lee@joint.test', subject: 'Payment reminder: INV-00005', text: 'Dear Ms Lee,\n\nINV-00005 is 12 days overdue: USD 3,615.38 is still due.' } });
      if (url.includes('/sales_invoices/3/reminder')) return answer(200, { data: { why: 'The customer asked for no payment reminders' } });
      return answer(404, {});
    });
    const asked: unknown[] = [];
    const dataProvider = testDataProvider({
      getList: (async (_resource: string, params: unknown) => {
        asked.push(params);
        return { data: invoices, total: invoices.length };
      }) as never,
    });
    renderInApp(<ReminderPreviewDialog onClose={() => undefined} />, { rules: [{ action: 'read', subject: 'sales_invoices' }], dataProvider });
    await waitFor(() => expect(screen.getByTestId('reminder-subject').textContent).toBe('Payment reminder: INV-00005'));
    expect(screen.getByTestId('reminder-to').textContent).toBe('lee@joint.test');
    expect(screen.getByTestId('reminder-text').textContent).toBe('Dear Ms Lee,\n\nINV-00005 is 12 days overdue: USD 3,615.38 is still due.');
    fireEvent.mouseDown(screen.getByTestId('reminder-invoice'));
    fireEvent.click(await screen.findByText(/INV-00003/));
    await waitFor(() => expect(screen.getByTestId('reminder-why').textContent).toBe('No reminder would go out for this invoice: The customer asked for no payment reminders.'));
    expect(asked[0]).toMatchObject({ filter: { status: 'C' }, sort: { field: 'due_date', order: 'ASC' } });
    expect(sent.map((s) => s.url.replace(/^.*\/api\/v1/, ''))).toEqual(['/sales_invoices/5/reminder', '/sales_invoices/3/reminder']);
  });
});
