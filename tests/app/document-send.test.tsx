/**
 * A sales document's page offers Send only to whoever may mail it out (the `send` ability, issue
 * 34 item 7): a reader keeps Open and Save, the server would refuse the send (403).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { SalesDocumentActions } from '../../src/app/modules/sales/SalesDocumentDelivery';
import type { AbilityRule } from '../../src/shared/wire';
import { renderInApp } from '../support/app-context';

const invoice = { id: 5, invoice_no: 'INV-00005', status: 'C', company_id: 0, site_id: 0 };

const view = (rules: AbilityRule[]) =>
  renderInApp(
    <RecordContextProvider value={invoice}>
      <SalesDocumentActions collection="sales_invoices" />
    </RecordContextProvider>,
    { rules },
  );

describe('the Send button of a sales document', () => {
  afterEach(cleanup);

  it('shows to a role that may send the collection', async () => {
    view([{ action: ['read', 'send'], subject: 'sales_invoices' }]);
    expect(await screen.findByTestId('document-send')).toBeTruthy();
  });

  it('shows to a role that manages the collection (manage includes send)', async () => {
    view([{ action: 'manage', subject: 'sales_invoices' }]);
    expect(await screen.findByTestId('document-send')).toBeTruthy();
  });

  it('is not there for a reader, who still opens and saves the PDF', async () => {
    view([{ action: 'read', subject: 'sales_invoices' }]);
    expect(await screen.findByTestId('document-pdf-save')).toBeTruthy();
    expect(screen.getByTestId('document-pdf-open')).toBeTruthy();
    expect(screen.queryByTestId('document-send')).toBeNull();
  });
});
