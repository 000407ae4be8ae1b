/**
 * On the overdue reminder template's page (INVOICE_OVERDUE_REMINDER, under Dev tools → Notification
 * templates): **Preview**, the reminder as the morning run would mail it for an invoice
 * (GET /sales_invoices/{id}/reminder: the template as saved, filled from that invoice), or why that
 * customer would get none. The invoice is the most overdue one by default (a sample of what goes
 * out first), and any confirmed invoice may be chosen instead.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PreviewIcon from '@mui/icons-material/Preview';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useAbility } from '../../crud/ability';
import { resourceDef } from '../../crud/registry';
import { firstTitle } from '../../dataProvider/errors';
import { formatAmount } from '../../crud/list/format';

/** The templates that have a preview: the overdue reminder, filled from an invoice. */
export const REMINDER_TEMPLATE = 'INVOICE_OVERDUE_REMINDER';

interface Reminder {
  to?: string;
  subject?: string;
  text?: string;
  why?: string;
}

export const ReminderPreviewDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  // Confirmed invoices, the longest overdue first: the first is the sample.
  const { data: invoices = [] } = useGetList('sales_invoices', { filter: { status: 'C' }, sort: { field: 'due_date', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  const [chosen, setChosen] = useState<string>('');
  useEffect(() => {
    if (chosen === '' && invoices.length) setChosen(String((invoices.find((i) => i.payment_status === 'Overdue') ?? invoices.find((i) => Number(i.balance_due) > 0) ?? invoices[0]).id));
  }, [invoices, chosen]);
  const { data: reminder, error } = useQuery({
    queryKey: ['sales_invoices', chosen, 'reminder'],
    queryFn: async () => (await httpClient(`${API_URL}/sales_invoices/${encodeURIComponent(chosen)}/reminder`)).json.data as Reminder,
    enabled: chosen !== '',
    gcTime: 0,
  });
  const label = (field: string) => translate(`app.templates.preview_${field}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="reminder-preview">
      <DialogTitle>{translate('app.templates.preview_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={translate('resources.sales_invoices.name', { smart_count: 1 })}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          helperText={invoices.length ? translate('app.templates.preview_help') : translate('app.templates.preview_no_invoice')}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'reminder-invoice' } as never } }}
        >
          {invoices.map((i) => (
            <MenuItem key={i.id} value={String(i.id)}>
              {i.invoice_no ?? `#${i.id}`} · {formatAmount(i.balance_due, i.currency_id)} · {translate(`resources.sales_invoices.options.payment_status.${i.payment_status}`, { _: String(i.payment_status ?? '') })}
            </MenuItem>
          ))}
        </TextField>
        {error ? (
          <Typography color="error" variant="body2">
            {firstTitle(error)}
          </Typography>
        ) : reminder?.why ? (
          <Typography variant="body2" data-testid="reminder-why">
            {translate('app.templates.preview_none', { why: reminder.why })}
          </Typography>
        ) : reminder ? (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {label('to')}:
              </Box>{' '}
              <span data-testid="reminder-to">{reminder.to}</span>
            </Typography>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {label('subject')}:
              </Box>{' '}
              <Box component="span" sx={{ fontWeight: 600 }} data-testid="reminder-subject">
                {reminder.subject}
              </Box>
            </Typography>
            <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="reminder-text">
              {reminder.text}
            </Typography>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** Preview, on the overdue reminder template's page and form; nothing on other templates. */
export const ReminderPreview = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [open, setOpen] = useState(false);
  const ability = useAbility();
  const { data: template } = useGetOne('notification_templates', { id }, { enabled: id !== '' });
  if (template?.code !== REMINDER_TEMPLATE || !ability.can('read', resourceDef('sales_invoices').subject as never)) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => setOpen(true)} data-testid="reminder-preview-button">
          {translate('app.templates.preview')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.templates.preview_saved')}
        </Typography>
      </Box>
      {open ? <ReminderPreviewDialog onClose={() => setOpen(false)} /> : null}
    </Box>
  );
};
