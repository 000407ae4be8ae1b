/**
 * A signature drawn with a finger (signature_pad, as the technician's service report takes the
 * customer's): white paper in either skin, sharp at the screen's pixel density; `onChange` gets
 * the PNG data URL after each stroke, or null when cleared.
 */
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { useT } from '../i18n';

export function SignatureBox({ onChange, label }: { onChange: (png: string | null) => void; label: string }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  useEffect(() => {
    const el = canvas.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')!.scale(ratio, ratio);
    const drawn = new SignaturePad(el, { penColor: '#111' });
    pad.current = drawn;
    const ended = () => onChange(drawn.isEmpty() ? null : drawn.toDataURL('image/png'));
    drawn.addEventListener('endStroke', ended);
    return () => {
      drawn.removeEventListener('endStroke', ended);
      drawn.off();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div>
      <span className="field" style={{ display: 'block', fontWeight: 600, fontSize: '0.92rem', marginBottom: '0.3rem' }}>
        {label}
      </span>
      <canvas ref={canvas} className="signature" data-testid="signature-pad" aria-label={label} role="img" />
      <button
        type="button"
        className="button secondary"
        style={{ minHeight: '2.4rem', marginTop: '0.4rem' }}
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        {t('quotation.clear_signature')}
      </button>
    </div>
  );
}
