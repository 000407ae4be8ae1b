/**
 * The full layout of the account pages: a centred card under the product's name, no menu and
 * no app bar, with the privacy notice linked underneath. Messages and errors use one shape.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link2 from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

interface AuthShellProps {
  /** Already translated. */
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  width?: number;
}

export const AuthShell = ({ title, subtitle, children, width = 440 }: AuthShellProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: width }} data-testid="auth-card">
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography variant="overline" color="primary">
              {translate('app.name')}
            </Typography>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {children}
        </CardContent>
      </Card>
      <Link2 component={Link} to="/privacypolicy" variant="body2" color="text.secondary">
        {translate('app.account.privacy.link')}
      </Link2>
    </Box>
  );
};

/** An error from the API (its message is the contract's title plus first meta value). */
export const FormError = ({ message }: { message: string | null | undefined }) =>
  message ? (
    <Alert severity="error" role="alert" data-testid="form-error">
      {message}
    </Alert>
  ) : null;

/** A finished step: what happened, and where to go next. */
export const Outcome = ({ severity = 'success', message, to, action }: { severity?: 'success' | 'info' | 'error'; message: string; to?: string; action?: string }) => (
  <>
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} data-testid="outcome">
      {message}
    </Alert>
    {to && action ? (
      <Button component={Link} to={to} variant="contained">
        {action}
      </Button>
    ) : null}
  </>
);

/** The submit button of an account form, with a spinner while the call runs. */
export const SubmitButton = ({ pending, label }: { pending: boolean; label: string }) => (
  <Button type="submit" variant="contained" size="large" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
    {label}
  </Button>
);

/** A short line with a link, under a form ("Forgot password?", "Back to sign in"). */
export const LinkLine = ({ text, to, label, align = 'center' }: { text?: string; to: string; label: string; align?: 'center' | 'right' }) => (
  <Typography variant="body2" sx={{ textAlign: align }}>
    {text ? `${text} ` : null}
    <Link2 component={Link} to={to}>
      {label}
    </Link2>
  </Typography>
);
