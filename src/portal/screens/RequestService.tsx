/**
 * Ask for service: the site, what is wrong, a preferred date, and photos (made smaller on the
 * phone before they are sent, as the technician's report does: browser-image-compression).
 */
import { useState, type FormEvent } from 'react';
import { portalApi, type Upload } from '../api';
import { isoDay } from '../format';
import { useT } from '../i18n';
import { ErrorNote, Link, Page, Show, useLoad } from '../ui';
import { numberOf } from '../words';

/** The technician's report's photo size (src/app/modules/field/ServiceReportScreen.tsx). */
const PHOTO = { maxSizeMB: 0.5, maxWidthOrHeight: 1600, useWebWorker: true };
const MAX_PHOTOS = 5;

async function smaller(file: File): Promise<Upload> {
  const { default: imageCompression } = await import('browser-image-compression');
  const small = file.type.startsWith('image/') ? await imageCompression(file, PHOTO).catch(() => file) : file;
  return { name: file.name, base64: await imageCompression.getDataUrlFromFile(small) };
}

export default function RequestService() {
  const t = useT();
  const sites = useLoad(portalApi.sites);
  const [siteId, setSiteId] = useState(() => new URLSearchParams(window.location.search).get('site') ?? '');
  const [problem, setProblem] = useState('');
  const [date, setDate] = useState(() => isoDay(1));
  const [photos, setPhotos] = useState<Upload[]>([]);
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ id: number; number: string | null } | null>(null);

  const addPhotos = async (files: FileList | null) => {
    if (!files?.length) return;
    setReading(true);
    setError(null);
    try {
      const added = await Promise.all([...files].slice(0, MAX_PHOTOS - photos.length).map(smaller));
      setPhotos((now) => [...now, ...added].slice(0, MAX_PHOTOS));
    } catch {
      setError(t('request.photo_failed'));
    } finally {
      setReading(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!siteId) return setError(t('request.site_needed'));
    if (!problem.trim()) return setError(t('request.problem_needed'));
    if (!date) return setError(t('request.date_needed'));
    setBusy(true);
    setError(null);
    try {
      setMade(await portalApi.requestService({ site_id: Number(siteId), problem_description: problem.trim(), preferred_date: date, ...(photos.length ? { uploads: photos } : {}) }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (made)
    return (
      <Page title={t('request.title')}>
        <p className="note ok" role="status" data-testid="request-made">
          {t('request.made', { number: numberOf(made) })}
        </p>
        <Link to="/portal" className="button block">
          {t('nav.home')}
        </Link>
      </Page>
    );
  return (
    <Page title={t('request.title')} back={{ to: '/portal/more', label: t('nav.more') }}>
      <Show loaded={sites}>
        {(list) => (
          <form className="card" onSubmit={submit} noValidate data-testid="request-form">
            <label className="field">
              {t('request.site')}
              <select name="site_id" value={siteId} onChange={(e) => setSiteId(e.target.value)}>
                <option value="">{t('request.choose_site')}</option>
                {list.map((s) => (
                  <option key={s.id} value={s.id}>
                    {[s.name, s.address].filter(Boolean).join(' – ')}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              {t('request.problem')}
              <span className="hint">{t('request.problem_hint')}</span>
              <textarea name="problem_description" value={problem} onChange={(e) => setProblem(e.target.value)} />
            </label>
            <label className="field">
              {t('request.preferred_date')}
              <input type="date" name="preferred_date" value={date} min={isoDay()} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label className="field">
              {t('request.photos')}
              <span className="hint">{t('request.photos_hint', { count: MAX_PHOTOS })}</span>
              <input type="file" name="photos" accept="image/*" multiple disabled={reading || photos.length >= MAX_PHOTOS} onChange={(e) => void addPhotos(e.target.files).then(() => (e.target.value = ''))} />
            </label>
            {photos.length > 0 && (
              <div className="photos">
                {photos.map((p, i) => (
                  <img key={i} src={p.base64} alt={p.name} />
                ))}
                <button type="button" className="button secondary" onClick={() => setPhotos([])}>
                  {t('request.remove_photos')}
                </button>
              </div>
            )}
            {reading && <p className="muted small">{t('request.reading_photos')}</p>}
            {error && <ErrorNote error={error} />}
            <button type="submit" className="button block" disabled={busy || reading} data-testid="request-submit">
              {busy ? t('common.sending') : t('request.submit')}
            </button>
          </form>
        )}
      </Show>
    </Page>
  );
}
