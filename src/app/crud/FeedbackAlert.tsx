/**
 * The spec's alert (section 8): a refusal's first title in a dismissible red alert; a success
 * alert that says "Successfully" unless told otherwise; and the read-only notice of a record its
 * state does not let anyone change, with the server's reason.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';

export const FeedbackAlert = ({ kind, text, onClose }: { kind: 'error' | 'success' | 'locked'; text?: string; onClose?: () => void }) => {
  const translate = useTranslate();
  if (kind === 'locked') {
    return (
      <Alert severity="info" data-testid="form-locked" sx={{ mb: 2, width: '100%' }}>
        <AlertTitle>{translate('app.form.locked')}</AlertTitle>
        {text}
      </Alert>
    );
  }
  return (
    <Alert severity={kind} variant="filled" role="alert" onClose={onClose} data-testid={`alert-${kind}`} sx={{ mb: 2, width: '100%' }}>
      {kind === 'success' ? (text ?? translate('app.form.successfully')) : text}
    </Alert>
  );
};
