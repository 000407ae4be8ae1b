/**
 * On a quotation's page: its revision thread (GET /quotations/{id}/revisions: every revision with
 * its status and total, the one shown marked, superseded ones struck through) and "Revise"
 * (POST /quotations/{id}/revise), offered on the latest revision once it is confirmed; the new
 * draft revision opens in its form.
 */
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useAbility } from '../../crud/ability';
import { formatMoney, formatUnix } from '../../crud';
import { routeManagePath, routeViewPath } from '../../crud/listRoute';
import { resourceDef } from '../../crud/registry';
import type { RevisionEntry } from '../../../shared/quotation-revisions';
import { useDocumentPart } from './useDocumentPart';
import { useNotifiedCall } from '../../crud/useNotifiedCall';

const quotations = resourceDef('quotations');
const CONFIRMED = 'C';

export const QuotationRevisions = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const thread = useDocumentPart<RevisionEntry>('quotations', id, 'revisions');

  const shown = thread.find((q) => String(q.id) === id);
  const mayRevise = !!shown && !shown.superseded && shown.status === CONFIRMED && ability.can('create', quotations.subject) && ability.can('update', quotations.subject);
  const revise = useNotifiedCall(async () => {
    const { json } = await httpClient(`${API_URL}/quotations/${encodeURIComponent(id)}/revise`, { method: 'POST' });
    void queryClient.invalidateQueries({ queryKey: ['quotations'] });
    notify(translate('app.sales.revised', { number: json.data.quotation_no ?? '' }), { type: 'success' });
    navigate(routeManagePath(quotations.routes[0]!, json.data.id));
  });

  // A quotation never revised has a thread of one: only the button, when it may be revised.
  if (thread.length < 2 && !mayRevise) return null;
  return (
    <Box sx={{ px: 1, pb: 2 }}>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Typography variant="subtitle1">{translate('app.sales.revisions')}</Typography>
            {mayRevise ? (
              <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => void revise.run()} disabled={revise.busy} data-testid="revise-button">
                {translate('app.sales.revise')}
              </Button>
            ) : null}
          </Box>
          {thread.length > 1 ? (
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }} data-testid="revision-thread">
              {thread.map((q) => {
                const current = String(q.id) === id;
                return (
                  <Box
                    component="li"
                    key={q.id}
                    aria-current={current ? 'page' : undefined}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '14rem 8rem 1fr 7rem' }, gap: 1, alignItems: 'center', py: 0.5, px: 1, borderRadius: 1, bgcolor: current ? 'action.selected' : undefined }}
                  >
                    <Link component={RouterLink} to={routeViewPath(quotations.routes[0]!, q.id)} sx={{ fontWeight: current ? 600 : 400, textDecoration: q.superseded ? 'line-through' : undefined }}>
                      {q.number ?? `${translate('app.sales.draft')} #${q.id}`}
                    </Link>
                    <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                      {q.date ? formatUnix(q.date, false) : ''}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      <Chip size="small" label={translate(`app.status.${q.status}`)} />
                      {q.superseded ? <Chip size="small" variant="outlined" label={translate('app.sales.superseded')} /> : null}
                      {current ? <Chip size="small" color="primary" label={translate('app.sales.this_revision')} /> : null}
                    </Box>
                    <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', display: { xs: 'none', sm: 'block' } }}>
                      {q.total === null ? '' : formatMoney(q.total)}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
