/**
 * The portal session in localStorage, under a key of its own ('portal_session'): the staff app's
 * keys (token, refresh_token, user) are never read or written here, so a contact and a staff user
 * on one browser do not sign each other out.
 */
export interface PortalContact {
  /** Null for a document link's reader, who is not one of the company's portal contacts. */
  id: number | null;
  name: string;
  email: string;
  /** The contact's language, when the server knows it. */
  language?: string | null;
}

export interface PortalCompany {
  id: number;
  name: string;
}

/** A document link's session reaches only that document. */
export interface PortalScope {
  kind: 'quotation' | 'invoice' | 'job';
  id: number;
}

export interface PortalSession {
  session_token: string;
  expires_at: number | string;
  contact: PortalContact;
  company: PortalCompany;
  scope?: PortalScope | null;
}

const KEY = 'portal_session';

/** Seconds or an ISO date, as the server sends expires_at, in milliseconds. */
const expiresAtMs = (at: number | string): number => (typeof at === 'number' ? (at < 1e12 ? at * 1000 : at) : Date.parse(at));

export const portalSession = {
  read(): PortalSession | null {
    try {
      const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as PortalSession | null;
      if (!kept?.session_token) return null;
      const expires = expiresAtMs(kept.expires_at);
      if (Number.isFinite(expires) && expires <= Date.now()) {
        localStorage.removeItem(KEY);
        return null;
      }
      return kept;
    } catch {
      return null;
    }
  },
  write(session: PortalSession): void {
    localStorage.setItem(KEY, JSON.stringify(session));
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};

/** The page a document link's session opens on (and the only one it may show). */
export function scopePath(scope: PortalScope): string {
  const plural = { quotation: 'quotations', invoice: 'invoices', job: 'jobs' }[scope.kind];
  return `/portal/${plural}/${scope.id}`;
}
