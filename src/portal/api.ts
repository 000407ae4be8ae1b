/**
 * The portal's calls to /api/v1/portal/... (api-contract.md, "Customer portal"): JSON in and out,
 * the portal session's bearer token, and every refusal turned into a sentence (PortalError): the
 * first entry's title, or one of ours when the server gave none or could not be reached.
 */
import { pdfBlob } from '../shared/pdf-parts';
import { portalSession, type PortalCompany, type PortalContact, type PortalScope, type PortalSession } from './session';

export const API = '/api/v1';

export class PortalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Set by the app: what a call does when the session has ended (401), e.g. go to the sign-in page. */
let onSignedOut: (() => void) | null = null;
export const whenSignedOut = (handler: () => void) => (onSignedOut = handler);

/** The chosen language, sent as Accept-Language: the server's sentences come in it. */
let language = 'en';
export const speak = (locale: string) => (language = locale);

/** The sentences used when the server's answer carries none; replaced by the chosen language's. */
export const fallbackSentences = {
  network: 'The server could not be reached. Check the connection and try again.',
  unknown: 'Something went wrong. Reload the page and try again.',
};

function headers(json: boolean): Record<string, string> {
  const h: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Accept-Language': language };
  if (json) h['Content-Type'] = 'application/json';
  const token = portalSession.read()?.session_token;
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

async function errorOf(response: Response): Promise<PortalError> {
  let title: string | undefined;
  let code: string | undefined;
  try {
    const body = (await response.json()) as { errors?: Array<{ title?: string; code?: string }> };
    title = body.errors?.[0]?.title?.trim() || undefined;
    code = body.errors?.[0]?.code;
  } catch {
    // not JSON: our own sentence
  }
  return new PortalError(title ?? fallbackSentences.unknown, response.status, code);
}

async function send(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, {
      method: init.method ?? 'GET',
      headers: headers(init.body !== undefined),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new PortalError(fallbackSentences.network, 0);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && portalSession.read()) {
      portalSession.clear();
      onSignedOut?.();
    }
    throw error;
  }
  return response;
}

/** A call's `data`. */
export async function call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** A file (a picture) fetched with the session's token, as a blob: URL the page can open. */
export async function blobUrl(path: string): Promise<string> {
  const absolute = path.startsWith('/api/') || /^https?:/.test(path);
  const response = absolute ? await fetch(path, { headers: headers(false) }).catch(() => null) : await send(path);
  if (!response) throw new PortalError(fallbackSentences.network, 0);
  if (!response.ok) throw await errorOf(response);
  return URL.createObjectURL(await response.blob());
}

/**
 * A PDF as a blob: URL. Every /pdf call of the API (the statement's format=pdf too) answers JSON
 * `{data: [base64 parts]}`, joined and decoded as the staff app does (shared/pdf-parts.ts).
 */
export async function pdfBlobUrl(path: string): Promise<string> {
  return URL.createObjectURL(pdfBlob(await call<string[]>(path)));
}

/** Unix seconds, as the server sends every date and time (a date is its Singapore midnight). */
export type UnixSeconds = number;

// ---- the wire types (api-contract.md, "Customer portal") -------------------------------------

export interface Me {
  contact: PortalContact;
  company: PortalCompany;
  scope: PortalScope | null;
  /** The contact's language as the server keeps it. */
  language?: string | null;
}

export interface QuotationRow {
  id: number;
  /** null while a draft has no number yet. */
  number: string | null;
  date: UnixSeconds | null;
  valid_until: UnixSeconds | null;
  /** The customer's answer; an open one past its validity is `expired` besides. */
  status: 'open' | 'accepted' | 'declined';
  currency: string;
  subtotal: number;
  gst: number;
  total: number;
  expired: boolean;
}

export interface DocumentLine {
  description: string | null;
  qty: number;
  uom: string | null;
  unit_price: number;
  /** Percent. */
  discount: number;
  amount: number;
  tax_code?: string | null;
}

export interface Person {
  name: string;
  email: string | null;
  tel: string | null;
}

export interface Quotation extends QuotationRow {
  lines: DocumentLine[];
  salesperson: Person | null;
  /** Who accepted it in the portal (kept in the server's portal_answers), and when. */
  accepted: { name: string; at: UnixSeconds } | null;
  /** Why it was declined in the portal, and when. */
  declined: { reason: string; at: UnixSeconds } | null;
}

