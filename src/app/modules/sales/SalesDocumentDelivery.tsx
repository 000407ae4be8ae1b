/**
 * A sales document's own actions, in its page's header (crud ViewActionsContext), as a job order's
 * page shows its own: Confirm a draft (PATCH /{collection}/status, behind the list's question,
 * offered only to whoever may confirm it), open its PDF in a new tab, save it as `<number>.pdf` (a
 * draft: `<collection>-<id>.pdf`), and Send it (POST /{collection}/{id}/send) from a dialog
 * prefilled with the customer's email: the document's contact email, else its site's, else the
 * company's. Send shows only to whoever has the `send` ability on the collection. A confirmed
 * invoice or credit note also saves as its PINT-SG e-invoice (EinvoiceButton), and shows where its
 * sending through the InvoiceNow Access Point stands, with Send / Resend (EinvoiceStatus).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { ResourceContextProvider, useGetOne, useRecordContext, useRefresh, useTranslate, useUpdateMany } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useAbility } from '../../crud/ability';
import { resourceDef } from '../../crud/registry';
import { useBulkStatusActions } from '../../crud/list/BulkStatusButtons';
import { ConfirmDialog, useToasts } from '../../crud/list/feedback';
import { DocumentDelivery, type MailDelivery } from '../documents/DocumentDelivery';
import { EinvoiceButton, EinvoiceStatus } from './EinvoiceButton';
import type { SalesCollection } from './SalesChainPanel';

/** The documents with these actions: the sales chain's, purchase orders (modules/purchases) and supplier bills (Confirm and Void only). */
export type DocumentCollection = SalesCollection | 'purchase_orders' | 'supplier_bills';

const DRAFT = 'O';
const CONFIRMED = 'C';
const VOID = 'V';

/**
 * Confirm on a draft's page, and Void on a document's page (issue 34), each for whoever may set that
 * status on the collection (as the list's bulk actions), behind the list's question.
 */
const StatusButton = ({ collection, id, status }: { collection: DocumentCollection; id: number; status: typeof CONFIRMED | typeof VOID }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const refresh = useRefresh();
  const [asked, setAsked] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const action = useBulkStatusActions().find((a) => a.status === status);
  if (!action) return null;
  const change = () =>
    updateMany(
      collection,
      { ids: [id], data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsked(false);
          toasts.success();
          refresh();
        },
        onError: (error) => {
          setAsked(false);
          toasts.error(error);
        },
      },
    );
  const confirming = status === CONFIRMED;
  return (
    <>
      <Button
        size="small"
        variant={confirming ? 'contained' : 'outlined'}
        color={confirming ? 'primary' : 'error'}
        startIcon={<action.Icon />}
        disabled={isPending}
        onClick={() => setAsked(true)}
        data-testid={confirming ? 'document-confirm' : 'document-void'}
      >
        {translate(action.labelKey)}
      </Button>
      <ConfirmDialog open={asked} busy={isPending} content="app.bulk.question" contentArgs={{ smart_count: 1, status: translate(`app.status.${status}`) }} onAccept={change} onCancel={() => setAsked(false)} />
    </>
  );
};

/**
 * Whether the server would void `doc`: not one already void, nor an invoice or a supplier bill that
 * payments or credit notes were taken off (void those first, it says).
 */
export function voidable(collection: DocumentCollection, doc: Record<string, unknown>): boolean {
  if (doc.status === VOID) return false;
  // A purchase order with goods received against it (behaviour/purchase_orders.ts).
  if (collection === 'purchase_orders') return !((doc.lines as Array<Record<string, unknown>> | undefined) ?? []).some((l) => Number(l.received_qty ?? 0) > 0);
  return !((collection === 'sales_invoices' || collection === 'supplier_bills') && (Number(doc.amount_paid ?? 0) !== 0 || Number(doc.amount_credited ?? 0) !== 0));
}

/** `pdf`: the document has a PDF of ours to open, save and send (a supplier bill has none: the supplier's own is under Documents). */
export const SalesDocumentActions = ({ collection, pdf = true }: { collection: DocumentCollection; pdf?: boolean }) => {
  const translate = useTranslate();
  const doc = useRecordContext();
  // Mailing it out is an ability of its own (issue 34): a reader may save the PDF, not send it.
  const maySend = useAbility().can('send', resourceDef(collection).subject);
  const { data: site } = useGetOne('company_locations', { id: doc?.site_id ?? 0 }, { enabled: !!doc?.site_id });
  const { data: company } = useGetOne('companies', { id: doc?.company_id ?? 0 }, { enabled: !!doc?.company_id });
  if (!doc) return null;
  const id = String(doc.id);
  const number = doc[resourceDef(collection).representation] as string | null | undefined;
  const path = `${API_URL}/${collection}/${encodeURIComponent(id)}`;
  const send = async (to: string[], message: string) => {
    const answer = await httpClient<{ data: MailDelivery }>(`${path}/send`, { method: 'POST', body: { to, ...(message.trim() ? { message } : {}) } });
    return answer.json.data;
  };
  return (
    // Its own collection: Confirm and Void read what the user may do with it.
    <ResourceContextProvider value={collection}>
      {doc.status === DRAFT ? <StatusButton collection={collection} id={Number(doc.id)} status={CONFIRMED} /> : null}
      {pdf ? (
        <DocumentDelivery
          pdfPath={`${path}/pdf`}
          fileName={`${number || `${collection}-${id}`}.pdf`}
          send={maySend ? send : undefined}
          defaultTo={doc.contact_email || site?.email || company?.email}
          withOpen
          withMessage
          labels={{ save: translate('app.document_delivery.save'), send: translate('app.document_delivery.send'), sent: (n) => translate('app.document_delivery.sent', { smart_count: n }) }}
          testIds={{ open: 'document-pdf-open', save: 'document-pdf-save', send: 'document-send', to: 'document-send-to', message: 'document-send-message', confirm: 'document-send-confirm' }}
        />
      ) : null}
      {doc.status === CONFIRMED && (collection === 'sales_invoices' || collection === 'credit_notes') ? <EinvoiceButton path={`${path}/ubl`} fileName={`${number || `${collection}-${id}`}.xml`} /> : null}
      {doc.status === CONFIRMED && (collection === 'sales_invoices' || collection === 'credit_notes') ? <EinvoiceStatus path={path} collection={collection} doc={doc} maySend={maySend} peppolId={company?.peppol_id} /> : null}
      {voidable(collection, doc) ? <StatusButton collection={collection} id={Number(doc.id)} status={VOID} /> : null}
    </ResourceContextProvider>
  );
};
