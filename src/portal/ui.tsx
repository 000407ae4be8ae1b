/** The portal's small kit: loading a call's answer, a page's frame, notes, chips and links. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { blobUrl } from './api';
import { useLanguage, useT } from './i18n';
import { follow } from './router';

export interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload(): void;
  /** Replace the answer with a write's (e.g. the accepted quotation). */
  set(data: T): void;
}

/** One call's answer, called again when `key` changes or on reload(). */
export function useLoad<T>(load: () => Promise<T>, key: unknown[] = []): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error: string | null; loading: boolean }>({ error: null, loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (e: Error) => live && setState({ error: e.message, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [round, ...key]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { data: state.data, error: state.error, loading: state.loading, reload, set };
}

export const Link = ({ to, children, className, current }: { to: string; children: ReactNode; className?: string; current?: boolean }) => (
  <a href={to} onClick={follow} className={className} aria-current={current ? 'page' : undefined}>
    {children}
  </a>
);

export const Spinner = () => {
  const t = useT();
  return (
    <div className="spinner" role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
};

export const ErrorNote = ({ error, onRetry }: { error: string; onRetry?: () => void }) => {
  const t = useT();
  return (
    <div className="note error" role="alert">
      {error}
      {onRetry && (
        <>
          {' '}
          <button type="button" className="button secondary" style={{ minHeight: '2.2rem', marginTop: '0.5rem', display: 'flex' }} onClick={onRetry}>
            {t('common.retry')}
          </button>
        </>
      )}
    </div>
  );
};

/** A loaded answer's three states: the spinner, the error (with Retry), the content. */
export function Show<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.data !== undefined) return <>{children(loaded.data)}</>;
  if (loaded.error) return <ErrorNote error={loaded.error} onRetry={loaded.reload} />;
  return <Spinner />;
}

export const Page = ({ title, back, children }: { title: ReactNode; back?: { to: string; label: string }; children: ReactNode }) => (
  <>
    {back && (
      <Link to={back.to} className="back">
        ‹ {back.label}
      </Link>
    )}
    <h1>{title}</h1>
    {children}
  </>
);

/** A status chip coloured by what it means to the customer; the words come from the messages. */
export const Chip = ({ tone, children }: { tone?: 'ok' | 'warn' | 'bad'; children: ReactNode }) => <span className={`chip ${tone ?? ''}`}>{children}</span>;

/** Opens a PDF fetched with the session's token (a blob: URL in a new tab, or here when blocked). */
export const PdfButton = ({ load, label }: { load: () => Promise<string>; label?: string }) => {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setError(null);
    // The tab is opened on the click (a later window.open is blocked as a pop-up), then pointed at the file.
    const tab = window.open('', '_blank');
    try {
      const url = await load();
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (e) {
      tab?.close();
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button secondary" onClick={open} disabled={busy} data-testid="pdf">
        {busy ? t('common.opening') : (label ?? t('common.pdf'))}
      </button>
      {error && <ErrorNote error={error} />}
    </>
  );
};

/** A picture fetched with the session's token (the technician's photo). */
export const AuthImage = ({ src, alt, className, fallback }: { src: string | null | undefined; alt: string; className?: string; fallback: ReactNode }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    let made: string | null = null;
    let live = true;
    blobUrl(src).then(
      (u) => (live ? setUrl((made = u)) : URL.revokeObjectURL(u)),
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  return url ? <img src={url} alt={alt} className={className} /> : <>{fallback}</>;
};

/** The locale code for Intl (money, dates). */
export const useLocale = () => useLanguage().locale;
