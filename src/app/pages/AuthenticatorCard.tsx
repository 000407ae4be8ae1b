/**
 * The account page's "Authenticator app" (api-contract.md, "Second factor and sessions"): set up
 * with a QR code (the `qrcode` package the PayNow QR of the PDFs uses, drawn as SVG) and the
 * secret as text, confirmed by a first code; the ten recovery codes are shown once, with copy and
 * download; turning it off asks for the password and a code.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { accountApi } from '../authProvider/api';
import { FormError, SubmitButton } from './auth/AuthShell';
import { useAction } from './auth/useAction';

type Stage = { step: 'loading' } | { step: 'off' } | { step: 'setup'; secret: string; url: string } | { step: 'codes'; codes: string[] } | { step: 'on' };

/** The QR code of `text` as SVG squares: dark on white whatever the theme, so every camera reads it. */
const QrCode = ({ text, label }: { text: string; label: string }) => {
  const [modules, setModules] = useState<{ size: number; data: ArrayLike<number> } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then((QR) => {
      if (!cancelled) setModules(QR.create(text, { errorCorrectionLevel: 'M' }).modules);
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  if (!modules) return <Skeleton variant="rectangular" width={200} height={200} />;
  const { size } = modules;
  const quiet = 4;
  const cells: string[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (modules.data[y * size + x]) cells.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
  return (
    <svg role="img" aria-label={label} data-testid="totp-qr" width={200} height={200} viewBox={`0 0 ${size + 2 * quiet} ${size + 2 * quiet}`} shapeRendering="crispEdges" style={{ background: '#fff' }}>
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
};

/** The secret in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Alert severity="success" role="status">
        {translate('app.profile.totp.codes_intro')}
      </Alert>
      <Box component="ol" data-testid="recovery-codes" sx={{ m: 0, pl: 4, columns: 2, fontFamily: 'monospace', fontSize: '1rem' }}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
          {translate(copied ? 'app.profile.totp.copied' : 'app.profile.totp.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {translate('app.profile.totp.download')}
        </Button>
        <Button variant="contained" onClick={onDone} data-testid="recovery-codes-done">
          {translate('app.profile.totp.saved')}
        </Button>
      </Box>
    </Box>
  );
};

/** `onEnabled`: told once the app is on and its recovery codes were put away (the set-up page then opens the app). */
export const AuthenticatorCard = ({ onEnabled }: { onEnabled?: () => void } = {}) => {
  const translate = useTranslate();
  const [stage, setStage] = useState<Stage>({ step: 'loading' });
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.totpState().then(
      (on) => setStage({ step: on ? 'on' : 'off' }),
      (e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  const begin = useAction(async () => {
    const { secret, otpauth_url } = await accountApi.totpBegin();
    setStage({ step: 'setup', secret, url: otpauth_url });
  });
  const confirm = useAction(async (code: string) => setStage({ step: 'codes', codes: await accountApi.totpConfirm(code.replace(/\s/g, '')) }));
  const turnOff = useAction(async (password: string, code: string) => {
    await accountApi.totpOff(password, code.trim());
    setStage({ step: 'off' });
  });

  return (
    <Card data-testid="totp-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('app.profile.totp.title')}
        </Typography>
        <FormError message={loadError} />
        {stage.step === 'loading' && !loadError ? <Skeleton height={40} /> : null}
        {stage.step === 'off' ? (
          <>
            <Typography color="text.secondary">{translate('app.profile.totp.off')}</Typography>
            {turnOff.done ? (
              <Alert severity="info" role="status">
                {translate('app.profile.totp.turned_off')}
              </Alert>
            ) : null}
            <FormError message={begin.error} />
            <Box>
              <Button variant="contained" disabled={begin.pending} onClick={() => void begin.run()} data-testid="totp-start">
                {translate('app.profile.totp.start')}
              </Button>
            </Box>
          </>
        ) : null}
        {stage.step === 'setup' ? (
          <>
            <Typography>{translate('app.profile.totp.scan')}</Typography>
            <QrCode text={stage.url} label={translate('app.profile.totp.qr')} />
            <Typography color="text.secondary">{translate('app.profile.totp.or_type')}</Typography>
            <Typography component="code" data-testid="totp-secret" data-secret={stage.secret} sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }}>
              {grouped(stage.secret)}
            </Typography>
            <Form onSubmit={(values: Record<string, unknown>) => void confirm.run(String(values.code ?? ''))}>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 320 }}>
                <TextInput source="code" label="app.auth.mfa.code" validate={required()} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }} helperText={false} />
                <FormError message={confirm.error} />
                <Box>
                  <SubmitButton pending={confirm.pending} label={translate('app.profile.totp.confirm')} />
                </Box>
              </Box>
            </Form>
          </>
        ) : null}
        {stage.step === 'codes' ? (
          <RecoveryCodes
            codes={stage.codes}
            onDone={() => {
              setStage({ step: 'on' });
              onEnabled?.();
            }}
          />
        ) : null}
        {stage.step === 'on' ? (
          <>
            <Alert severity="success" data-testid="totp-on">
              {translate('app.profile.totp.on')}
            </Alert>
            <Typography color="text.secondary">{translate('app.profile.totp.off_intro')}</Typography>
            <Form onSubmit={(values: Record<string, unknown>) => void turnOff.run(String(values.totp_password ?? ''), String(values.totp_code ?? ''))}>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 320 }}>
                <PasswordInput source="totp_password" label="app.auth.login.password" validate={required()} autoComplete="current-password" helperText={false} />
                <TextInput source="totp_code" label="app.auth.mfa.code" validate={required()} autoComplete="one-time-code" helperText={false} />
                <FormError message={turnOff.error} />
                <Box>
                  <SubmitButton pending={turnOff.pending} label={translate('app.profile.totp.turn_off')} />
                </Box>
              </Box>
            </Form>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
