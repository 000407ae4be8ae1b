/**
 * On a sales invoice's page: what it has been paid and what is left (amount paid, credited,
 * balance due, payment status), the payments allocated to it, **Record payment** (a dialog
 * prefilled with the balance, today and PayNow: POST /payments with one allocation) and
 * **Credit note** (POST /sales_invoices/{id}/convert {"to": "credit_notes"}, then the credit note
 * opens). A confirmed invoice is no longer edited: its manage page shows it as a page with these
 * actions instead of a form the server would refuse (InvoiceManage).
 *
 * A supplier bill's page has the same card over its own book (issue 38; shared/payment-books.ts):
 * what it has been paid and what is left, the supplier payments allocated to it and Record payment
 * (POST /supplier_payments); no credit note.
 */
import { useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { useGetList, useGetMany, useGetOne, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../authProvider/api';
import { useAbility } from '../../crud/ability';
import { formatMoney, formatUnix } from '../../crud';
import { formatAmount } from '../../crud/list/format';
import { routeViewPath } from '../../crud/listRoute';
import { resourceDef } from '../../crud/registry';
import { useNotifiedCall } from '../../crud/useNotifiedCall';
import { fromDateString, toDateString } from '../../crud/dateValues';
import { fieldErrorsOf } from '../../dataProvider/errors';
import { BASE_CURRENCY, rateOf, toInvoiceCurrency } from '../../../shared/invoice-currency';
import { CUSTOMER_PAYMENTS, type PaymentBook } from '../../../shared/payment-books';

/** The ways a book's payments are made (the payments' `method` options), and the one offered first (its default). */
const methodsOf = (book: PaymentBook) => {
  const field = resourceDef(book.payments).fields.find((f) => f.name === 'method');
  const methods = (field?.options ?? []).map((o) => o.value);
  return { methods, first: String(field?.default ?? methods[0] ?? '') };
};

const STATUS_COLOUR: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = { Unpaid: 'default', 'Partly paid': 'info', Paid: 'success', Overdue: 'error' };

/** "1,089.99" -> "1089.99"; the amount the payment form sends. */
const plain = (n: number) => n.toFixed(2);

/** An amount as the user's language writes it (1,000.00; 1.000,00 in German). */
export const localeMoney = (value: number | string, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));

/**
 * Which input of the payment dialog a refusal names: the payment's own fields, and its one
 * allocation's amount (`allocations.0.amount`) is the amount typed.
 */
export function paymentFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, title] of Object.entries(fieldErrorsOf(error))) {
    const input = /^allocations\.\d+\.amount$/.test(field) ? 'amount' : field;
    if (['amount', 'currency_id', 'payment_date', 'method', 'reference'].includes(input) && !out[input]) out[input] = title;
  }
  return out;
}

/** Cents of a typed amount ("2000", "2,000.00"), or undefined when it is not one. */
const typedCents = (typed: string): number | undefined => {
  const n = Number(typed.replace(/,/g, '').trim());
  return typed.trim() !== '' && Number.isFinite(n) ? Math.round(n * 100) : undefined;
};

/**
 * What an SGD payment pays of a foreign-currency invoice, by the server's rule
 * (src/shared/invoice-currency.ts): "SGD 2,000.00 pays USD 1,489.76 at 1.3425".
 */
export function conversionLine(invoice: Record<string, any>, typed: string, translate: (key: string, options?: Record<string, unknown>) => string): string | undefined {
  const amount = typedCents(typed);
  if (amount === undefined) return undefined;
  const own = String(invoice.currency_id ?? BASE_CURRENCY);
  const pays = toInvoiceCurrency(invoice, amount, BASE_CURRENCY, Math.round(Number(invoice.balance_due ?? 0) * 100));
  if (pays === undefined) return undefined;
  return translate('app.payments.converts', { paid: `${BASE_CURRENCY} ${formatMoney(amount / 100)}`, owed: `${own} ${formatMoney(pays / 100)}`, rate: rateOf(invoice) });
}

/**
 * Record payment: in the invoice's currency, prefilled with its balance; a foreign-currency
 * invoice may be paid in SGD instead, prefilled with the balance's SGD equivalent
 * (`balance_due_base`) and saying what the SGD amount pays of it at the invoice's rate.
 */
