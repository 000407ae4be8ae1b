/**
 * The job's service report on a phone (issue 14): work done, findings, recommendations, time in
 * and out, parts used, photos (from the camera, compressed before upload), the job type's
 * checklist, the customer's name and signature. Save writes it through
 * POST /joborder_headers/{id}/service-report; Finish saves and runs Done, which the server allows
 * only with the report complete and signed (its 409 titles are shown as they come). With no
 * network both wait in the outbox, in that order, behind the job's start if that waits too.
 * Reopened while its saves wait (issue 35.1), the report shows what waits over what the server
 * has, its photos counted as waiting; a further Save joins the waiting one (fieldApi.saveReport).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import imageCompression from 'browser-image-compression';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useToasts } from '../../crud/list/feedback';
import { OFFLINE_QUEUED } from '../../dataProvider/httpClient';
import { useOutbox } from '../../offline/useOutbox';
import { jobApi } from '../jobs/jobApi';
import { fieldApi, fieldQueries, mergeReportBodies, queuedReport, withQueued, type ChecklistOfJob, type ReportBody, type ReportPart, type ServiceReport } from './fieldApi';
import { pendingStatus } from './pendingStatus';
import { statusLabelKey } from '../jobs/jobStatus';
import { PartsField } from './PartsField';
import { SignatureField, type DrawnSignature } from './SignatureField';

/** Photos are sent at most this wide or high and this heavy (issue 14: ~1600 px, ≤ 300 kB). */
const PHOTO = { maxWidthOrHeight: 1600, maxSizeMB: 0.3, useWebWorker: false };

interface Photo {
  name: string;
  base64: string;
  fileType: string;
}

interface Form {
  work_done: string;
  findings: string;
  recommendations: string;
  time_in: string;
  time_out: string;
  customer_signature_name: string;
  parts: ReportPart[];
  checklist_answers: Record<string, unknown>;
}

/** Unix seconds <-> the value of an <input type="datetime-local"> (local time). */
const toLocalInput = (seconds?: number | null) => {
  if (typeof seconds !== 'number') return '';
  const d = new Date(seconds * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? Math.floor(new Date(value).getTime() / 1000) : null);
/** The time to send: the stored one, seconds and all, while its input still shows it unchanged (a re-save changes nothing). */
const timeToSend = (value: string, stored?: number | null) => (typeof stored === 'number' && value === toLocalInput(stored) ? stored : fromLocalInput(value));
const plain = (html?: string | null) => (html ?? '').replace(/<br\s*\/?>/g, '\n').replace(/<\/p>\s*<p>/g, '\n').replace(/<[^>]*>/g, '');
/** The multi-line text as the report's rich text: one paragraph per line. */
const asHtml = (text: string) => (text.trim() ? text.split('\n').map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).join('') : '');

const formOf = (report: ServiceReport | null): Form => ({
  work_done: plain(report?.work_done),
  findings: plain(report?.findings),
  recommendations: plain(report?.recommendations),
  time_in: toLocalInput(report?.time_in),
  // Left empty until the technician sets it: the report's PDF then prints when the job was finished (issue 24.5), not when this form opened.
  time_out: toLocalInput(report?.time_out),
  customer_signature_name: report?.customer_signature_name ?? '',
  parts: report?.parts ?? [],
  checklist_answers: (report?.checklist_answers as Record<string, unknown>) ?? {},
});

