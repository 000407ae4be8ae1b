/**
 * The sales screens offer what can be done and say it plainly (issue 34, items 2 and 8): a new line
 * carries only its inputs' values, a new document is dated today in Singapore, a draft says so,
 * Void is offered where the server would void, putting an earlier value back asks first and is
 * not offered on a confirmed document, a refused payment names its input, amounts in messages
 * are written as the language writes them, a foreign-currency invoice may be paid in SGD from its
 * page (saying what the SGD pays of it), and a phone's invoice card shows what is owed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { salesInvoicesColumns } from '../../generated/app/sales_invoices/columns';
import { pricedDocumentFields } from '../../generated/app/traits/PricedDocumentFields';
import { pricedLineInputs } from '../../generated/app/traits/PricedLineInputs';
import { newLineValues } from '../../src/app/crud/ChildLines';
import { StatusField } from '../../src/app/crud/fields';
import { SourceDocumentField } from '../../src/app/crud/pages';
import { buildColumns } from '../../src/app/crud/list/columns';
import { cardColumns } from '../../src/app/crud/list/ListCards';
import { recordDefaults, resourceDef } from '../../src/app/crud/registry';
import { fieldRules } from '../../src/app/crud/rules';
import { ChangesField } from '../../src/app/modules/audit/AuditCells';
import { localeMoney, paymentFieldErrors, RecordPaymentDialog } from '../../src/app/modules/sales/InvoicePayments';
import { offersConvert } from '../../src/app/modules/sales/SalesChainPanel';
import { SalesDocumentActions } from '../../src/app/modules/sales/SalesDocumentDelivery';
import { singaporeDate } from '../../src/shared/singapore-time';
import type { AbilityRule } from '../../src/shared/wire';
import { renderInApp } from '../support/app-context';

const MANAGE_SALES: AbilityRule[] = ['rfqs', 'quotations', 'quotation_lines', 'sales_invoices'].map((subject) => ({ action: 'manage', subject }));

const inApp = (children: ReactNode, { rules = MANAGE_SALES, dataProvider }: { rules?: AbilityRule[]; dataProvider?: DataProvider } = {}) => renderInApp(children, { rules, dataProvider });

afterEach(cleanup);

describe('a line added to a saved document', () => {
  it("holds its inputs' values and defaults, none of the first line's other keys (its status)", () => {
    const line = newLineValues(pricedLineInputs(fieldRules('quotation_lines'), 'resources.quotation_lines.fields'));
    // No tax code of its own: the server gives a line saved without one its customer's default (SR, ZR abroad, OS without GST).
    expect(line).toEqual({ product_id: null, description: null, qty: 1, uom: null, unit_price: 0, discount: 0, tax_code: null });
  });
});

describe('a new document of the sales chain', () => {
  it('is dated today, its day in Singapore (01:30 there is still the evening before in UTC)', () => {
    expect(recordDefaults(resourceDef('rfqs'), Date.UTC(2026, 10, 27, 17, 30))).toMatchObject({ rfq_date: singaporeDate('2026-11-28') });
    expect(recordDefaults(resourceDef('quotations'), Date.UTC(2026, 10, 27, 15, 59))).toMatchObject({ quotation_date: singaporeDate('2026-11-27') });
    expect(recordDefaults(resourceDef('companies'))).not.toHaveProperty('created_at');
  });
});

describe('the status of a draft', () => {
  it('reads Draft on a document of the sales chain, and nothing on other records in their default status', async () => {
    inApp(
      <ResourceContextProvider value="quotations">
        <RecordContextProvider value={{ id: 1, status: 'O' }}>
          <StatusField source="status" />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    expect((await screen.findByText('Draft')).closest('[data-status=draft]')).toBeTruthy();
    cleanup();
    const { container } = inApp(
      <ResourceContextProvider value="joborder_headers">
        <RecordContextProvider value={{ id: 1, status: 'O' }}>
          <StatusField source="status" />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    expect(container.querySelector('.MuiChip-root')).toBeNull();
  });
});

describe('Void on a document page', () => {
  const page = (collection: 'quotations' | 'sales_invoices', record: Record<string, unknown>, rules?: AbilityRule[]) =>
    inApp(
      <ResourceContextProvider value={collection}>
        <RecordContextProvider value={{ company_id: 0, site_id: 0, ...record }}>
          <SalesDocumentActions collection={collection} />
        </RecordContextProvider>
      </ResourceContextProvider>,
      { rules },
    );

  it('is offered on a confirmed quotation and an unpaid invoice, asking first', async () => {
    page('quotations', { id: 3, quotation_no: 'QUO-00003', status: 'C' });
    fireEvent.click(await screen.findByTestId('document-void'));
    expect(await screen.findByText(/Void/, { selector: '.MuiDialogContent-root *' })).toBeTruthy();
    cleanup();
    page('sales_invoices', { id: 5, invoice_no: 'INV-00005', status: 'C', amount_paid: 0, amount_credited: 0 });
    expect(await screen.findByTestId('document-void')).toBeTruthy();
  });

  it('is not offered where the server refuses it: a paid or credited invoice, a void document, a reader', async () => {
    page('sales_invoices', { id: 5, invoice_no: 'INV-00005', status: 'C', amount_paid: 100, amount_credited: 0 });
    await screen.findByTestId('document-pdf-save');
    expect(screen.queryByTestId('document-void')).toBeNull();
    cleanup();
    page('sales_invoices', { id: 5, invoice_no: 'INV-00005', status: 'C', amount_paid: 0, amount_credited: 10 });
    await screen.findByTestId('document-pdf-save');
    expect(screen.queryByTestId('document-void')).toBeNull();
    cleanup();
    page('quotations', { id: 3, quotation_no: 'QUO-00003', status: 'V' });
    await screen.findByTestId('document-pdf-save');
    expect(screen.queryByTestId('document-void')).toBeNull();
    cleanup();
    page('quotations', { id: 3, quotation_no: 'QUO-00003', status: 'C' }, [{ action: 'read', subject: 'quotations' }]);
    await screen.findByTestId('document-pdf-save');
    expect(screen.queryByTestId('document-void')).toBeNull();
  });
});

describe("the Logs tab's put back", () => {
  const entry = { id: 70, model: 'quotations', header_id: 9, action: 'update', log: { before: { remarks: 'Old' }, after: { remarks: 'New' } } };
  const logs = (quotation: Record<string, unknown>) => {
    const restoreAudited = vi.fn(async () => ({ data: { id: 9 } }));
    const dataProvider = testDataProvider({ getOne: (async () => ({ data: quotation })) as DataProvider['getOne'], restoreAudited } as Partial<DataProvider>);
    inApp(
      <RecordContextProvider value={entry}>
        <ChangesField onRecordPage />
      </RecordContextProvider>,
      { dataProvider },
    );
    return restoreAudited;
  };

  it('asks first, and puts the value back only on Accept', async () => {
    const restoreAudited = logs({ id: 9, status: 'O' });
    fireEvent.click(await screen.findByRole('button', { name: 'Put back the earlier value: remarks' }));
    expect(await screen.findByText('Put back the earlier Remarks?')).toBeTruthy();
    expect(restoreAudited).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(restoreAudited).toHaveBeenCalledWith(70, ['remarks']));
  });

  it('is not offered on a confirmed document, which the server would not change, nor on its lines', async () => {
    logs({ id: 9, status: 'C' });
    await screen.findByText('Old');
    // The current record is read before the button would show; give it the time to answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Put back/ })).toBeNull();
    cleanup();
    const line = { id: 71, model: 'quotation_lines', header_id: 4, action: 'update', log: { before: { description: 'Old line' }, after: { description: 'New line' } } };
    const getOne = vi.fn(async (resource: string) => ({ data: resource === 'quotation_lines' ? { id: 4, header_id: 9, status: 'O' } : { id: 9, status: 'C' } }));
    inApp(
      <RecordContextProvider value={line}>
        <ChangesField onRecordPage />
      </RecordContextProvider>,
      { dataProvider: testDataProvider({ getOne } as Partial<DataProvider>) },
    );
    await waitFor(() => expect(getOne).toHaveBeenCalledWith('quotations', expect.objectContaining({ id: 9 })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Put back/ })).toBeNull();
  });

  it('reads nothing per row on the audit-log page, where entries of deleted records are listed too: put back asks, the server decides', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 9, status: 'O' } }));
    inApp(
      <RecordContextProvider value={entry}>
        <ChangesField />
      </RecordContextProvider>,
      { dataProvider: testDataProvider({ getOne } as Partial<DataProvider>) },
    );
    expect(await screen.findByRole('button', { name: 'Put back the earlier value: remarks' })).toBeTruthy();
    expect(getOne).not.toHaveBeenCalled();
  });

  it("is offered on a draft document's line", async () => {
    const line = { id: 71, model: 'quotation_lines', header_id: 4, action: 'update', log: { before: { description: 'Old line' }, after: { description: 'New line' } } };
    const getOne = vi.fn(async (resource: string) => ({ data: resource === 'quotation_lines' ? { id: 4, header_id: 9, status: 'O' } : { id: 9, status: 'O' } }));
    inApp(
      <RecordContextProvider value={line}>
        <ChangesField onRecordPage />
      </RecordContextProvider>,
      { dataProvider: testDataProvider({ getOne } as Partial<DataProvider>) },
    );
    expect(await screen.findByRole('button', { name: 'Put back the earlier value: description' })).toBeTruthy();
  });
});

describe('the payment dialog', () => {
  const refusal = (errors: Array<{ title: string; meta: { field: string } }>) => Object.assign(new Error(errors[0].title), { body: { errors } });

  it("shows a refusal under the input it names: the allocation's amount is the amount typed", () => {
    expect(paymentFieldErrors(refusal([{ title: 'Amount must be an amount with at most two decimals', meta: { field: 'allocations.0.amount' } }, { title: 'Payment date is required', meta: { field: 'payment_date' } }]))).toEqual({
      amount: 'Amount must be an amount with at most two decimals',
      payment_date: 'Payment date is required',
    });
    expect(paymentFieldErrors(refusal([{ title: 'Unknown', meta: { field: 'company_id' } }]))).toEqual({});
  });

  it('writes amounts in messages as the language does', () => {
    expect(localeMoney('1000.00', 'en')).toBe('1,000.00');
    expect(localeMoney(1000, 'de')).toBe('1.000,00');
  });
});

describe('the payment dialog of a foreign-currency invoice', () => {
  // A USD invoice at 1.3425 with USD 3,615.38 left, SGD 4,853.65 at its rate.
  const invoice = { id: 9, invoice_no: 'INV-00009', company_id: 4, status: 'C', currency_id: 'USD', exchange_rate: 1.3425, balance_due: 3615.38, balance_due_base: 4853.65 };
  const sent: Record<string, unknown>[] = [];
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const open = (record: Record<string, unknown>, reply: () => Response) => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: { body?: string }) => {
        sent.push(JSON.parse(init?.body ?? '{}'));
        return reply();
      }),
    );
    inApp(<RecordPaymentDialog invoice={record} onClose={() => undefined} />, { rules: [{ action: 'manage', subject: 'payments' }] });
  };
  const amount = () => screen.getByTestId('payment-amount') as HTMLInputElement;
  const help = () => screen.getByTestId('payment-amount-help').textContent;
  afterEach(() => vi.unstubAllGlobals());

  it("offers the invoice's currency (prefilled with its balance) or SGD (its SGD equivalent, saying what it pays at the invoice's rate), and sends the currency chosen", async () => {
    open(invoice, () => answer(201, { data: { id: 1 } }));
    expect(amount().value).toBe('3615.38');
    expect(help()).toBe('Balance due: USD 3,615.38');
    fireEvent.click(screen.getByTestId('payment-currency-SGD'));
    expect(amount().value).toBe('4853.65');
    expect(help()).toContain('Balance due: SGD 4,853.65');
    expect(screen.getByTestId('payment-conversion').textContent).toBe('SGD 4,853.65 pays USD 3,615.38 at 1.3425');
    fireEvent.change(amount(), { target: { value: '2000' } });
    expect(screen.getByTestId('payment-conversion').textContent).toBe('SGD 2,000.00 pays USD 1,489.76 at 1.3425');
    fireEvent.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ company_id: 4, currency_id: 'SGD', amount: '2000', allocations: [{ invoice_id: 9, amount: '2000' }] });
  });

  it('shows a refusal under the amount in SGD, and offers no choice on an SGD invoice', async () => {
    open(invoice, () => answer(422, { errors: [{ title: 'INV-00009 has USD 3,615.38 left to pay: USD 3,700.00 is more than its balance', status: '422', code: 'VALIDATION_FAILED', meta: { field: 'allocations.0.amount' } }] }));
    fireEvent.click(screen.getByTestId('payment-currency-SGD'));
    fireEvent.change(amount(), { target: { value: '4967.25' } });
    fireEvent.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(help()).toBe('INV-00009 has USD 3,615.38 left to pay: USD 3,700.00 is more than its balance'));
    expect(sent[0]).toMatchObject({ currency_id: 'SGD', amount: '4967.25' });
    cleanup();
    open({ ...invoice, currency_id: 'SGD', exchange_rate: 1, balance_due: 100, balance_due_base: 100 }, () => answer(201, { data: { id: 1 } }));
    expect(screen.queryByTestId('payment-currency')).toBeNull();
    expect(help()).toBe('Balance due: 100.00');
  });
});

describe("a phone's invoice card", () => {
  it('shows the balance due, not the amount paid, as its one amount', () => {
    const def = resourceDef('sales_invoices');
    const { secondary } = cardColumns(def, buildColumns(def, salesInvoicesColumns, null));
    const sources = secondary.map((c) => c.source);
    expect(sources).toContain('balance_due');
    expect(sources).not.toContain('amount_paid');
    expect(sources).toHaveLength(3);
  });
});

describe('the source document of a converted one', () => {
  it("shows the source's number, linked to its page, not its id", async () => {
    const getOne = vi.fn(async () => ({ data: { id: 7, quotation_no: 'QUO-00007' } }));
    inApp(
      <ResourceContextProvider value="sales_orders">
        <RecordContextProvider value={{ id: 1, source_collection: 'quotations', source_id: 7 }}>
          <SourceDocumentField source="source_id" />
        </RecordContextProvider>
      </ResourceContextProvider>,
      { dataProvider: testDataProvider({ getOne } as Partial<DataProvider>) },
    );
    const link = await screen.findByText('QUO-00007');
    expect(link.getAttribute('href')).toMatch(/\/pages\/sales-tools\/quotation\/view\?id=7$/);
    expect(getOne).toHaveBeenCalledWith('quotations', expect.objectContaining({ id: 7 }));
  });
});

describe('Convert on a document page', () => {
  const may = (allowed: string[]) => (action: string, subject: string) => allowed.includes(`${action} ${subject}`);
  const sales = may(['update quotations', 'create sales_orders', 'update delivery_orders', 'create sales_invoices']);

  it('is offered where the server converts: a confirmed or draft quotation (converting confirms it) to whoever may', () => {
    expect(offersConvert('quotations', { id: 1, status: 'C' }, sales)).toBe(true);
    expect(offersConvert('quotations', { id: 1, status: 'O' }, sales)).toBe(true);
    expect(offersConvert('delivery_orders', { id: 1, status: 'C' }, sales)).toBe(true);
  });

  it('is not offered where the server refuses: void, superseded, a draft one may not confirm, a draft delivery, an invoice (credited from its payments)', () => {
    expect(offersConvert('quotations', { id: 1, status: 'V' }, sales)).toBe(false);
    expect(offersConvert('quotations', { id: 1, status: 'C', superseded: true }, sales)).toBe(false);
    expect(offersConvert('quotations', { id: 1, status: 'O' }, may(['create sales_orders']))).toBe(false);
    expect(offersConvert('quotations', { id: 1, status: 'C' }, may(['create sales_orders']))).toBe(true);
    expect(offersConvert('delivery_orders', { id: 1, status: 'O' }, sales)).toBe(false);
    expect(offersConvert('sales_invoices', { id: 1, status: 'C' }, may(['create credit_notes']))).toBe(false);
    expect(offersConvert('quotations', { id: 1, status: 'C' }, may(['update quotations']))).toBe(false);
  });
});

describe('a document page', () => {
  it('shows the exchange rate as the document keeps it (1.3425, not 1.343)', async () => {
    const rate = pricedDocumentFields.find((f) => f.key === 'exchange_rate')!;
    inApp(
      <RecordContextProvider value={{ id: 1, exchange_rate: 1.3425 }}>
        <span data-testid="rate">{rate}</span>
      </RecordContextProvider>,
    );
    expect((await screen.findByTestId('rate')).textContent).toBe('1.3425');
  });
});
