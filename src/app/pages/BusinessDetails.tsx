/**
 * /pages/admin/business (administrators; issue 39 item 1): the business's own details in one form
 * (GET and PATCH /api/v1/business): name, UEN, GST registration number, address, contact, Peppol
 * id, bank and PayNow UEN, which every PDF, PayNow code and e-invoice prints. Each refusal of the
 * server shows as its sentence under the field it names.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../authProvider/api';
import { useToasts } from '../crud/list/feedback';

const FIELDS = ['name', 'uen', 'gst_reg_no', 'addr1', 'addr2', 'postal', 'country', 'tel', 'email', 'peppol_id', 'bank_name', 'bank_account', 'paynow_uen'] as const;
type Field = (typeof FIELDS)[number];
type Business = Record<Field, string | null>;
/** The form's sections, in order. */
const GROUPS: Array<{ key: string; fields: Field[] }> = [
  { key: 'identity', fields: ['name', 'uen', 'gst_reg_no', 'peppol_id'] },
  { key: 'address', fields: ['addr1', 'addr2', 'postal', 'country', 'tel', 'email'] },
  { key: 'payment', fields: ['bank_name', 'bank_account', 'paynow_uen'] },
];

export const BusinessDetailsPage = () => {
  const translate = useTranslate();
  const toasts = useToasts();
  const [values, setValues] = useState<Business | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    httpClient<{ data: Business }>(`${API_URL}/business`)
      .then((answer) => setValues(answer.json.data))
      .catch((e: Error) => setFailure(e.message));
  }, []);

  const save = async () => {
    if (!values) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await httpClient<{ data: Business }>(`${API_URL}/business`, { method: 'PATCH', body: values });
      setValues(answer.json.data);
      toasts.success();
    } catch (e) {
      const entries = ((e as { body?: { errors?: Array<{ title: string; meta?: { field?: Field } }> } }).body?.errors ?? []).filter((x) => x.meta?.field);
      if (entries.length) setErrors(Object.fromEntries(entries.map((x) => [x.meta!.field!, x.title])));
      toasts.error(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 880 }}>
      <Title title={translate('app.business.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.business.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.business.intro')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {values ? (
        <Card>
          <CardContent>
            {GROUPS.map((group) => (
              <Box key={group.key} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
                <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                  {translate(`app.business.group.${group.key}`)}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {group.fields.map((field) => (
                    <TextField
                      key={field}
                      id={`business-${field}`}
                      label={translate(`app.business.field.${field}`)}
                      value={values[field] ?? ''}
                      onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                      error={!!errors[field]}
                      helperText={errors[field] ?? (field === 'peppol_id' ? translate('app.business.peppol_help') : undefined)}
                      required={field === 'name'}
                      size="small"
                      fullWidth
                      slotProps={{ htmlInput: { 'data-testid': `business-${field}`, maxLength: 200 } }}
                    />
                  ))}
                </Box>
              </Box>
            ))}
            <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="business-save">
              {translate('ra.action.save')}
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
};
