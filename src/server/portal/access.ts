/**
 * Who reaches the customer portal (issue 40; api-contract.md "Customer portal"): a customer's
 * contact, signed in by a mailed link, never by a password, or whoever opens a document's own link.
 *
 * - Staff invite a contact (POST /portal/invitations): the contact is kept (tables.ts) and mailed a
 *   sign-in link. A contact asks for a link with their address (POST /portal/auth/link): always 202,
 *   whether or not the address is known; a known, active contact is mailed a single-use link valid 15
 *   minutes. Requests are limited per address asked for and per caller's address (429), counted
 *   alike for known and unknown addresses, so a refusal tells nothing either.
 * - The link's token opens a session of 30 days on that browser (POST /portal/auth/token); using it
 *   uses it up. Staff end a contact's sessions, or revoke the contact, from the company page.
 * - A document's mail carries `${PUBLIC_URL}/p/<token>`: that token opens (POST /portal/auth/document)
 *   a session that reaches that one document, as often as wanted for 30 days, until staff revoke it.
 *
 * Tokens are 256 random bits from node:crypto, kept only as their SHA-256 hash (auth/tokens.ts, as
 * the staff's refresh tokens). A portal session token is not a staff access token (a signed JWT), so
 * neither reaches the other's routes: each side's lookup does not know the other's token (401).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import { unixNow } from '../clock';
import { HttpError, invalidToken, badRequest } from '../errors';
import { RateLimitedError, RateLimits, type Limit } from '../auth/login-limits';
import { hashToken, newRefreshToken } from '../auth/tokens';
import { readBusiness } from '../business/details';
import type { Mail, Mailer } from '../mail/mailer';
import { localeOf, type Locale } from '../i18n';
import { CONTACTS, LINKS, SESSIONS } from './tables';
import { portalLocale, portalWord } from './words';

export const SIGN_IN_LINK_SECONDS = 15 * 60;
export const SESSION_SECONDS = 30 * 24 * 3600;
export const DOCUMENT_LINK_SECONDS = 30 * 24 * 3600;
/** Link requests: per address asked for, and per caller's network address, within an hour. */
export const LINKS_PER_EMAIL = 5;
export const LINKS_PER_ADDRESS = 30;
const LINK_WINDOW = 3600;

export type DocumentKind = 'quotation' | 'invoice' | 'job';
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['quotation', 'invoice', 'job'];

export interface PortalContact {
  id: number | null;
  name: string;
  email: string;
}

/** The caller of a portal route: their company, who they are, and what a document link limits them to. */
export interface PortalCaller {
  sessionId: number;
  company: { id: number; name: string };
  contact: PortalContact;
  language: Locale;
  scope: { kind: DocumentKind; id: number } | null;
}

export interface SessionAnswer {
  session_token: string;
  expires_at: number;
  contact: PortalContact;
  company: { id: number; name: string };
  scope?: { kind: DocumentKind; id: number };
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
const fold = (email: string) => email.trim().toLowerCase();

export class PortalAccess {
  private readonly limits: RateLimits;

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Pick<Settings, 'publicUrl'>,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limits = new RateLimits(db);
  }

  private sendLater(mail: Mail): void {
    this.mailer.send(mail).catch((e) => this.log.error({ err: e, to: mail.to }, 'a portal mail could not be sent'));
  }

  private async businessName(): Promise<string> {
    return (await readBusiness(this.db)).name?.trim() || 'Customer portal';
  }

  private async companyOf(id: number): Promise<{ id: number; name: string } | undefined> {
    const row = await this.db.selectFrom('companies').select(['id', 'company_name']).where('id', '=', id).executeTakeFirst();
    return row && { id: Number(row.id), name: String(row.company_name ?? '') };
  }

  /** A new single-use sign-in link for the contact, mailed in their language (an invitation's words, or a plain link's). */
  private async mailSignInLink(contact: Record<string, any>, invitation: boolean): Promise<void> {
    const now = unixNow();
    const token = newRefreshToken();
    await this.db
      .insertInto(LINKS)
      .values({ kind: 'sign-in', token_hash: hashToken(token), company_id: contact.company_id, contact_id: contact.id, created_at: now, expires_at: now + SIGN_IN_LINK_SECONDS })
      .execute();
    const values = { name: String(contact.name), business: await this.businessName(), url: `${this.settings.publicUrl}/portal/sign-in?token=${encodeURIComponent(token)}`, portal: `${this.settings.publicUrl}/portal` };
    const language = contact.language;
    this.sendLater({
      to: String(contact.email),
      subject: portalWord(language, invitation ? 'inviteSubject' : 'signInSubject', values),
      text: portalWord(language, invitation ? 'inviteBody' : 'signInBody', values),
    });
  }