export const ServiceReportScreen = ({ jobId }: { jobId: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toasts = useToasts();
  const job = useQuery(fieldQueries.job(dataProvider, jobId));
  const stored = useQuery(fieldQueries.report(jobId));
  const checklist = useChecklist(jobId);
  const outboxEntries = useOutbox();
  /** The saves of this report that wait in the outbox, as one (re-read whenever the outbox changes). */
  const queued = queuedReport(jobId);
  const [form, setForm] = useState<Form | null>(null);
  const [signature, setSignature] = useState<DrawnSignature | null>(null);
  /** Photos taken since the last Save. */
  const [photos, setPhotos] = useState<Photo[]>([]);
  /** Photos saved with a report that waits in the outbox: shown as waiting, not sent again. */
  const waitingPhotos: Photo[] = queued?.uploads ?? [];
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  /** The report as the server answered this screen's last Save. */
  const [saved, setSaved] = useState<ServiceReport | null>(null);

  // The form starts once from the report as stored with its waiting saves over it (a report
  // reopened offline shows what was typed); later refetches do not overwrite typing.
  useEffect(() => {
    if (stored.isSuccess && !form) setForm(formOf(withQueued(stored.data ?? null, queuedReport(jobId))));
  }, [stored.isSuccess, stored.data, form, jobId]);
  // The times the server filled in (the time in from the job's start) once a waiting save was
  // sent and the report read again, as an online Save shows them.
  const storedTimes = `${stored.data?.time_in ?? ''},${stored.data?.time_out ?? ''}`;
  useEffect(() => {
    const data = stored.data;
    if (data) setForm((now) => now && { ...now, time_in: now.time_in || toLocalInput(data.time_in), time_out: now.time_out || toLocalInput(data.time_out) });
  }, [storedTimes]); // eslint-disable-line react-hooks/exhaustive-deps
  // Once the outbox has sent the waiting saves, the report is read again: its photos are the server's now.
  const waits = !!queued;
  const waited = useRef(waits);
  const lastQueued = useRef<ReportBody | null>(null);
  if (queued) lastQueued.current = queued;
  /** The saves the outbox has just sent, shown over the report until it is read again: a Finish tapped before that read is back finds the report signed, not "the customer must sign". */
  const [justSent, setJustSent] = useState<ReportBody | null>(null);
  useEffect(() => {
    if (waited.current && !waits) {
      const sent = lastQueued.current;
      setJustSent(sent);
      void queryClient.invalidateQueries({ queryKey: ['service_reports', 'field', jobId] }).finally(() => setJustSent((now) => (now === sent ? null : now)));
    }
    waited.current = waits;
  }, [waits, jobId, queryClient]);

  // A failed refetch keeps what was read before (offline, the kept copy): only nothing at all is an error.
  if ((job.isError && !job.data) || (stored.isError && stored.data === undefined)) return <Alert severity="error">{translate('app.field.load_failed')}</Alert>;
  if (!job.data || !form) return <CircularProgress sx={{ m: 2 }} />;
  // A refetch with no network answers the copy kept before the Save (no report, or unsigned):
  // what this screen saved stays until the server has something newer (issue 24: Save, then
  // Finish in a basement, read "the customer must sign").
  const report = newer(stored.data ?? null, saved);
  /** The report as it will be once the outbox has sent its waiting saves. */
  const shown = withQueued(report, queued ?? justSent);
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const signed = !!signature || (!!shown?.signature_image && !shown.signature_stale);
  const savedPhotos = (report as { photos?: unknown[] } | null)?.photos?.length ?? 0;
  const photoCount = savedPhotos + waitingPhotos.length + photos.length;
  /** The checklist's answers as sent: its signature and photo items answered by the report's own. */
  const answers = () => answeredByReport(checklist.data, form.checklist_answers, { signed, photos: photoCount > 0 });

  const bodyOf = (): ReportBody => ({
    work_done: asHtml(form.work_done),
    findings: asHtml(form.findings) || null,
    recommendations: asHtml(form.recommendations) || null,
    time_in: timeToSend(form.time_in, shown?.time_in) ?? undefined,
    time_out: timeToSend(form.time_out, shown?.time_out),
    customer_signature_name: form.customer_signature_name.trim() || null,
    checklist_answers: answers(),
    parts: form.parts.filter((p) => p.description.trim() !== '').map(({ product_id, description, qty }) => ({ product_id: product_id ?? null, description, qty: Number(qty) || 0 })),
    ...(signature ? { signature: signature.png, signature_strokes: signature.strokes } : {}),
    ...(photos.length ? { uploads: photos } : {}),
  });

  /** Saves the report; false when it waits in the outbox (no network), joined to the save waiting there. */
  const save = async (): Promise<boolean> => {
    const body = bodyOf();
    // Nothing new for a report that waits (Finish right after Save): it is not kept again.
    if (queued && !body.uploads && !body.signature && sameValues(body, queued)) return false;
    const sent = await keptOffline(fieldApi.saveReport(jobId, body));
    setPhotos([]); // sent, or kept with the waiting report
    if (!sent) {
      setSignature(null); // it waits with the report, which shows it as signed and Finish checks it
      return false;
    }
    queryClient.setQueryData(['service_reports', 'field', jobId], sent);
    setSaved(sent);
    // The form now shows what the server filled in (the time in from the job's start): a Finish
    // after this Save checks and sends the report as stored, not an empty time in (issue 24).
    setForm((now) => now && { ...now, time_in: now.time_in || toLocalInput(sent.time_in), time_out: now.time_out || toLocalInput(sent.time_out) });
    setSignature(null);
    return true;
  };

  /** What Done needs, checked here first so the technician reads it before the round trip: one sentence each. */
  const lacking = (): string[] => {
    return [
      !form.work_done.trim() && translate('app.field.need_work_done'),
      // A report's first save takes its time in from the job's start (the server fills it).
      !form.time_in && !report?.time_in && !!report && translate('app.field.need_time_in'),
      !form.customer_signature_name.trim() && translate('app.field.need_customer'),
      !signed && translate('app.field.need_signature'),
      ...checklistGaps(checklist.data, answers()).map((question) => translate('app.field.need_checklist', { question })),
    ].filter((k): k is string => !!k);
  };

  const run = async (finish: boolean) => {
    const needs = finish ? lacking() : !form.work_done.trim() ? [translate('app.field.need_work_done')] : [];
    setMissing(needs);
    if (needs.length) return;
    setBusy(true);
    try {
      let sent = await save();
      if (finish) {
        sent = !!(await keptOffline(jobApi.move(job.data, '4'))) && sent;
        void queryClient.invalidateQueries({ queryKey: ['joborder_headers'] });
        if (sent) toasts.success(translate('app.field.finished'));
        navigate({ search: '' });
      }
      // Kept for the network: the outbox banner counts it. A toast on a phone would lie over the
      // Save and Finish buttons; it is shown only when Finish has left for the task list.
      if (sent) {
        if (!finish) toasts.success();
      } else if (finish) toasts.error(new Error(OFFLINE_QUEUED)); // shown as "saved on this device"
    } catch (e) {
      toasts.error(e);
    } finally {
      setBusy(false);
    }
  };

  const addPhotos = async (files: FileList | null) => {
    const added: Photo[] = [];
    for (const file of Array.from(files ?? [])) {
      const small = await imageCompression(file, PHOTO);
      added.push({ name: file.name, base64: await imageCompression.getDataUrlFromFile(small), fileType: small.type || file.type });
    }
    setPhotos((now) => [...now, ...added]);
  };

  const canFinish = pendingStatus(job.data, outboxEntries).status === '2';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto', width: '100%', boxSizing: 'border-box' }} data-testid="service-report">
      {/* The app bar says which screen (the full title would be cut short on a phone); the heading says which job. */}
      <Title title={translate('resources.service_reports.name', { smart_count: 1 })} />
      <Button size="small" onClick={() => navigate({ search: '' })} sx={{ mb: 1 }}>
        {translate('app.field.back')}
      </Button>
      <Typography variant="h6" component="h1">
        {translate('app.field.report_title', { ticket: job.data.ticket_no ?? '' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {job.data.company_name} · {job.data.problem_description}
      </Typography>
      <Stack spacing={2}>
        <TextField label={translate('resources.service_reports.fields.work_done')} required multiline minRows={3} value={form.work_done} onChange={(e) => set({ work_done: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'work-done' } }} />
        <TextField label={translate('resources.service_reports.fields.findings')} multiline minRows={2} value={form.findings} onChange={(e) => set({ findings: e.target.value })} />
        <TextField label={translate('resources.service_reports.fields.recommendations')} multiline minRows={2} value={form.recommendations} onChange={(e) => set({ recommendations: e.target.value })} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 1 }}>
          <TextField type="datetime-local" required label={translate('resources.service_reports.fields.time_in')} value={form.time_in} onChange={(e) => set({ time_in: e.target.value })} helperText={report ? undefined : translate('app.field.time_in_from_start')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="datetime-local" label={translate('resources.service_reports.fields.time_out')} value={form.time_out} onChange={(e) => set({ time_out: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
        <Section title={translate('app.field.parts')}>
          <PartsField parts={form.parts} onChange={(parts) => set({ parts })} />
        </Section>
        <Section title={translate('app.field.photos')}>
          {/* "0 photos saved" only while none waits either. */}
          {(savedPhotos > 0 || waitingPhotos.length === 0) && (
            <Typography variant="body2" color="text.secondary" data-testid="photo-count">
              {translate('app.field.photo_count', { smart_count: savedPhotos })}
            </Typography>
          )}
          {waitingPhotos.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="photos-waiting">
              {translate('app.field.photos_waiting', { smart_count: waitingPhotos.length })}
            </Typography>
          )}
          {[...waitingPhotos, ...photos].map((p, i) => (
            <Box key={i} component="img" src={p.base64} alt={p.name} sx={{ width: 72, height: 72, objectFit: 'cover', mr: 1, borderRadius: 1 }} />
          ))}
          <Button component="label" variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }}>
            {translate('app.field.add_photo')}
            <input hidden type="file" accept="image/*" capture="environment" multiple onChange={(e) => void addPhotos(e.target.files).catch((err) => toasts.error(err))} data-testid="photo-input" />
          </Button>
        </Section>
        <Checklist checklist={checklist.data} answers={form.checklist_answers} onChange={(checklist_answers) => set({ checklist_answers })} />
        <Section title={translate('app.field.sign_off')}>
          <TextField label={translate('resources.service_reports.fields.customer_signature_name')} required value={form.customer_signature_name} onChange={(e) => set({ customer_signature_name: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'customer-name' } }} />
          <SignatureField stored={shown?.signature_image} stale={!!shown?.signature_stale} onChange={(drawn) => (setSignature(drawn), setMissing([]))} />
        </Section>
        {missing.length > 0 && (
          <Alert severity="warning" data-testid="report-missing">
            {missing.map((sentence) => (
              <div key={sentence}>{sentence}</div>
            ))}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pb: 2 }}>
          <Button variant="outlined" disabled={busy} onClick={() => void run(false)} data-testid="save-report">
            {translate('app.field.save')}
          </Button>
          {canFinish && (
            <Button variant="contained" color="success" disabled={busy} onClick={() => void run(true)} data-testid="finish-job">
              {translate('app.field.finish')}
            </Button>
          )}
        </Stack>
        {!canFinish && (
          // Finish not offered: say why, in the workflow's words (only a job in progress is finished).
          <Typography variant="body2" color="text.secondary" data-testid="finish-reason" sx={{ textAlign: 'right' }}>
            {translate('app.field.finish_reason', { status: translate(statusLabelKey(pendingStatus(job.data, outboxEntries).status)) })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
};

/** The later of two versions of the report (by updated_at); the other when one is missing. */
const newer = (a: ServiceReport | null, b: ServiceReport | null): ServiceReport | null => (!a ? b : !b ? a : (b.updated_at ?? 0) > (a.updated_at ?? 0) ? b : a);

/** JSON with each object's keys in order: the same values whatever order they were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** Whether a Save would change nothing of the saves waiting: its fields, parts and answers as they wait. */
const sameValues = (body: ReportBody, queued: ReportBody): boolean => {
  const values = ({ uploads: _u, signature: _s, signature_strokes: _t, ...rest }: ReportBody) => canonical(rest);
  return values(queued) === values(mergeReportBodies(queued, body));
};

/** The call's answer, or null when it was kept in the outbox for the network (any other failure throws). */
async function keptOffline<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof Error && e.message === OFFLINE_QUEUED) return null;
    throw e;
  }
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 1.5 }}>
    <Typography variant="subtitle2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Stack spacing={1}>{children}</Stack>
  </Paper>
);

/** The checklist of the job's type (the report's own once written), or null; loaded ahead by the task list for the offline report. */
const useChecklist = (jobId: number) => useQuery(fieldQueries.checklist(jobId));

/** The server's rule (behaviour/service_reports.ts): empty text, null or no answer is unanswered; a Yes/No answered No is an answer. */
const unanswered = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The questions of the required items left unanswered. */
const checklistGaps = (checklist: ChecklistOfJob | null | undefined, answers: Record<string, unknown>): string[] =>
  (checklist?.items ?? []).filter((item) => item.required && unanswered(answers[item.question])).map((item) => item.question);

/** Items the report answers itself: the customer's signature (drawn below) and photos (taken above). */
const BY_REPORT: Record<string, 'signed' | 'photos'> = { Signature: 'signed', Photo: 'photos' };

/** The answers with each signature and photo item answered (true) when the report has one, else left unanswered. */
function answeredByReport(checklist: ChecklistOfJob | null | undefined, answers: Record<string, unknown>, has: { signed: boolean; photos: boolean }): Record<string, unknown> {
  const out = { ...answers };
  for (const item of checklist?.items ?? []) {
    const by = BY_REPORT[item.answer_type ?? ''];
    if (by) out[item.question] = has[by] ? true : null;
  }
  return out;
}

/**
 * The checklist answered by question; Yes/No items take Yes or No (No is an answer), Number and
 * Date items their own inputs, the others text; a Signature or Photo item is answered by the
 * report's own signature or photos. Required items are marked: Finish is refused while one is
 * unanswered. Absent when there is none.
 */
const Checklist = ({ checklist, answers, onChange }: { checklist: ChecklistOfJob | null | undefined; answers: Record<string, unknown>; onChange: (a: Record<string, unknown>) => void }) => {
  const translate = useTranslate();
  const items = checklist?.items ?? [];
  if (!items.length) return null;
  return (
    <Section title={checklist!.name || translate('app.field.checklist')}>
      <Box data-testid="report-checklist" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {items.map((item) => {
          const label = `${item.question}${item.required ? ' *' : ''}`;
          const type = item.answer_type ?? 'Yes/No';
          if (type === 'Yes/No')
            return (
              <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" id={`checklist-${item.id}`} sx={{ flex: '1 1 180px' }}>
                  {label}
                </Typography>
                <ToggleButtonGroup size="small" color="primary" exclusive aria-labelledby={`checklist-${item.id}`} value={typeof answers[item.question] === 'boolean' ? String(answers[item.question]) : null} onChange={(_, v: string | null) => onChange({ ...answers, [item.question]: v === null ? null : v === 'true' })}>
                  <ToggleButton value="true">{translate('app.field.checklist_yes')}</ToggleButton>
                  <ToggleButton value="false">{translate('app.field.checklist_no')}</ToggleButton>
                </ToggleButtonGroup>
              </Box>
            );
          if (BY_REPORT[type])
            // Answered by the report itself: the item says where, and takes no typing.
            return (
              <Box key={item.id}>
                <Typography variant="body2">{label}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate(BY_REPORT[type] === 'signed' ? 'app.field.checklist_by_signature' : 'app.field.checklist_by_photos')}
                </Typography>
              </Box>
            );
          const input = type === 'Number' ? 'number' : type === 'Date' ? 'date' : 'text';
          return (
            <TextField
              key={item.id}
              size="small"
              type={input}
              label={label}
              value={String(answers[item.question] ?? '')}
              onChange={(e) => onChange({ ...answers, [item.question]: input === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value })}
              slotProps={{ inputLabel: input === 'date' ? { shrink: true } : undefined, htmlInput: input === 'number' ? { inputMode: 'decimal', step: 'any' } : undefined }}
            />
          );
        })}
      </Box>
    </Section>
  );
};
