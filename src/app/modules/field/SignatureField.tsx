/**
 * The customer's signature drawn on screen (signature_pad): kept as its strokes and as a PNG.
 * A stored signature is shown until the customer signs again; a stale one (the report changed
 * after signing) is shown as such and asks for a new one.
 */
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface DrawnSignature {
  png: string;
  strokes: unknown;
}

export const SignatureField = ({ stored, stale, onChange }: { stored?: string | null; stale: boolean; onChange: (drawn: DrawnSignature | null) => void }) => {
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const el = canvas.current!;
    // Draw at the screen's pixel density so the PNG is sharp; the canvas fills its box.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')!.scale(ratio, ratio);
    const drawn = new SignaturePad(el, { penColor: '#111' });
    pad.current = drawn;
    const ended = () => onChange(drawn.isEmpty() ? null : { png: drawn.toDataURL('image/png'), strokes: drawn.toData() });
    drawn.addEventListener('endStroke', ended);
    return () => {
      drawn.removeEventListener('endStroke', ended);
      drawn.off();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const clear = () => {
    pad.current?.clear();
    onChange(null);
  };

  return (
    <Box>
      {stored && stale && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="signature-stale">
          {translate('app.field.signature_stale')}
        </Alert>
      )}
      {stored && !stale && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.field.signed')}
          </Typography>
          <Box component="img" src={stored} alt={translate('app.field.signature')} data-testid="stored-signature" sx={{ display: 'block', maxWidth: '100%', height: 80, bgcolor: '#fff', border: 1, borderColor: 'divider' }} />
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate(stored ? 'app.field.sign_again' : 'app.field.sign_here')}
      </Typography>
      {/* White paper in either theme: the PNG is printed on the report. */}
      <Box component="canvas" ref={canvas} data-testid="signature-pad" sx={{ display: 'block', width: '100%', height: 160, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, touchAction: 'none' }} />
      <Button size="small" onClick={clear} sx={{ mt: 0.5 }}>
        {translate('app.field.clear_signature')}
      </Button>
    </Box>
  );
};
