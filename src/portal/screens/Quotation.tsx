/**
 * One quotation: its lines, GST and totals, the PDF, and the customer's answer: Accept with their
 * name and a drawn signature, or Decline with a reason. An expired quotation cannot be accepted:
 * the server's sentence says so, and the salesperson to call is shown beside it.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { pdfUrl, portalApi, type Person, type Quotation as QuotationData } from '../api';
import { day } from '../format';
import { useT } from '../i18n';
import { Chip, ErrorNote, Page, PdfButton, Show, Spinner, useLoad, useLocale } from '../ui';
import { isOpenQuotation, statusTone, statusWord, numberOf } from '../words';
import { Lines, Totals } from './Lines';

// signature_pad is loaded when the customer chooses to accept, not with the page.
const SignatureBox = lazy(() => import('./SignaturePad').then((m) => ({ default: m.SignatureBox })));

export default function Quotation({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const quotation = useLoad(() => portalApi.quotation(id), [id]);
  const [answer, setAnswer] = useState<'accept' | 'decline' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** After an answer is sent: the form closes, `message` says so, and the quotation shows as it now stands. */
  const answered = (message: string) => (updated: QuotationData | undefined) => {
    setAnswer(null);
    setDone(message);
    if (updated?.lines) quotation.set(updated);
    else quotation.reload();
  };
  return (
    <Page title={quotation.data ? t('quotation.title', { number: numberOf(quotation.data) }) : t('quotation.title_plain')} back={{ to: '/portal/quotations', label: t('quotation.list_title') }}>
      <Show loaded={quotation}>
        {(q) => (
          <>
            <div className="card">
              <dl className="facts">
                <dt>{t('document.date')}</dt>
                <dd>{day(locale, q.date)}</dd>
                {q.valid_until && (
                  <>
                    <dt>{t('quotation.valid_until_label')}</dt>
                    <dd>{day(locale, q.valid_until)}</dd>
                  </>
                )}
                <dt>{t('document.status')}</dt>
                <dd>{q.expired ? <Chip tone="warn">{t('status.quotation.expired')}</Chip> : <Chip tone={statusTone('quotation', q.status)}>{statusWord(t, 'quotation', q.status)}</Chip>}</dd>
              </dl>
            </div>
            {q.accepted && (
              <p className="note ok" data-testid="accepted-by">
                {t('quotation.accepted_by', { name: q.accepted.name, date: day(locale, q.accepted.at) })}
              </p>
            )}
            {q.declined && (
              <p className="note warn" data-testid="declined-because">
                {t('quotation.declined_because', { reason: q.declined.reason, date: day(locale, q.declined.at) })}
              </p>
            )}
            {done && (
              <p className="note ok" role="status" data-testid="answer-done">
                {done}
              </p>
            )}
            {q.expired && isOpenStatus(q) && (
              <div className="note warn" data-testid="expired">
                {t('quotation.expired_note')} <Salesperson person={q.salesperson} />
              </div>
            )}
            <div className="card">
              <Lines lines={q.lines} currency={q.currency} />
              <Totals subtotal={q.subtotal} gst={q.gst} total={q.total} currency={q.currency} />
            </div>
            <div className="actions">
              <PdfButton load={() => pdfUrl.quotation(q.id)} />
            </div>
            {isOpenQuotation(q) && !answer && (
              <div className="actions">
                <button type="button" className="button" onClick={() => setAnswer('accept')} data-testid="accept">
                  {t('quotation.accept')}
                </button>
                <button type="button" className="button danger" onClick={() => setAnswer('decline')} data-testid="decline">
                  {t('quotation.decline')}
                </button>
              </div>
            )}
            {answer === 'accept' && (
              <AcceptForm
                quotation={q}
                onCancel={() => setAnswer(null)}
                onDone={answered(t('quotation.accepted'))}
              />
            )}
            {answer === 'decline' && (
              <DeclineForm
                quotation={q}
                onCancel={() => setAnswer(null)}
                onDone={answered(t('quotation.declined'))}
              />
            )}
            {q.salesperson && (
              <div className="card small">
                <strong>{t('quotation.questions')}</strong> <Salesperson person={q.salesperson} />
              </div>
            )}
          </>
        )}
      </Show>
    </Page>
  );
}

const isOpenStatus = (q: QuotationData) => isOpenQuotation({ ...q, expired: false });

function Salesperson({ person }: { person: Person | null }) {
  if (!person) return null;
  return (
    <span data-testid="salesperson">
      {person.name}
      {person.tel && (
        <>
          {' · '}
          <a href={`tel:${person.tel.replace(/\s+/g, '')}`}>{person.tel}</a>
        </>
      )}
      {person.email && (
        <>
          {' · '}
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </>
      )}
    </span>
  );
}

function AcceptForm({ quotation, onCancel, onDone }: { quotation: QuotationData; onCancel(): void; onDone(q: QuotationData | undefined): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('quotation.name_needed'));
    if (!signature) return setError(t('quotation.signature_needed'));
    setBusy(true);
    setError(null);
    try {
      onDone(await portalApi.accept(quotation.id, name.trim(), signature));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate data-testid="accept-form">
      <h2 style={{ marginTop: 0 }}>{t('quotation.accept_title')}</h2>
      <p className="small muted">{t('quotation.accept_intro')}</p>
      <label className="field">
        {t('quotation.signature_name')}
        <input name="signature_name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <Suspense fallback={<Spinner />}>
        <SignatureBox onChange={setSignature} label={t('quotation.sign_here')} />
      </Suspense>
      {error && (
        <div style={{ marginTop: '0.75rem' }}>
          <ErrorNote error={error} />
          {quotation.expired && quotation.salesperson && (
            <p className="small">
              <Salesperson person={quotation.salesperson} />
            </p>
          )}
        </div>
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={busy} data-testid="accept-submit">
          {busy ? t('common.sending') : t('quotation.accept_submit')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

function DeclineForm({ quotation, onCancel, onDone }: { quotation: QuotationData; onCancel(): void; onDone(q: QuotationData | undefined): void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('quotation.reason_needed'));
    setBusy(true);
    setError(null);
    try {
      onDone(await portalApi.decline(quotation.id, reason.trim()));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate data-testid="decline-form">
      <h2 style={{ marginTop: 0 }}>{t('quotation.decline_title')}</h2>
      <label className="field">
        {t('quotation.reason')}
        <textarea name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error && <ErrorNote error={error} />}
      <div className="actions">
        <button type="submit" className="button danger" disabled={busy} data-testid="decline-submit">
          {busy ? t('common.sending') : t('quotation.decline_submit')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