export interface InvoiceRow {
  id: number;
  number: string;
  date: UnixSeconds | null;
  due_date: UnixSeconds | null;
  currency: string;
  total: number;
  balance_due: number;
  payment_status: 'Unpaid' | 'Partly paid' | 'Paid' | 'Overdue';
  /** What the customer said when telling us they paid (portal_answers), on the list and the detail. */
  customer_paid_reference: string | null;
}

export interface Invoice extends InvoiceRow {
  lines: DocumentLine[];
  subtotal: number;
  gst: number;
  paynow: { payload: string; amount: number; reference: string } | null;
}

export interface Statement {
  opening_balance: number;
  lines: Array<{ date: UnixSeconds; number: string | null; kind: 'invoice' | 'credit_note' | 'payment'; debit: number; credit: number; balance: number }>;
  closing_balance: number;
  currency: 'SGD';
}

export interface ServiceReportRow {
  id: number;
  number: string | null;
  date: UnixSeconds | null;
  job_number: string | null;
  site: string | null;
  signed_by?: string | null;
}

export interface Equipment {
  id: number;
  name: string;
  serial_no: string | null;
  under_contract: boolean;
  warranty_until: UnixSeconds | null;
}

export interface Site {
  id: number;
  name: string;
  address: string | null;
  postal: string | null;
  latitude: number | null;
  longitude: number | null;
  equipment: Equipment[];
}

export interface Technician {
  first_name: string;
  picture_url: string | null;
}

export interface JobRow {
  id: number;
  number: string | null;
  site: string | null;
  /** The job's state as the server labels it: New, Accepted, Work in progress, Paused, Done, Completed. */
  state: string;
  scheduled_start: UnixSeconds | null;
  eta: UnixSeconds | null;
  technician: Technician | null;
}

export interface Tracking {
  state: string;
  on_the_way: boolean;
  position: { latitude: number; longitude: number; accuracy?: number | null; at: UnixSeconds } | null;
  eta_minutes: number | null;
  technician: Technician | null;
  site: { latitude: number | null; longitude: number | null } | null;
}

export interface Upload {
  name: string;
  base64: string;
}

const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body });

export const portalApi = {
  askForLink: (email: string) => post<void>('/portal/auth/link', { email }),
  signIn: (token: string) => post<PortalSession>('/portal/auth/token', { token }),
  openDocument: (token: string) => post<PortalSession>('/portal/auth/document', { token }),
  signOut: () => post<void>('/portal/auth/logout', {}),
  me: () => call<Me>('/portal/me'),
  quotations: () => call<QuotationRow[]>('/portal/quotations'),
  quotation: (id: number) => call<Quotation>(`/portal/quotations/${id}`),
  accept: (id: number, signatureName: string, signature: string) => post<Quotation>(`/portal/quotations/${id}/accept`, { signature_name: signatureName, signature }),
  decline: (id: number, reason: string) => post<Quotation>(`/portal/quotations/${id}/decline`, { reason }),
  invoices: () => call<InvoiceRow[]>('/portal/invoices'),
  invoice: (id: number) => call<Invoice>(`/portal/invoices/${id}`),
  paid: (id: number, reference: string) => post<Invoice>(`/portal/invoices/${id}/paid`, { reference }),
  statement: (from: string, to: string) => call<Statement>(`/portal/statement?from=${from}&to=${to}`),
  serviceReports: () => call<ServiceReportRow[]>('/portal/service_reports'),
  sites: () => call<Site[]>('/portal/sites'),
  requestService: (request: { site_id: number; problem_description: string; preferred_date: string; uploads?: Upload[] }) =>
    post<{ id: number; number: string | null }>('/portal/service_requests', request),
  jobs: () => call<JobRow[]>('/portal/jobs'),
  track: (id: number) => call<Tracking>(`/portal/jobs/${id}/track`),
  /** The public map settings the staff app's maps read too (MAP_TILE_URL; null: the shipped outline). */
  mapConfig: () => call<{ tile_url: string | null; attribution: string }>('/map/config'),
};

/** The PDF of a document or of the statement, as a blob: URL. */
export const pdfUrl = {
  quotation: (id: number) => pdfBlobUrl(`/portal/quotations/${id}/pdf`),
  invoice: (id: number) => pdfBlobUrl(`/portal/invoices/${id}/pdf`),
  serviceReport: (id: number) => pdfBlobUrl(`/portal/service_reports/${id}/pdf`),
  statement: (from: string, to: string) => pdfBlobUrl(`/portal/statement?from=${from}&to=${to}&format=pdf`),
};
