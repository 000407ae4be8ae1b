/**
 * "E-invoice (XML)" on a confirmed invoice's or credit note's page: saves the PINT-SG UBL the
 * server writes (GET /{collection}/{id}/ubl, application/xml) as `<number>.xml`, for InvoiceNow
 * when no Access Point sends it. A refusal (a draft, a void document) shows as the server's sentence.
 */
import Button from '@mui/material/Button';
import CodeIcon from '@mui/icons-material/Code';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../authProvider/api';
import { useToasts } from '../../crud/list/feedback';

export const EinvoiceButton = ({ path, fileName }: { path: string; fileName: string }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const save = async () => {
    const answer = await httpClient(path);
    const url = URL.createObjectURL(new Blob([answer.text], { type: 'application/xml' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Button variant="outlined" size="small" startIcon={<CodeIcon />} onClick={() => save().catch((e) => toasts.error(e))} data-testid="document-einvoice">
      {translate('app.document_delivery.einvoice')}
    </Button>
  );
};