  /** POST /portal/invitations: the contact (added, or made active again with the new name), mailed a sign-in link. */
  async invite(input: { company_id: number; email: string; name: string; language?: string }, invitedBy: number | null): Promise<Record<string, any>> {
    const company = await this.companyOf(input.company_id);
    if (!company) throw new HttpError('VALIDATION_FAILED', [{ title: 'There is no such company', meta: { field: 'company_id' } }]);
    const email = fold(input.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpError('VALIDATION_FAILED', [{ title: 'Enter a valid email address', meta: { field: 'email' } }]);
    const name = input.name.trim();
    if (!name) throw new HttpError('VALIDATION_FAILED', [{ title: 'Name is required', meta: { field: 'name' } }]);
    const language = portalLocale(input.language);
    const existing = await this.db.selectFrom(CONTACTS).selectAll().where('company_id', '=', company.id).where('email', '=', email).executeTakeFirst();
    if (existing) await this.db.updateTable(CONTACTS).set({ name, language, active: 1 }).where('id', '=', existing.id).execute();
    else await this.db.insertInto(CONTACTS).values({ company_id: company.id, name, email, language, active: 1, invited_by: invitedBy, created_at: unixNow() }).execute();
    const contact = await this.db.selectFrom(CONTACTS).selectAll().where('company_id', '=', company.id).where('email', '=', email).executeTakeFirstOrThrow();
    await this.mailSignInLink(contact, true);
    return contact;
  }

  /**
   * POST /portal/auth/link: a link to each active contact with this address (one per company they
   * are a contact of). Answers nothing, whether or not any was mailed; 429 past the limits.
   */
  async requestLink(emailGiven: unknown, address: string, acceptLanguage: string | undefined): Promise<void> {
    if (typeof emailGiven !== 'string' || !emailGiven.trim()) throw new HttpError('VALIDATION_FAILED', [{ title: 'Email is required', meta: { field: 'email' } }]);
    const email = fold(emailGiven);
    if (email.length > 254 || email.includes('\0')) return;
    const limits: Limit[] = [
      { bucket: 'portal-link-email', key: hashToken(email), max: LINKS_PER_EMAIL, window: LINK_WINDOW },
      { bucket: 'portal-link-address', key: address, max: LINKS_PER_ADDRESS, window: LINK_WINDOW },
    ];
    let wait = 0;
    for (const limit of limits) wait = Math.max(wait, await this.limits.waitFor(limit));
    if (wait > 0) throw new RateLimitedError(portalWord(localeOf(undefined, acceptLanguage), 'tooManyLinks', { minutes: Math.ceil(wait / 60) }), wait);
    await this.limits.record(limits);
    const contacts = await this.db.selectFrom(CONTACTS).selectAll().where('email', '=', email).where('active', '=', 1).execute();
    for (const contact of contacts) await this.mailSignInLink(contact, false);
  }

  private async openSession(companyId: number, contactId: number | null, linkId: number | null, expiresAt: number): Promise<{ token: string }> {
    const token = newRefreshToken();
    await this.db.insertInto(SESSIONS).values({ token_hash: hashToken(token), company_id: companyId, contact_id: contactId, link_id: linkId, created_at: unixNow(), expires_at: expiresAt }).execute();
    return { token };
  }

  private refusal(acceptLanguage: string | undefined, key: 'badLink' | 'badDocumentLink') {
    return badRequest(portalWord(localeOf(undefined, acceptLanguage), key), { field: 'token' });
  }

  /** POST /portal/auth/token: a sign-in link's token, used up, for a session of 30 days; 400 in a sentence otherwise. */
  async signIn(token: unknown, acceptLanguage: string | undefined): Promise<SessionAnswer> {
    if (typeof token !== 'string' || !TOKEN.test(token)) throw this.refusal(acceptLanguage, 'badLink');
    const now = unixNow();
    const link = await this.db.selectFrom(LINKS).selectAll().where('token_hash', '=', hashToken(token)).where('kind', '=', 'sign-in').executeTakeFirst();
    const contact = link && (await this.db.selectFrom(CONTACTS).selectAll().where('id', '=', Number(link.contact_id)).executeTakeFirst());
    const company = link && (await this.companyOf(Number(link.company_id)));
    if (!link || !contact || !company || !Number(contact.active) || link.revoked_at !== null) throw this.refusal(contact?.language ?? acceptLanguage, 'badLink');
    // Used once, even by two calls at the same moment: only the one that marks it goes on.
    const used = await this.db.updateTable(LINKS).set({ used_at: now }).where('id', '=', link.id).where('used_at', 'is', null).where('expires_at', '>=', now).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(portalWord(contact.language, 'badLink'), { field: 'token' });
    await this.db.updateTable(CONTACTS).set({ last_sign_in: now }).where('id', '=', contact.id).execute();
    const expires = now + SESSION_SECONDS;
    const session = await this.openSession(company.id, Number(contact.id), null, expires);
    return { session_token: session.token, expires_at: expires, contact: { id: Number(contact.id), name: String(contact.name), email: String(contact.email) }, company };
  }

  /**
   * A document's own link (`${PUBLIC_URL}/p/<token>`), 30 days, for the mail about it: kept for
   * `company_id`'s `kind` `id`, addressed to `email` (a portal contact of that company when one has it).
   */
  async documentLink(document: { companyId: number; kind: DocumentKind; id: number; email: string; name?: string | null }): Promise<string> {
    const now = unixNow();
    const token = newRefreshToken();
    const email = fold(document.email);
    const contact = await this.db.selectFrom(CONTACTS).select('id').where('company_id', '=', document.companyId).where('email', '=', email).where('active', '=', 1).executeTakeFirst();
    await this.db
      .insertInto(LINKS)
      .values({
        kind: 'document',
        token_hash: hashToken(token),
        company_id: document.companyId,
        contact_id: contact?.id ?? null,
        doc_kind: document.kind,
        doc_id: document.id,
        email,
        name: document.name?.trim() || null,
        created_at: now,
        expires_at: now + DOCUMENT_LINK_SECONDS,
      })
      .execute();
    return `${this.settings.publicUrl}/p/${token}`;
  }

  /** The line a document's mail carries: its own link, in the language of the portal contact it goes to (else English). */
  async documentLine(document: Parameters<PortalAccess['documentLink']>[0]): Promise<string> {
    const contact = await this.db.selectFrom(CONTACTS).select('language').where('company_id', '=', document.companyId).where('email', '=', fold(document.email)).executeTakeFirst();
    return portalWord(contact?.language ?? 'en', 'documentLine', { url: await this.documentLink(document) });
  }

  /** POST /portal/auth/document: a document link's token (not used up) for a session reaching that document alone. */
  async openDocument(token: unknown, acceptLanguage: string | undefined): Promise<SessionAnswer & { scope: { kind: DocumentKind; id: number } }> {
    if (typeof token !== 'string' || !TOKEN.test(token)) throw this.refusal(acceptLanguage, 'badDocumentLink');
    const now = unixNow();
    const link = await this.db.selectFrom(LINKS).selectAll().where('token_hash', '=', hashToken(token)).where('kind', '=', 'document').executeTakeFirst();
    const company = link && (await this.companyOf(Number(link.company_id)));
    if (!link || !company || link.revoked_at !== null || Number(link.expires_at) < now || !DOCUMENT_KINDS.includes(link.doc_kind)) throw this.refusal(acceptLanguage, 'badDocumentLink');
    const contact = link.contact_id === null ? undefined : await this.db.selectFrom(CONTACTS).selectAll().where('id', '=', Number(link.contact_id)).executeTakeFirst();
    await this.db.updateTable(LINKS).set({ used_at: now }).where('id', '=', link.id).execute();
    const expires = Math.min(now + SESSION_SECONDS, Number(link.expires_at));
    const session = await this.openSession(company.id, null, Number(link.id), expires);
    return {
      session_token: session.token,
      expires_at: expires,
      contact: contact ? { id: Number(contact.id), name: String(contact.name), email: String(contact.email) } : { id: null, name: String(link.name ?? ''), email: String(link.email ?? '') },
      company,
      scope: { kind: link.doc_kind as DocumentKind, id: Number(link.doc_id) },
    };
  }

  /** The caller of a portal route from its `Authorization: Bearer` header; 401 in a sentence otherwise. */
  async authenticate(authorization: string | undefined, acceptLanguage: string | undefined): Promise<PortalCaller> {
    const match = BEARER.exec(authorization ?? '');
    const anonymous = localeOf(undefined, acceptLanguage);
    if (!match) throw invalidToken(portalWord(anonymous, 'signInFirst'));
    const now = unixNow();
    const session = await this.db.selectFrom(SESSIONS).selectAll().where('token_hash', '=', hashToken(match[1])).executeTakeFirst();
    if (!session) throw invalidToken(portalWord(anonymous, 'signInFirst'));
    const contact = session.contact_id === null ? undefined : await this.db.selectFrom(CONTACTS).selectAll().where('id', '=', Number(session.contact_id)).executeTakeFirst();
    const link = session.link_id === null ? undefined : await this.db.selectFrom(LINKS).selectAll().where('id', '=', Number(session.link_id)).executeTakeFirst();
    const linkContact = link?.contact_id === null || link?.contact_id === undefined ? undefined : await this.db.selectFrom(CONTACTS).selectAll().where('id', '=', Number(link.contact_id)).executeTakeFirst();
    const language = portalLocale(contact?.language ?? linkContact?.language ?? anonymous);
    const ended =
      session.ended_at !== null ||
      Number(session.expires_at) < now ||
      (session.contact_id !== null && (!contact || !Number(contact.active))) ||
      (session.link_id !== null && (!link || link.revoked_at !== null || Number(link.expires_at) < now));
    if (ended) throw invalidToken(portalWord(language, 'sessionEnded'));
    const company = await this.companyOf(Number(session.company_id));
    if (!company) throw invalidToken(portalWord(language, 'sessionEnded'));
    const who = contact ?? linkContact;
    return {
      sessionId: Number(session.id),
      company,
      contact: who ? { id: Number(who.id), name: String(who.name), email: String(who.email) } : { id: null, name: String(link?.name ?? ''), email: String(link?.email ?? '') },
      language,
      scope: link ? { kind: link.doc_kind as DocumentKind, id: Number(link.doc_id) } : null,
    };
  }

  async logout(caller: PortalCaller): Promise<void> {
    await this.db.updateTable(SESSIONS).set({ ended_at: unixNow() }).where('id', '=', caller.sessionId).where('ended_at', 'is', null).execute();
  }

  /** The company's portal contacts, for the company page; sessions open now counted. */
  async contactsOf(companyId: number): Promise<Array<Record<string, unknown>>> {
    const now = unixNow();
    const rows = await this.db.selectFrom(CONTACTS).selectAll().where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
    const open = await this.db
      .selectFrom(SESSIONS)
      .select(['contact_id'])
      .select((eb) => eb.fn.countAll().as('n'))
      .where('company_id', '=', companyId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>=', now)
      .where('contact_id', 'is not', null)
      .groupBy('contact_id')
      .execute();
    const sessions = new Map(open.map((r) => [Number(r.contact_id), Number(r.n)]));
    return rows.map((r) => contactAnswer(r, sessions.get(Number(r.id)) ?? 0));
  }

  async contact(id: number): Promise<Record<string, any> | undefined> {
    return Number.isSafeInteger(id) ? this.db.selectFrom(CONTACTS).selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  }

  /** Every session of the contact ends (their browsers must sign in again); answers how many. */
  async endSessions(contactId: number): Promise<number> {
    const now = unixNow();
    const links = this.db.selectFrom(LINKS).select('id').where('contact_id', '=', contactId);
    const done = await this.db
      .updateTable(SESSIONS)
      .set({ ended_at: now })
      .where('ended_at', 'is', null)
      .where((eb) => eb.or([eb('contact_id', '=', contactId), eb('link_id', 'in', links)]))
      .executeTakeFirst();
    return Number(done.numUpdatedRows);
  }

  /** The contact may not sign in any more: their sessions end and their unused sign-in links are void. */
  async revoke(contactId: number): Promise<void> {
    const now = unixNow();
    await this.db.updateTable(CONTACTS).set({ active: 0 }).where('id', '=', contactId).execute();
    await this.db.updateTable(LINKS).set({ revoked_at: now }).where('contact_id', '=', contactId).where('kind', '=', 'sign-in').where('revoked_at', 'is', null).execute();
    await this.endSessions(contactId);
  }

  /** A document's links, newest first, for staff to revoke. */
  async linksOf(kind: DocumentKind, id: number): Promise<Array<Record<string, unknown>>> {
    const rows = await this.db.selectFrom(LINKS).selectAll().where('kind', '=', 'document').where('doc_kind', '=', kind).where('doc_id', '=', id).orderBy('id', 'desc').execute();
    return rows.map(linkAnswer);
  }

  async link(id: number): Promise<Record<string, any> | undefined> {
    return Number.isSafeInteger(id) ? this.db.selectFrom(LINKS).selectAll().where('id', '=', id).where('kind', '=', 'document').executeTakeFirst() : undefined;
  }

  /** A document link stops opening, and the sessions it opened end. */
  async revokeLink(id: number): Promise<void> {
    const now = unixNow();
    await this.db.updateTable(LINKS).set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    await this.db.updateTable(SESSIONS).set({ ended_at: now }).where('link_id', '=', id).where('ended_at', 'is', null).execute();
  }
}

const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const contactAnswer = (r: Record<string, any>, openSessions = 0) => ({
  id: Number(r.id),
  company_id: Number(r.company_id),
  name: String(r.name),
  email: String(r.email),
  language: String(r.language),
  active: !!Number(r.active),
  created_at: Number(r.created_at),
  last_sign_in: orNull(r.last_sign_in),
  open_sessions: openSessions,
});

export const linkAnswer = (r: Record<string, any>) => ({
  id: Number(r.id),
  doc_kind: String(r.doc_kind),
  doc_id: Number(r.doc_id),
  email: r.email === null ? null : String(r.email),
  created_at: Number(r.created_at),
  expires_at: Number(r.expires_at),
  last_opened: orNull(r.used_at),
  revoked_at: orNull(r.revoked_at),
});
