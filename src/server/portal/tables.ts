/**
 * The customer portal's own tables (issue 40; system tables, db/system-tables.ts: never served as
 * resources). Tokens are 256 random bits (auth/tokens.ts newRefreshToken) kept only as their
 * SHA-256 hash, as refresh tokens are.
 *
 * - `portal_contacts`: a customer's contact who may sign in (invited by staff from the company page);
 *   `active` false once staff revoke them.
 * - `portal_links`: a mailed link. `sign-in`: single-use, 15 minutes, for one contact. `document`: one
 *   quotation, invoice or job (`doc_kind`, `doc_id`) of a company, opening without signing in for 30
 *   days, many times, until staff revoke it (`revoked_at`).
 * - `portal_sessions`: a portal session (30 days on that browser). A document link's session names
 *   its link (`link_id`) and reaches only that document; revoking the link or the contact, or ending
 *   the contact's sessions, ends them.
 * - `portal_answers`: what a customer said about a document in the portal: a quotation accepted (name
 *   and drawn signature, printed on its PDF) or declined (reason), an invoice said paid (reference).
 */
import type { TableSpec } from '../db/sync';

export const CONTACTS = 'portal_contacts';
export const LINKS = 'portal_links';
export const SESSIONS = 'portal_sessions';
export const ANSWERS = 'portal_answers';

export const PORTAL_TABLES: TableSpec[] = [
  {
    name: CONTACTS,
    columns: [
      { name: 'company_id', kind: 'int', notNull: true },
      { name: 'name', kind: 'text', notNull: true },
      /** Lower-cased. */
      { name: 'email', kind: 'text', notNull: true },
      /** en, de, fr or pt: the portal's mails and sentences for this contact. */
      { name: 'language', kind: 'text', notNull: true },
      { name: 'active', kind: 'int', notNull: true },
      { name: 'invited_by', kind: 'int' },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'last_sign_in', kind: 'bigint' },
    ],
    indexes: [{ columns: ['company_id', 'email'], unique: true }, { columns: ['email'] }],
  },
  {
    name: LINKS,
    columns: [
      /** 'sign-in' or 'document'. */
      { name: 'kind', kind: 'text', notNull: true },
      { name: 'token_hash', kind: 'text', notNull: true },
      { name: 'company_id', kind: 'int', notNull: true },
      /** The contact a sign-in link is for; a document link's contact when the address is one. */
      { name: 'contact_id', kind: 'int' },
      /** A document link's document: 'quotation', 'invoice' or 'job', and its id. */
      { name: 'doc_kind', kind: 'text' },
      { name: 'doc_id', kind: 'int' },
      /** Where a document link was mailed, and that person's name. */
      { name: 'email', kind: 'text' },
      { name: 'name', kind: 'text' },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'expires_at', kind: 'bigint', notNull: true },
      { name: 'used_at', kind: 'bigint' },
      { name: 'revoked_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['token_hash'], unique: true }, { columns: ['doc_kind', 'doc_id'] }, { columns: ['contact_id'] }],
  },
  {
    name: SESSIONS,
    columns: [
      { name: 'token_hash', kind: 'text', notNull: true },
      { name: 'company_id', kind: 'int', notNull: true },
      { name: 'contact_id', kind: 'int' },
      { name: 'link_id', kind: 'int' },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'expires_at', kind: 'bigint', notNull: true },
      { name: 'ended_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['token_hash'], unique: true }, { columns: ['contact_id'] }, { columns: ['link_id'] }],
  },
  {
    name: ANSWERS,
    columns: [
      /** 'quotation' or 'invoice', and its id. */
      { name: 'doc_kind', kind: 'text', notNull: true },
      { name: 'doc_id', kind: 'int', notNull: true },
      /** 'accept', 'decline' or 'paid'. */
      { name: 'action', kind: 'text', notNull: true },
      { name: 'contact_id', kind: 'int' },
      /** The signer's name (accept), the reason (decline) or the payment's reference (paid). */
      { name: 'said', kind: 'text', notNull: true },
      /** The drawn signature, a PNG data URL (accept). */
      { name: 'signature', kind: 'text' },
      { name: 'at', kind: 'bigint', notNull: true },
    ],
    indexes: [{ columns: ['doc_kind', 'doc_id', 'at'] }],
  },
];
