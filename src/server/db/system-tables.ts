/**
 * Every table that is not a resource (never served by the API), in one list: sessions and their
 * refresh tokens, the account and security features, the reference-data marks. Everything that
 * must hold across several server instances lives here, in the database. (The `migrations` table
 * is made by db/migrate.ts, which runs before the sync.)
 */
import type { Registry } from '../registry';
import { tableOf, type TableSpec } from './sync';
import { IMPORTS_TABLE } from '../import/table';
import { BUSINESS_TABLE } from '../business/details';
import { EINVOICE_QUEUE_TABLE } from '../einvoice/sender';
import { PORTAL_TABLES } from '../portal/tables';
import { POSITIONS_TABLE } from '../dispatch/tracking';

/** Which keys of which collection were shipped (seed/reference-data). */
export const REFERENCE_DATA_TABLE: TableSpec = {
  name: 'reference_data',
  columns: [
    { name: 'resource', kind: 'text', notNull: true },
    { name: 'natural_key', kind: 'text', notNull: true },
    { name: 'created_at', kind: 'bigint', notNull: true },
  ],
  indexes: [{ columns: ['resource', 'natural_key'], unique: true }],
};

export const SYSTEM_TABLES: TableSpec[] = [
  REFERENCE_DATA_TABLE,
  // Imports from spreadsheets (import/run.ts): counts, failed rows and what each wrote, for undo.
  IMPORTS_TABLE,
  // The business's own details, one row (business/details.ts).
  BUSINESS_TABLE,
  // Sessions and their refresh tokens.
  {
    name: 'auth_sessions',
    columns: [
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      // 'openid': an OpenID provider's sign-in stands for the second factor (auth/factors.ts).
      { name: 'second_factor', kind: 'text' },
      { name: 'revoked_at', kind: 'bigint' },
      { name: 'revoked_reason', kind: 'text' },
      // Where it was signed in from (auth/session-list.ts): the browser's User-Agent (its first
      // 500 characters), that summarised as browser and system ("Chrome on Windows"), the address.
      { name: 'user_agent', kind: 'text' },
      { name: 'device', kind: 'text' },
      { name: 'address', kind: 'text' },
    ],
    indexes: [{ columns: ['user_id'] }],
  },
  {
    name: 'refresh_tokens',
    columns: [
      { name: 'session_id', kind: 'int', notNull: true },
      { name: 'token_hash', kind: 'text', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'expires_at', kind: 'bigint', notNull: true },
      { name: 'used_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['token_hash'], unique: true }, { columns: ['session_id'] }],
  },
  {
    // Single-use, time-limited account tokens (verify email, reset password, set password),
    // kept as SHA-256 hashes like refresh tokens.
    name: 'account_tokens',
    columns: [
      { name: 'kind', kind: 'text', notNull: true },
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'token_hash', kind: 'text', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'expires_at', kind: 'bigint', notNull: true },
      { name: 'used_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['token_hash'], unique: true }, { columns: ['user_id', 'kind'] }],
  },
  {
    // The authenticator-app secret of a user (auth/totp.ts): pending until confirmed_at; last_step
    // is the latest 30-second step accepted, so a code is accepted once. Kept as base32 text (no
    // key-encryption helper yet).
    name: 'user_totp',
    columns: [
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'secret', kind: 'text', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'confirmed_at', kind: 'bigint' },
      { name: 'last_step', kind: 'bigint' },
    ],
    indexes: [{ columns: ['user_id'], unique: true }],
  },
  {
    // Recovery codes of the second factor, as SHA-256 hashes; each used once.
    name: 'recovery_codes',
    columns: [
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'code_hash', kind: 'text', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'used_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['user_id', 'code_hash'] }],
  },
  {
    // The step between a right password and the second factor's code (POST /auth/mfa): hashed,
    // five minutes, finishes one sign-in.
    name: 'mfa_tokens',
    columns: [
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'token_hash', kind: 'text', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'expires_at', kind: 'bigint', notNull: true },
      { name: 'used_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['token_hash'], unique: true }, { columns: ['expires_at'] }],
  },
  {
    // A user's passkeys (auth/passkeys.ts): the credential id and COSE public key as base64url,
    // the signature counter last seen, the transports as JSON, the name the user gave it.
    name: 'webauthn_credentials',
    columns: [
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'credential_id', kind: 'text', notNull: true },
      { name: 'public_key', kind: 'text', notNull: true },
      { name: 'counter', kind: 'bigint', notNull: true },
      { name: 'transports', kind: 'text' },
      { name: 'name', kind: 'text', notNull: true },
      { name: 'device_type', kind: 'text' },
      { name: 'backed_up', kind: 'int' },
      { name: 'aaguid', kind: 'text' },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'last_used_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['credential_id'], unique: true }, { columns: ['user_id'] }],
  },
  {
    // A passkey ceremony under way (auth/passkeys.ts): the challenge the browser signs, five
    // minutes, taken once; for a sign-in, the account it is limited to and the mfa_token it finishes.
    name: 'webauthn_challenges',
    columns: [
      { name: 'challenge', kind: 'text', notNull: true },
      { name: 'purpose', kind: 'text', notNull: true },
      { name: 'user_id', kind: 'int' },
      { name: 'mfa_token_id', kind: 'int' },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'expires_at', kind: 'bigint', notNull: true },
      { name: 'used_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['challenge'], unique: true }, { columns: ['expires_at'] }],
  },
  {
    // One row per failed sign-in (and per account mail asked for): `bucket` says which limit, `key` whose.
    name: 'login_failures',
    columns: [
      { name: 'bucket', kind: 'text', notNull: true },
      { name: 'key', kind: 'text', notNull: true },
      { name: 'at', kind: 'bigint', notNull: true },
    ],
    indexes: [{ columns: ['bucket', 'key', 'at'] }, { columns: ['at'] }],
  },
  {
    // Where each user signed in from lately (auth/login-limits.ts): such an address is not held
    // back by the failed sign-ins of others.
    name: 'login_known_addresses',
    columns: [
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'address', kind: 'text', notNull: true },
      { name: 'last_at', kind: 'bigint', notNull: true },
    ],
    indexes: [{ columns: ['user_id', 'address'], unique: true }, { columns: ['last_at'] }],
  },
  {
    // OpenID Connect sign-ins under way: state, nonce and PKCE verifier, bound to the browser.
    name: 'oidc_flows',
    columns: [
      { name: 'provider', kind: 'text', notNull: true },
      { name: 'state_hash', kind: 'text', notNull: true },
      { name: 'browser_hash', kind: 'text', notNull: true },
      { name: 'nonce', kind: 'text', notNull: true },
      { name: 'verifier', kind: 'text', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'expires_at', kind: 'bigint', notNull: true },
      { name: 'used_at', kind: 'bigint' },
    ],
    indexes: [{ columns: ['state_hash'], unique: true }, { columns: ['expires_at'] }],
  },
  {
    // The rules and home each shipped role was last seeded with: a role still equal to them was
    // not edited by anyone, so a new schema may update it (src/server/seed/essentials.ts).
    name: 'shipped_roles',
    columns: [
      { name: 'name', kind: 'text', notNull: true },
      { name: 'ability', kind: 'text', notNull: true },
      { name: 'home', kind: 'text', notNull: true },
      // The require_mfa it was seeded with (1 or 0); empty: seeded before roles had it (seed/essentials.ts).
      { name: 'require_mfa', kind: 'int' },
    ],
    indexes: [{ columns: ['name'], unique: true }],
  },
  {
    // Every mail (mail/mailer.ts): queued while no SMTP relay is set (the account flows work out
    // of the box), sent or failed once the relay answered. Attachments as JSON with base64
    // content, dropped once sent. Rows from before these states (no state) count as queued.
    name: 'outbox',
    columns: [
      { name: 'to_address', kind: 'text', notNull: true },
      { name: 'subject', kind: 'text', notNull: true },
      { name: 'body', kind: 'text', notNull: true },
      { name: 'created_at', kind: 'bigint', notNull: true },
      { name: 'state', kind: 'text' },
      { name: 'attempts', kind: 'int' },
      { name: 'last_error', kind: 'text' },
      { name: 'sent_at', kind: 'bigint' },
      { name: 'attachments', kind: 'text' },
    ],
    indexes: [{ columns: ['to_address'] }, { columns: ['state', 'id'] }],
  },
  // Idempotency keys: a write's answer kept 24 h for a replay with the same key (plugins/idempotency.ts).
  {
    name: 'idempotency_keys',
    columns: [
      { name: 'user_id', kind: 'int', notNull: true },
      { name: 'key', kind: 'text', notNull: true },
      { name: 'method', kind: 'text', notNull: true },
      { name: 'path', kind: 'text', notNull: true },
      { name: 'body_hash', kind: 'text', notNull: true },
      { name: 'status', kind: 'int' },
      { name: 'content_type', kind: 'text' },
      { name: 'answer', kind: 'text' },
      { name: 'created_at', kind: 'bigint', notNull: true },
      // Who claimed it (db/instances.ts): a claim without an answer whose owner is gone is given up at once.
      { name: 'owner', kind: 'int' },
      { name: 'owner_pid', kind: 'int' },
    ],
    indexes: [{ columns: ['user_id', 'key'], unique: true }, { columns: ['created_at'] }],
  },
  // "On my way" told once per visit (routes/on-my-way.ts): the estimate the customer was mailed.
  {
    name: 'on_my_way_visits',
    columns: [
      { name: 'job_id', kind: 'int', notNull: true },
      { name: 'visit', kind: 'text', notNull: true },
      { name: 'technician', kind: 'text' },
      { name: 'travel_minutes', kind: 'int' },
      { name: 'arrive_at', kind: 'bigint' },
      { name: 'created_at', kind: 'bigint', notNull: true },
    ],
    indexes: [{ columns: ['job_id', 'visit'], unique: true }],
  },
  // E-invoices waiting for the InvoiceNow Access Point, with their tries (einvoice/sender.ts).
  EINVOICE_QUEUE_TABLE,
  // Where a technician on the way to a job was, kept 24 hours (dispatch/tracking.ts).
  POSITIONS_TABLE,
  // The customer portal's contacts, mailed links, sessions and answers (portal/tables.ts).
  ...PORTAL_TABLES,
];

/** What the schema sync makes: every resource's table and every system table. */
export const databaseTables = (registry: Registry): TableSpec[] => [...registry.defs.map(tableOf), ...SYSTEM_TABLES];
