/**
 * One invoice: the balance due first, the PayNow QR for it (the server's payload, drawn here with
 * qrcode), "I have paid" with the payer's reference, then the lines, totals and the PDF.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toCanvas } from 'qrcode';
import { pdfUrl, portalApi, type Invoice as InvoiceData } from '../api';
import { day, money } from '../format';
import { useT } from '../i18n';
import { Chip, ErrorNote, Page, PdfButton, Show, useLoad, useLocale } from '../ui';
import { statusTone, statusWord, numberOf } from '../words';
import { Lines, Totals } from './Lines';

export default function Invoice({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const invoice = useLoad(() => portalApi.invoice(id), [id]);
  return (
    <Page title={invoice.data ? t('invoice.title', { number: numberOf(invoice.data) }) : t('invoice.title_plain')} back={{ to: '/portal/invoices', label: t('invoice.list_title') }}>
      <Show loaded={invoice}>
        {(inv) => (
          <>
            <div className="card" data-testid="balance">
              <div className="muted small">{t('invoice.balance_due')}</div>
              <div className="big">{money(locale, inv.balance_due, inv.currency)}</div>
              <dl className="facts">
                <dt>{t('document.date')}</dt>
                <dd>{day(locale, inv.date)}</dd>
                {inv.due_date && (
                  <>
                    <dt>{t('invoice.due_date')}</dt>
                    <dd>{day(locale, inv.due_date)}</dd>
                  </>
                )}
                <dt>{t('document.total')}</dt>
                <dd>{money(locale, inv.total, inv.currency)}</dd>
                <dt>{t('document.status')}</dt>
                <dd>
                  <Chip tone={statusTone('payment', inv.payment_status)}>{statusWord(t, 'payment', inv.payment_status)}</Chip>
                </dd>
              </dl>
            </div>
            {inv.paynow && inv.balance_due > 0 && <PayNow paynow={inv.paynow} currency={inv.currency} />}
            {inv.balance_due > 0 && <PaidForm invoice={inv} onDone={(updated) => (updated?.lines ? invoice.set(updated) : invoice.reload())} />}
            <div className="card">
              <Lines lines={inv.lines} currency={inv.currency} />
              <Totals subtotal={inv.subtotal} gst={inv.gst} total={inv.total} currency={inv.currency} />
            </div>
            <div className="actions">
              <PdfButton load={() => pdfUrl.invoice(inv.id)} />
            </div>
          </>
        )}
      </Show>
    </Page>
  );
}

function PayNow({ paynow, currency }: { paynow: NonNullable<InvoiceData['paynow']>; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Dark modules on white, whatever the skin: a banking app's camera reads it so.
    toCanvas(canvas.current!, paynow.payload, { width: 240, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }).catch(() => setFailed(true));
  }, [paynow.payload]);
  return (
    <section className="card qr" aria-labelledby="paynow-title" data-testid="paynow">
      <h2 id="paynow-title" style={{ margin: 0 }}>
        {t('invoice.paynow_title')}
      </h2>
      {failed ? <ErrorNote error={t('invoice.paynow_failed')} /> : <canvas ref={canvas} role="img" aria-label={t('invoice.paynow_label', { amount: money(locale, paynow.amount, currency), reference: paynow.reference })} data-payload={paynow.payload} />}
      <p className="small muted" style={{ textAlign: 'center' }}>
        {t('invoice.paynow_hint', { amount: money(locale, paynow.amount, currency), reference: paynow.reference })}
      </p>
    </section>
  );
}

function PaidForm({ invoice, onDone }: { invoice: InvoiceData; onDone(updated: InvoiceData | undefined): void }) {
  const t = useT();
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  if (invoice.customer_paid_reference && !sent)
    return (
      <p className="note ok" data-testid="paid-told">
        {t('invoice.paid_told', { reference: invoice.customer_paid_reference })}
      </p>
    );
  if (sent)
    return (
      <p className="note ok" role="status" data-testid="paid-told">
        {t('invoice.paid_thanks', { reference: invoice.customer_paid_reference ?? reference })}
      </p>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return setError(t('invoice.reference_needed'));
    setBusy(true);
    setError(null);
    try {
      const updated = await portalApi.paid(invoice.id, reference.trim());
      setSent(true);
      onDone(updated);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate data-testid="paid-form">
      <label className="field">
        {t('invoice.paid_reference')}
        <span className="hint">{t('invoice.paid_hint')}</span>
        <input name="reference" value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" />
      </label>
      {error && <ErrorNote error={error} />}
      <button type="submit" className="button block" disabled={busy} data-testid="paid-submit">
        {busy ? t('common.sending') : t('invoice.paid_submit')}
      </button>
    </form>
  );
}
