/**
 * On a sales document's page: "Convert to …" (POST /{collection}/{id}/convert, then the new
 * document opens: a delivery order or an invoice takes the quantities chosen in a dialog, in part
 * if need be; the others everything still open) and the whole chain it belongs to, from the RFQ to
 * the invoices (GET /{collection}/{id}/chain), each a link to its page with its total in its
 * currency. An order delivered in full (a delivery order invoiced in full) offers no Convert.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useGetOne, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { formatUnix } from '../../crud';
import { routeViewPath } from '../../crud/listRoute';
import { useAbility } from '../../crud/ability';
import { resourceDef } from '../../crud/registry';
import { statusActions } from '../../../shared/abilities';
import { useDocumentPart } from './useDocumentPart';
import { useNotifiedCall } from '../../crud/useNotifiedCall';
import { formatAmount } from '../../crud/list/format';
import { ConvertLinesDialog, convertsInPart, type OpenLine } from './ConvertLinesDialog';

/** The chain's order (src/server/sales/chain.ts). */
export const SALES_CHAIN = ['rfqs', 'quotations', 'sales_orders', 'delivery_orders', 'sales_invoices', 'credit_notes'] as const;
export type SalesCollection = (typeof SALES_CHAIN)[number];

interface ChainEntry {
  collection: SalesCollection;
  id: number;
  number: string | null;
  status: string;
  date: number | null;
  total: number | null;
  currency_id?: string | null;
}

/** A document's number field (its numbered one): a sales order's order_no. */
const numberOf = (collection: string) => resourceDef(collection).fields.find((f) => f.numbering)?.name ?? 'id';

const viewPath = (collection: string, id: number) => routeViewPath(resourceDef(collection).routes[0]!, id);

/**
 * Whether a document's page offers "Convert to …": only where the server would convert it. An
 * invoice is credited from its payments card (InvoicePayments), once confirmed; a void document or
 * a superseded quotation goes no further; a delivery order is invoiced once confirmed; converting
 * a draft confirms it first, so it needs the ability to confirm it too (issue 34); and the next
 * document is offered only to whoever may create it.
 */
export function offersConvert(collection: SalesCollection, record: Record<string, unknown> | undefined, can: (action: string, subject: string) => boolean): boolean {
  const next = SALES_CHAIN[SALES_CHAIN.indexOf(collection) + 1];
  if (next === undefined || next === 'credit_notes' || record === undefined) return false;
  if (record.status === 'V' || record.superseded) return false;
  if (collection === 'delivery_orders' && record.status !== 'C') return false;
  const subject = resourceDef(collection).subject;
  if (record.status !== 'C' && !statusActions('C').every((action) => can(action, subject))) return false;
  return can('create', resourceDef(next).subject);
}

export const SalesChainPanel = ({ collection }: { collection: SalesCollection }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const chain = useDocumentPart<ChainEntry>(collection, id, 'chain');
  const next = SALES_CHAIN[SALES_CHAIN.indexOf(collection) + 1];
  // The page's own record (react-admin's cache answers it): a void document or a superseded
  // quotation goes no further, so it offers no "Convert to …".
  const { data: record } = useGetOne(collection, { id }, { enabled: id !== '' });
  const ability = useAbility();
  // A delivery order or an invoice takes what is open: none is offered once everything is delivered (or invoiced).
  const openLines = useDocumentPart<OpenLine>(collection, convertsInPart(next) ? id : '', 'open-lines');
  const allTaken = openLines.length > 0 && openLines.every((l) => l.open <= 0);
  const convertible = offersConvert(collection, record, (action, subject) => ability.can(action as never, subject as never)) && !allTaken;

  const [choosing, setChoosing] = useState(false);
  const convert = useNotifiedCall(async () => {
    const { json } = await httpClient(`${API_URL}/${collection}/${encodeURIComponent(id)}/convert`, { method: 'POST', body: { to: next } });
    navigate(viewPath(next!, json.data.id));
  });

  const name = (c: string) => translate(`resources.${c}.name`, { smart_count: 1 });
  return (
    <Box sx={{ px: 1, pb: 2 }}>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Typography variant="subtitle1">{translate('app.sales.chain')}</Typography>
            {convertible ? (
              <Button variant="contained" startIcon={<ArrowForwardIcon />} onClick={() => (convertsInPart(next) ? setChoosing(true) : void convert.run())} disabled={convert.busy || !id} data-testid="convert-button">
                {translate('app.sales.convert_to', { name: name(next!) })}
              </Button>
            ) : null}
          </Box>
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }} data-testid="sales-chain">
            {chain.map((e) => {
              const current = e.collection === collection && String(e.id) === id;
              return (
                <Box component="li" key={`${e.collection}:${e.id}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '12rem 1fr 8rem 6rem 7rem' }, gap: 1, alignItems: 'center', py: 0.5, px: 1, borderRadius: 1, bgcolor: current ? 'action.selected' : undefined }}>
                  <Typography variant="body2" color="text.secondary">
                    {name(e.collection)}
                  </Typography>
                  <Link component={RouterLink} to={viewPath(e.collection, e.id)} sx={{ fontWeight: current ? 600 : 400 }}>
                    {e.number ?? `${translate('app.sales.draft')} #${e.id}`}
                  </Link>
                  <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                    {e.date ? formatUnix(e.date, false) : ''}
                  </Typography>
                  <Chip size="small" label={translate(`app.status.${e.status}`)} sx={{ display: { xs: 'none', sm: 'inline-flex' }, justifySelf: 'start' }} />
                  <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', display: { xs: 'none', sm: 'block' } }}>
                    {e.total === null ? '' : formatAmount(e.total, e.currency_id)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </CardContent>
      </Card>
      {choosing && convertsInPart(next) ? (
        <ConvertLinesDialog
          collection={collection}
          id={id}
          next={next}
          number={String(record?.[numberOf(collection)] ?? `#${id}`)}
          onClose={() => setChoosing(false)}
          onConverted={(newId) => navigate(viewPath(next, newId))}
        />
      ) : null}
    </Box>
  );
};