export const RecordPaymentDialog = ({ invoice, onClose, book = CUSTOMER_PAYMENTS }: { invoice: Record<string, any>; onClose: () => void; book?: PaymentBook }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const own = String(invoice.currency_id ?? BASE_CURRENCY);
  const suggested = (currency: string) => plain(Number((currency === own ? invoice.balance_due : invoice.balance_due_base) ?? 0));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [currency, setCurrency] = useState(own);
  const [amount, setAmount] = useState(() => suggested(own));
  const { methods, first } = methodsOf(book);
  const number = invoice[book.numberField];
  const label = (name: string) => translate(`resources.${book.payments}.fields.${name}`);
  const [method, setMethod] = useState<string>(first);
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(() => toDateString(Math.floor(Date.now() / 1000)));
  const save = useNotifiedCall(async () => {
    setProblems({});
    await httpClient(`${API_URL}/${book.payments}`, {
      method: 'POST',
      body: {
        company_id: invoice.company_id,
        payment_date: fromDateString(date),
        method,
        reference: reference.trim() || null,
        // In the invoice's currency, or SGD converted at the invoice's rate (money carries its currency).
        currency_id: currency,
        amount,
        allocations: [{ [book.docField]: invoice.id, amount }],
      },
    }).catch((e: unknown) => {
      // A refusal that names an input shows under it, as a form's does; the toast says it too.
      setProblems(paymentFieldErrors(e));
      throw e;
    });
    notify('app.payments.recorded', { type: 'success', messageArgs: { amount: `${own !== BASE_CURRENCY ? `${currency} ` : ''}${localeMoney(amount, locale)}`, number } });
    await queryClient.invalidateQueries();
    refresh();
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.payments.record_for', { number })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {own !== BASE_CURRENCY ? (
          <Box>
            <Typography variant="caption" color={problems.currency_id ? 'error' : 'text.secondary'} component="div" id="payment-currency-label">
              {label('currency_id')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={currency}
              aria-labelledby="payment-currency-label"
              onChange={(_, value: string | null) => {
                if (!value) return;
                setCurrency(value);
                setAmount(suggested(value));
                setProblems({});
              }}
              data-testid="payment-currency"
            >
              {[own, BASE_CURRENCY].map((c) => (
                <ToggleButton key={c} value={c} data-testid={`payment-currency-${c}`} sx={{ minWidth: '5rem' }}>
                  {c}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {problems.currency_id ? (
              <Typography variant="caption" color="error" component="div">
                {problems.currency_id}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <TextField
          label={own !== BASE_CURRENCY ? `${label('amount')} (${currency})` : label('amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' }, formHelperText: { 'data-testid': 'payment-amount-help' } as never }}
          error={!!problems.amount}
          helperText={
            problems.amount ??
            (currency === own
              ? translate('app.payments.balance', { amount: `${own !== BASE_CURRENCY ? `${own} ` : ''}${formatMoney(invoice.balance_due)}` })
              : (
                  // The conversion on a line of its own, so a phone does not break it mid-amount.
                  <>
                    {translate('app.payments.balance', { amount: `${BASE_CURRENCY} ${formatMoney(invoice.balance_due_base)}` })}
                    <Box component="span" sx={{ display: 'block' }} data-testid="payment-conversion">
                      {conversionLine(invoice, amount, translate)}
                    </Box>
                  </>
                ))
          }
        />
        <TextField label={label('payment_date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} error={!!problems.payment_date} helperText={problems.payment_date} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'payment-date' } }} />
        <TextField select label={label('method')} value={method} onChange={(e) => setMethod(e.target.value)} error={!!problems.method} helperText={problems.method} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'payment-method' } as never } }}>
          {methods.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(`resources.${book.payments}.options.method.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={label('reference')} value={reference} onChange={(e) => setReference(e.target.value)} error={!!problems.reference} helperText={problems.reference} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'payment-reference' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save.run()} disabled={save.busy} data-testid="payment-save">
          {translate('app.payments.record')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const InvoicePayments = ({ book = CUSTOMER_PAYMENTS }: { book?: PaymentBook }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [recording, setRecording] = useState(false);
  const { data: invoice } = useGetOne(book.collection, { id }, { enabled: id !== '' });
  const ability = useAbility();
  const { data: allocations = [] } = useGetList(book.allocations, { filter: { [book.docField]: Number(id), status: 'all' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { enabled: id !== '' && invoice?.status === 'C' });
  const { data: payments = [] } = useGetMany(book.payments, { ids: [...new Set(allocations.map((a) => a.header_id))] }, { enabled: allocations.length > 0 });
  const credit = useNotifiedCall(async () => {
    const { json } = await httpClient(`${API_URL}/sales_invoices/${encodeURIComponent(id)}/convert`, { method: 'POST', body: { to: 'credit_notes' } });
    navigate(routeViewPath(resourceDef('credit_notes').routes[0]!, json.data.id));
  });
  if (!invoice || invoice.status !== 'C') return null;
  const can = (action: string, subject: string) => ability.can(action as never, subject as never);
  const open = Number(invoice.balance_due ?? 0) > 0;
  const byId = new Map(payments.map((p) => [p.id, p]));
  // A foreign-currency invoice's figures say their currency, and a payment in another currency
  // (SGD paying a USD invoice) shows what it paid of the invoice beside its own amount.
  const currency = String(invoice.currency_id ?? 'SGD');
  const figure = (key: string, value: unknown) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.${book.collection}.fields.${key}`)}
        {currency !== 'SGD' ? ` (${currency})` : ''}
      </Typography>
      <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`invoice-${key}`}>
        {formatMoney(Number(value ?? 0))}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ px: 1 }}>
      <Card variant="outlined" sx={{ mt: 2 }} data-testid="invoice-payments">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle1">{translate('app.payments.title')}</Typography>
              <Chip size="small" color={STATUS_COLOUR[invoice.payment_status] ?? 'default'} label={translate(`resources.${book.collection}.options.payment_status.${invoice.payment_status}`)} data-testid="invoice-payment-status" />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {open && can('create', book.payments) ? (
                <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setRecording(true)} data-testid="record-payment">
                  {translate('app.payments.record')}
                </Button>
              ) : null}
              {open && book.credited && can('create', 'credit_notes') ? (
                <Button variant="outlined" startIcon={<ReceiptIcon />} onClick={() => void credit.run()} disabled={credit.busy} data-testid="credit-note-button">
                  {translate('app.payments.credit_note')}
                </Button>
              ) : null}
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${book.credited ? 4 : 3}, minmax(0, 1fr))` }, gap: 2, mb: 1 }}>
            {figure('total', invoice.total)}
            {figure('amount_paid', invoice.amount_paid)}
            {book.credited ? figure('amount_credited', invoice.amount_credited) : null}
            {figure('balance_due', invoice.balance_due)}
          </Box>
          {invoice.due_date ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.payments.due', { date: formatUnix(invoice.due_date, false) })}
            </Typography>
          ) : null}
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }} data-testid="invoice-payment-list">
            {allocations.map((a) => {
              const p = byId.get(a.header_id);
              return (
                <Box component="li" key={a.id} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '10rem 8rem 1fr minmax(7rem, auto)' }, gap: 1, px: 1, opacity: p?.status === 'V' ? 0.5 : 1, textDecoration: p?.status === 'V' ? 'line-through' : undefined }}>
                  <Typography variant="body2">{p?.payment_no ?? `#${a.header_id}`}</Typography>
                  <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                    {p ? formatUnix(p.payment_date, false) : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                    {p ? translate(`resources.${book.payments}.options.method.${p.method}`) : ''} {p?.reference ?? ''}
                  </Typography>
                  <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} data-testid="invoice-payment-amount">
                    {p && p.currency_id && p.currency_id !== currency ? `${p.currency_id} ${formatMoney(Number(a.amount))} = ${currency} ${formatMoney(Number(a[book.docAmountField] ?? 0))}` : formatAmount(a.amount, currency)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </CardContent>
      </Card>
      {recording ? <RecordPaymentDialog invoice={invoice} book={book} onClose={() => setRecording(false)} /> : null}
    </Box>
  );
};

/** The invoice's manage page: the form while a draft; once confirmed, its page (the server refuses edits). */
export const InvoiceManage = ({ Edit, Show, collection = 'sales_invoices' }: { Edit: ComponentType; Show: ComponentType; collection?: string }) => {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, isPending } = useGetOne(collection, { id }, { enabled: id !== '' });
  if (id !== '' && isPending) return null;
  return data?.status === 'C' ? <Show /> : <Edit />;
};
