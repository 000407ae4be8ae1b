/**
 * A sales document's own actions, in its page's header (crud ViewActionsContext), as a job order's
 * page shows its own: Confirm a draft (PATCH /{collection}/status, behind the list's question,
 * offered only to whoever may confirm it), open its PDF in a new tab, save it as `<number>.pdf` (a
 * draft: `<collection>-<id>.pdf`), and Send it (POST /{collection}/{id}/send) from a dialog
 * prefilled with the customer's email: the document's contact email, else its site's, else the
 * company's.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useGetOne, useRecordContext, useRefresh, useTranslate, useUpdateMany } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { resourceDef } from '../../crud/registry';
import { useBulkStatusActions } from '../../crud/list/BulkStatusButtons';
import { ConfirmDialog, useToasts } from '../../crud/list/feedback';
import { DocumentDelivery, type MailDelivery } from '../documents/DocumentDelivery';
import type { SalesCollection } from './SalesChainPanel';

const DRAFT = 'O';
const CONFIRMED = 'C';

/** Confirm on a draft's page, for whoever may confirm the collection (as the list's bulk Confirm). */
const ConfirmButton = ({ collection, id }: { collection: SalesCollection; id: number }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const refresh = useRefresh();
  const [asked, setAsked] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const may = useBulkStatusActions().some((a) => a.status === CONFIRMED);
  if (!may) return null;
  const confirm = () =>
    updateMany(
      collection,
      { ids: [id], data: { status: CONFIRMED } },
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
  return (
    <>
      <Button size="small" variant="contained" startIcon={<CheckCircleIcon />} disabled={isPending} onClick={() => setAsked(true)} data-testid="document-confirm">
        {translate('app.bulk.confirm')}
      </Button>
      <ConfirmDialog open={asked} busy={isPending} content="app.bulk.question" contentArgs={{ smart_count: 1, status: translate(`app.status.${CONFIRMED}`) }} onAccept={confirm} onCancel={() => setAsked(false)} />
    </>
  );
};

export const SalesDocumentActions = ({ collection }: { collection: SalesCollection }) => {
  const translate = useTranslate();
  const doc = useRecordContext();
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
    <>
      {doc.status === DRAFT ? <ConfirmButton collection={collection} id={Number(doc.id)} /> : null}
      <DocumentDelivery
        pdfPath={`${path}/pdf`}
        fileName={`${number || `${collection}-${id}`}.pdf`}
        send={send}
        defaultTo={doc.contact_email || site?.email || company?.email}
        withOpen
        withMessage
        labels={{ save: translate('app.document_delivery.save'), send: translate('app.document_delivery.send'), sent: (n) => translate('app.document_delivery.sent', { smart_count: n }) }}
        testIds={{ open: 'document-pdf-open', save: 'document-pdf-save', send: 'document-send', to: 'document-send-to', message: 'document-send-message', confirm: 'document-send-confirm' }}
      />
    </>
  );
};
