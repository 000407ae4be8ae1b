/**
 * On a sales document's page: open its PDF in a new tab, save it as `<number>.pdf` (a draft:
 * `<collection>-<id>.pdf`), and Send it (POST /{collection}/{id}/send) from a dialog prefilled with
 * the customer's email: the document's contact email, else its site's, else the company's.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { API_URL, httpClient } from '../../authProvider/api';
import { resourceDef } from '../../crud/registry';
import { DocumentDelivery, type MailDelivery } from '../documents/DocumentDelivery';
import type { SalesCollection } from './SalesChainPanel';

export const SalesDocumentDelivery = ({ collection }: { collection: SalesCollection }) => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: doc } = useGetOne(collection, { id }, { enabled: id !== '' });
  const { data: site } = useGetOne('company_locations', { id: doc?.site_id ?? 0 }, { enabled: !!doc?.site_id });
  const { data: company } = useGetOne('companies', { id: doc?.company_id ?? 0 }, { enabled: !!doc?.company_id });
  if (!doc) return null;
  const number = doc[resourceDef(collection).representation] as string | null | undefined;
  const path = `${API_URL}/${collection}/${encodeURIComponent(id)}`;
  const send = async (to: string[], message: string) => {
    const answer = await httpClient<{ data: MailDelivery }>(`${path}/send`, { method: 'POST', body: { to, ...(message.trim() ? { message } : {}) } });
    return answer.json.data;
  };
  return (
    <Box sx={{ px: 1 }}>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('app.document_delivery.title')}
          </Typography>
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
        </CardContent>
      </Card>
    </Box>
  );
};
