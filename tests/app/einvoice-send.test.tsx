/**
 * A confirmed invoice's e-invoice line offers Send only where the server sends e-invoices (GET
 * /invoicenow/config): without an Access Point it says, in a sentence, to save the XML for one,
 * rather than offering a button whose press could only be refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInApp } from '../support/app-context';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The e-invoice line of a confirmed, unsent invoice for a customer with a Peppol id, on a server that does (or does not) send. */
async function show(sending: boolean) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return answer({ data: { sending } });
    }),
  );
  vi.resetModules(); // what the server said is kept for the page's life
  const { EinvoiceStatus } = await import('../../src/app/modules/sales/EinvoiceButton');
  renderInApp(<EinvoiceStatus path="/api/v1/sales_invoices/5" collection="sales_invoices" doc={{ id: 5, einvoice_status: 'not_sent' }} maySend peppolId="0195:SGUEN199912345A" />, {
    rules: [{ action: 'manage', subject: 'sales_invoices' }],
  });
  return asked;
}

describe('the e-invoice Send button', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is offered where an Access Point is set', async () => {
    const asked = await show(true);
    expect((await screen.findByTestId('einvoice-send')).textContent).toBe('Send e-invoice');
    expect(screen.queryByTestId('einvoice-not-set-up')).toBeNull();
    expect(asked.filter((u) => u.endsWith('/invoicenow/config'))).toHaveLength(1);
  });

  it('is not offered without one: a sentence says to save the XML instead', async () => {
    await show(false);
    expect((await screen.findByTestId('einvoice-not-set-up')).textContent).toBe('Sending through InvoiceNow is not set up here: save the e-invoice (XML) and give it to your Access Point.');
    expect(screen.queryByTestId('einvoice-send')).toBeNull();
    expect(screen.getByTestId('einvoice-status').textContent).toBe('Not sent');
  });
});
