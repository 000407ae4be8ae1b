/**
 * Bill a confirmed purchase order (issue 38; POST /purchase_orders/{id}/convert {"to":
 * "supplier_bills"}): the supplier's invoice number and date, and whether the bill is of what was
 * received (the default) or of all that was ordered; the server makes a draft bill of what is not
 * yet billed, never more than the order, and it opens for finance to check and confirm. A refusal
 * (the number already billed, nothing left to bill) reads as its sentence, under the number when
 * it names it.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { fromDateString, toDateString } from '../../crud/dateValues';
import { routeManagePath } from '../../crud/listRoute';
import { resourceDef } from '../../crud/registry';
import { fieldErrorsOf, firstTitle } from '../../dataProvider/errors';

type Basis = 'received' | 'ordered';

export const BillOrderDialog = ({ doc, onClose }: { doc: Record<string, any>; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [date, setDate] = useState(() => toDateString(Math.floor(Date.now() / 1000)));
  const [basis, setBasis] = useState<Basis>('received');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; title: string }>();
  const field = (name: string) => translate(`resources.supplier_bills.fields.${name}`);
  const save = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { json } = await httpClient<{ data: { id: number } }>(`${API_URL}/purchase_orders/${encodeURIComponent(String(doc.id))}/convert`, {
        method: 'POST',
        body: { to: 'supplier_bills', supplier_invoice_no: number.trim(), bill_date: fromDateString(date), basis },
      });
      navigate(routeManagePath(resourceDef('supplier_bills').routes[0]!, json.data.id));
    } catch (e) {
      const onNumber = fieldErrorsOf(e).supplier_invoice_no;
      setProblem(onNumber ? { field: 'supplier_invoice_no', title: onNumber } : { title: firstTitle(e) ?? (e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="bill-order-dialog">
      <DialogTitle>{translate('app.purchases.bill.title', { number: doc.po_no ?? '' })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          required
          autoFocus
          label={field('supplier_invoice_no')}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={problem?.field === 'supplier_invoice_no'}
          helperText={problem?.field === 'supplier_invoice_no' ? problem.title : undefined}
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'bill-order-number' } }}
        />
        <TextField label={field('bill_date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'bill-order-date' } }} />
        <ToggleButtonGroup exclusive size="small" color="primary" value={basis} onChange={(_, value: Basis | null) => value && setBasis(value)} aria-label={translate('app.purchases.bill.basis')}>
          <ToggleButton value="received" data-testid="bill-order-received">
            {translate('app.purchases.bill.received')}
          </ToggleButton>
          <ToggleButton value="ordered" data-testid="bill-order-ordered">
            {translate('app.purchases.bill.ordered')}
          </ToggleButton>
        </ToggleButtonGroup>
        {problem && !problem.field ? (
          <Alert severity="error" data-testid="bill-order-problem">
            {problem.title}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !number.trim()} data-testid="bill-order-save">
          {translate('app.purchases.bill.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
