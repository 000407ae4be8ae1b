/** Settings, all from environment variables (README, "Settings"). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_MAX_IMAGE_PIXELS } from './images';
import { DEFAULT_PASSWORD_MIN_LENGTH } from './auth/passwords';

export interface Settings {
  port: number;
  host: string;
  /** sqlite://<path> (relative to the project root) or postgres://... */
  databaseUrl: string;
  jwtSecret: string;
  /** SECRETS_KEY: seals the secrets kept for reading back (auth/sealed-secrets.ts); unset, the JWT secret (under a label of its own). */
  secretsKey: string;
  storageDir: string;
  adminUsername: string;
  /** When unset and the users table is empty, a random password is generated and printed once. */
  adminPassword?: string;
  /** The built app (vite build); served when it exists. */
  appDir: string;
  /** Access-token lifetime in seconds (15 minutes). */
  accessTokenTtl: number;
  /** Refresh-token lifetime in seconds (30 days). */
  refreshTokenTtl: number;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  /** The longest one database statement of a request may run, ms; past it the answer is 503. */
  queryTimeoutMs: number;
  /**
   * Connections that run lists and searches, apart from the ones that answer everything else:
   * SQLite, threads with a read-only connection each; PostgreSQL, a pool of its own.
   */
  readConnections: number;
  logLevel: string;
  /** Log every request and its answer at info (LOG_REQUESTS=true); off, the log holds only what needs attention. */
  logRequests: boolean;
  /** Largest JSON body of a route that carries base64 uploads, bytes. */
  uploadLimit: number;
  /** Largest spreadsheet an import reads (IMPORT_LIMIT), bytes; its body may be base64, a third larger. */
  importLimit: number;
  /** An import of more rows than this runs in the background (IMPORT_BACKGROUND_ROWS): 202 at once, GET /imports/{id} for its progress. */
  importBackgroundRows: number;
  /** The app's own address, for links in mails and the OpenID redirect. No trailing slash. */
  publicUrl: string;
  /** Anyone may create an account (POST /auth/register); off by default. */
  registration: boolean;
  /** The role a self-registered (or social, when registration is on) user gets. */
  registrationRole: string;
  /** SMTP relay; without a host, mails go to the outbox table and the server log. */
  smtp: SmtpSettings | null;
  mailFrom: string;
  /** Origins allowed to call the API from a browser (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** Leaflet-style tile URL template; its host is allowed by the Content-Security-Policy. */
  mapTileUrl: string;
  /** MAP_ATTRIBUTION: the credit the map shows beside its tiles (HTML, Leaflet's attribution control). */
  mapAttribution: string;
  /** How far ahead a contract's preventive visits are planned (agreements/visit-plan.ts). */
  plannedVisitsAheadDays: number;
  /** VISIT_PLANNING: plan every active contract's visits at start-up and daily at 00:30 Singapore time. */
  visitPlanning: boolean;
  /** OVERDUE_REMINDERS: daily at 08:00 Singapore time, mark overdue invoices and mail one reminder per invoice and stage (sales/overdue.ts). */
  overdueReminders: boolean;
  /**
   * CUSTOMER_MAIL_ACCEPTED, CUSTOMER_MAIL_ON_MY_WAY, CUSTOMER_MAIL_FINISHED: mail the job's contact
   * when the job is accepted, when the technician is on the way, and when it is finished with the
   * service report (dispatch/customer-mails.ts).
   */
  customerMail: { accepted: boolean; on_my_way: boolean; finished: boolean };
  /** SLA_CHECK_SECONDS: how often open jobs' sla_state is moved on by the clock (schedule/sla.ts); 0 never. */
  slaCheckSeconds: number;
  /** KEEP_ANSWERS: keep lists that are the same for every reader until their table changes (db/kept-answers.ts); off reads every list afresh. */
  keepAnswers: boolean;
  /** Movements may take a product's stock in a warehouse below zero (stock/ledger.ts). */
  allowNegativeStock: boolean;
  /** Dispatch travel estimates: roads are this many times the straight line (DISPATCH_ROAD_FACTOR)... */
  dispatchRoadFactor: number;
  /** ...driven at this average speed, km/h (DISPATCH_SPEED_KMH). */
  dispatchSpeedKmh: number;
  /** ROUTING_URL: an OSRM-compatible routing service the dispatch travel minutes come from (dispatch/routing.ts); empty (the default): the straight-line estimate, nothing asked. */
  routingUrl: string;
  /** ROUTING_TIMEOUT_MS: how long a dispatch call waits for the routing service before it estimates instead. */
  routingTimeoutMs: number;
  /** The national address service (OneMap) GET /geo/search proxies (ONEMAP_URL, OneMap's public service unless `off`); empty: the route answers 503. */
  onemapUrl: string;
  /**
   * InvoiceNow (issue 39; docs/operations.md "InvoiceNow"): the Access Point e-invoices are sent
   * through (INVOICENOW_AP_URL; empty: nothing is sent, the XML is only downloaded), the bearer
   * token it knows the business by (INVOICENOW_AP_TOKEN), and the secret its webhook calls are
   * signed with (INVOICENOW_WEBHOOK_SECRET; empty: POST /invoicenow/inbound answers 401 to all).
   * `retrySeconds`: the first wait before a send is tried again (doubling to an hour); tests shorten it.
   */
  invoicenow: { apUrl: string; apToken: string; webhookSecret: string; retrySeconds: number };
  /** MUI X premium licence key for the pickers' grids (public, like any browser-side key); empty: watermark. */
  muiLicenseKey: string;
  /** Rich text may show images from other sites (richtext.ts; the CSP's img-src follows). */
  richtextRemoteImages: boolean;
  /**
   * Fastify's trustProxy: how many proxies' X-Forwarded-For entries to believe (a hop count), or
   * the proxies' addresses; false: the socket's address is the client's. Feeds the sign-in limits.
   */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  /** Failed sign-ins on one account within `loginWindow` before each further one adds a growing delay. */
  loginLimitPerUser: number;
  /** Failed sign-ins from one address within `loginWindow` before it may only sign in to accounts known there. */
  loginLimitPerAddress: number;
  /** Seconds a failed sign-in counts. */
  loginWindow: number;
  /** The longest delay, seconds, an account's growing delays reach. */
  loginDelayMax: number;
  /**
   * PASSWORD_MIN_LENGTH: the fewest characters a new password may have (12 by default, never
   * fewer than 8; auth/passwords.ts). No composition rules: length and the common-passwords list.
   */
  passwordMinLength: number;
  /** NEW_SIGN_IN_MAIL: mail a user when they sign in from a browser and system not seen for them before (auth/session-list.ts). */
  newSignInMail: boolean;
  /** Lifetime of a signed /api/static link, seconds. */
  fileUrlTtl: number;
  /** OpenID Connect providers, from OIDC_<PROVIDER>_ISSUER/_CLIENT_ID/_CLIENT_SECRET[/_LABEL]. */
  oidcProviders: OidcProvider[];
  /**
   * MFA_ENFORCE: a user whose role has `require_mfa` can do nothing but set up a second factor
   * until they have one (auth/factors.ts). On by default; `off` for tests and local demos (the
   * start banner warns).
   */
  mfaEnforce: boolean;
  /** OIDC_REQUIRE_MFA: an OpenID sign-in still asks for the authenticator's code; off, the provider's sign-in counts as the second factor. */
  oidcRequireMfa: boolean;
  /** Largest single uploaded file (a note's attachment, a document), bytes; beyond it 413. */
  fileMaxBytes: number;
  /** An S3-compatible object store for files instead of STORAGE_DIR (S3_ENDPOINT and S3_BUCKET set it). */
  s3: S3Settings | null;
  // Robustness limits (issue 23): connections, streams, mail, upstream answers, the LISTEN connection.
  /** HEADERS_TIMEOUT_MS: a request's headers must have arrived within this; past it the connection is closed (408). */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: a whole request (headers and body) must have arrived within this; past it 408 and closed. */
  requestTimeoutMs: number;
  /**
   * KEEP_ALIVE_TIMEOUT_MS: how long an idle kept-alive connection waits for its next request.
   * Above a load balancer's idle timeout (60 s is common; Fastify's own default is 72 s), or the
   * balancer reuses a connection the server is closing and its client gets a 502. Slow clients are
   * bounded by the header and request timeouts and the per-address cap, not by this.
   */
  keepAliveTimeoutMs: number;
  /** CONNECTION_IDLE_TIMEOUT_MS: a connection on which nothing moves for this long is closed (event streams ping every 15 s). */
  connectionIdleTimeoutMs: number;
  /**
   * MAX_CONNECTIONS_PER_ADDRESS: open connections one client address may hold. At it, a new one
   * takes the place of that address's longest-idle kept-alive connection; only when none is idle
   * is it closed at once (and logged). 0: no cap. 2048: 200 people behind one address, each
   * browser with its event stream and six requests working at the same instant (connections.ts).
   */
  maxConnectionsPerAddress: number;
  /** EVENT_STREAMS_PER_USER: open GET /events streams one user may hold; past it 429. */
  eventStreamsPerUser: number;
  /** MAIL_SENDS_PER_USER: mails (one per recipient) one user may send within MAIL_SEND_WINDOW; past it 429. */
  mailSendsPerUser: number;
  /** MAIL_SENDS_PER_DOCUMENT: mails (one per recipient) one document may be sent in within MAIL_SEND_WINDOW; past it 429. */
  mailSendsPerDocument: number;
  /** MAIL_SEND_WINDOW: seconds a sent mail counts toward the two limits above. */
  mailSendWindow: number;
  /** GEO_SEARCH_MAX_BYTES: the largest answer of the address service read; a larger one is 502. */
  geoSearchMaxBytes: number;
  /** LISTEN_HEARTBEAT_MS: PostgreSQL, how often the LISTEN connections prove they are alive. */
  listenHeartbeatMs: number;
  /** LISTEN_TIMEOUT_MS: PostgreSQL, a LISTEN connection silent this long is taken as lost: nothing kept is given, and it is opened again. */
  listenTimeoutMs: number;
  /** MAX_IMAGE_PIXELS: the largest picture (width × height) an upload, photo or signature may be; past it 422 (images.ts). */
  maxImagePixels: number;
  /** PDF_WORKERS: threads that draw PDFs (pdf/pool.ts); by default one fewer than the cores, at least one. */
  pdfWorkers: number;
  /** PDF_QUEUE_LIMIT: PDFs that may wait for a drawing thread; past it 503 with Retry-After. */
  pdfQueueLimit: number;
  /** PDF_TIMEOUT_MS: the longest one PDF may take to draw; past it the thread is ended and the answer is 503. */
  pdfTimeoutMs: number;
}

export interface S3Settings {
  /** http(s)://host:port of the store; objects are addressed path-style: {endpoint}/{bucket}/{key}. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.S3_ENDPOINT && !env.S3_BUCKET) return null;
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) throw new Error('S3_ENDPOINT and S3_BUCKET go together: set both for an object store, or neither for STORAGE_DIR');
  return {
    endpoint: urlSetting(env, 'S3_ENDPOINT', ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** tls: TLS from the start (port 465); starttls: upgrade, and refuse a server that cannot; none: plain text. */
  security: 'tls' | 'starttls' | 'none';
  user?: string;
  password?: string;
  /** Extra trusted CA certificate (PEM), for a relay with a private certificate. */
  ca?: string;
}

export interface OidcProvider {
  /** Lower-case name used in the API and the redirect path, e.g. google. */
  provider: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const PROJECT_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : join(PROJECT_ROOT, path);
}

/** JWT_SECRET, or one generated once and kept in data/jwt-secret so restarts keep sessions valid. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** SECRETS_KEY (at least 32 characters), else the JWT secret. */
function secretsKey(env: NodeJS.ProcessEnv, dataDir: string): string {
  const key = env.SECRETS_KEY;
  if (key === undefined || key === '') return jwtSecret(env, dataDir);
  if (key.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters (e.g. openssl rand -base64 48)');
  return key;
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

/** A positive number (fractions allowed), e.g. a factor or a speed. */
function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number above 0, got "${raw}"`);
  return n;
}

function boolSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** PASSWORD_MIN_LENGTH: 12 by default; below 8 (ASVS 6.2.1's floor) or above 128 is refused at start. */
function passwordMinLength(env: NodeJS.ProcessEnv): number {
  const n = intSetting(env, 'PASSWORD_MIN_LENGTH', DEFAULT_PASSWORD_MIN_LENGTH);
  if (n < 8 || n > 128) throw new Error(`PASSWORD_MIN_LENGTH must be between 8 and 128, got "${env.PASSWORD_MIN_LENGTH}"`);
  return n;
}

/** OneMap (Singapore Land Authority): public tiles and address search, no key needed. */
export const ONEMAP_PUBLIC_URL = 'https://www.onemap.gov.sg';
export const ONEMAP_TILE_URL = 'https://www.onemap.gov.sg/maps/tiles/Default/{z}/{x}/{y}.png';
/** The attribution OneMap asks for beside its tiles (its logo left out: nothing else leaves the origin). */
export const ONEMAP_ATTRIBUTION =
  '<a href="https://www.onemap.gov.sg/" target="_blank" rel="noopener noreferrer">OneMap</a> &copy; contributors &#124; <a href="https://www.sla.gov.sg/" target="_blank" rel="noopener noreferrer">Singapore Land Authority</a>';

/** A setting that is on by default: unset gives the default, `off` (or empty) gives '' (turned off). */
function offOr(env: NodeJS.ProcessEnv, name: string, fallback: string, read: (name: string) => string): string {
  const raw = env[name];
  if (raw === undefined) return fallback;
  if (raw.trim() === '' || raw.trim().toLowerCase() === 'off') return '';
  return read(name);
}

/**
 * MAP_TILE_URL (OneMap's public tiles unless set; `off`: the shipped outline of Singapore) and
 * MAP_ATTRIBUTION (the credit shown on the map; OneMap's with OneMap's tiles, else none unless set).
 */
function mapSettings(env: NodeJS.ProcessEnv): Pick<Settings, 'mapTileUrl' | 'mapAttribution'> {
  const mapTileUrl = offOr(env, 'MAP_TILE_URL', ONEMAP_TILE_URL, (name) => env[name]!.trim());
  const mapAttribution = env.MAP_ATTRIBUTION ?? (mapTileUrl === ONEMAP_TILE_URL ? ONEMAP_ATTRIBUTION : '');
  return { mapTileUrl, mapAttribution: mapTileUrl ? mapAttribution : '' };
}

function urlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function smtpSettings(env: NodeJS.ProcessEnv): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  const port = intSetting(env, 'SMTP_PORT', 587);
  const security = (env.SMTP_SECURE || (port === 465 ? 'tls' : 'starttls')).toLowerCase() as SmtpSettings['security'];
  if (!['tls', 'starttls', 'none'].includes(security)) {
    throw new Error(`SMTP_SECURE must be tls, starttls or none, got "${env.SMTP_SECURE}"`);
  }
  return {
    host: env.SMTP_HOST,
    port,
    security,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, password: env.SMTP_PASSWORD ?? '' } : {}),
    ...(env.SMTP_CA_FILE ? { ca: readFileSync(fromRoot(env.SMTP_CA_FILE), 'utf8') } : {}),
  };
}

/** Whether a URL points at this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Every OIDC_<PROVIDER>_ISSUER names a provider; its client id and secret must be set too. */
function oidcProviders(env: NodeJS.ProcessEnv): OidcProvider[] {
  const providers: OidcProvider[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = /^OIDC_([A-Z0-9]+)_ISSUER$/.exec(key);
    if (!match || !env[key]) continue;
    const name = match[1];
    const clientId = env[`OIDC_${name}_CLIENT_ID`];
    const clientSecret = env[`OIDC_${name}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) throw new Error(`${key} is set, so OIDC_${name}_CLIENT_ID and OIDC_${name}_CLIENT_SECRET must be set too`);
    const provider = name.toLowerCase();
    const issuer = urlSetting(env, key, '');
    // Tokens and secrets travel to the issuer: plain http only for a provider on this machine.
    if (issuer.startsWith('http:') && !isLoopbackUrl(issuer)) throw new Error(`${key} must be an https URL (http only for a provider on this machine), got "${issuer}"`);
    providers.push({
      provider,
      label: env[`OIDC_${name}_LABEL`] || provider.charAt(0).toUpperCase() + provider.slice(1),
      issuer,
      clientId,
      clientSecret,
    });
  }
  return providers;
}

/**
 * TRUST_PROXY: false, a hop count, or the proxies' addresses/CIDRs as Fastify's trustProxy takes
 * them. `true` means one hop (the proxy in front of us), not "believe every X-Forwarded-For
 * entry": with that, a client could name itself a new address on every request and escape the
 * per-address sign-in limits.
 */
function trustProxySetting(raw: string | undefined): Settings['trustProxy'] {
  const value = raw?.trim().toLowerCase();
  if (!value || value === 'false' || value === '0') return false;
  if (value !== 'true' && !/^\d+$/.test(value)) return raw!.trim();
  const hops = value === 'true' ? 1 : Number(value);
  return (_address, hop) => hop < hops;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // DATA_DIR holds everything the server writes by default: the database, the files, the secret.
  const dataDir = fromRoot(env.DATA_DIR || 'data');
  const databaseUrl = env.DATABASE_URL || `sqlite://${join(dataDir, 'app.db')}`;
  if (!/^(sqlite|postgres|postgresql):\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must start with sqlite:// or postgres://, got "${databaseUrl}"`);
  }
  return {
    port: intSetting(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    jwtSecret: jwtSecret(env, dataDir),
    secretsKey: secretsKey(env, dataDir),
    storageDir: env.STORAGE_DIR ? fromRoot(env.STORAGE_DIR) : join(dataDir, 'files'),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    ...(env.ADMIN_PASSWORD ? { adminPassword: env.ADMIN_PASSWORD } : {}),
    appDir: fromRoot(env.APP_DIR ?? 'dist'),
    accessTokenTtl: intSetting(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtl: intSetting(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    bodyLimit: intSetting(env, 'BODY_LIMIT', 5 * 1024 * 1024),
    queryTimeoutMs: intSetting(env, 'QUERY_TIMEOUT_MS', 5000),
    readConnections: intSetting(env, 'READ_CONNECTIONS', defaultReadConnections()),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: boolSetting(env, 'LOG_REQUESTS', false),
    uploadLimit: intSetting(env, 'UPLOAD_LIMIT', 20 * 1024 * 1024),
    importLimit: intSetting(env, 'IMPORT_LIMIT', 20 * 1024 * 1024),
    importBackgroundRows: intSetting(env, 'IMPORT_BACKGROUND_ROWS', 2000),
    publicUrl: urlSetting(env, 'PUBLIC_URL', 'http://localhost:8080'),
    registration: boolSetting(env, 'REGISTRATION', false),
    registrationRole: env.REGISTRATION_ROLE || 'readonly',
    smtp: smtpSettings(env),
    mailFrom: env.MAIL_FROM || 'Field Service Back-office <no-reply@localhost>',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    ...mapSettings(env),
    plannedVisitsAheadDays: intSetting(env, 'PLANNED_VISITS_AHEAD_DAYS', 90),
    visitPlanning: boolSetting(env, 'VISIT_PLANNING', true),
    overdueReminders: boolSetting(env, 'OVERDUE_REMINDERS', true),
    customerMail: {
      accepted: boolSetting(env, 'CUSTOMER_MAIL_ACCEPTED', true),
      on_my_way: boolSetting(env, 'CUSTOMER_MAIL_ON_MY_WAY', true),
      finished: boolSetting(env, 'CUSTOMER_MAIL_FINISHED', true),
    },
    slaCheckSeconds: intSetting(env, 'SLA_CHECK_SECONDS', 60),
    keepAnswers: boolSetting(env, 'KEEP_ANSWERS', true),
    allowNegativeStock: boolSetting(env, 'ALLOW_NEGATIVE_STOCK', false),
    dispatchRoadFactor: positiveSetting(env, 'DISPATCH_ROAD_FACTOR', 1.4),
    dispatchSpeedKmh: positiveSetting(env, 'DISPATCH_SPEED_KMH', 35),
    routingUrl: offOr(env, 'ROUTING_URL', '', (name) => urlSetting(env, name, '')),
    routingTimeoutMs: positiveSetting(env, 'ROUTING_TIMEOUT_MS', 1500),
    richtextRemoteImages: boolSetting(env, 'RICHTEXT_REMOTE_IMAGES', false),
    onemapUrl: offOr(env, 'ONEMAP_URL', ONEMAP_PUBLIC_URL, (name) => urlSetting(env, name, '')),
    invoicenow: {
      apUrl: offOr(env, 'INVOICENOW_AP_URL', '', (name) => urlSetting(env, name, '')),
      apToken: env.INVOICENOW_AP_TOKEN ?? '',
      webhookSecret: env.INVOICENOW_WEBHOOK_SECRET ?? '',
      retrySeconds: 30,
    },
    muiLicenseKey: env.MUI_LICENSE_KEY ?? '',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    loginLimitPerUser: intSetting(env, 'LOGIN_LIMIT_PER_USER', 5),
    loginLimitPerAddress: intSetting(env, 'LOGIN_LIMIT_PER_ADDRESS', 20),
    loginWindow: intSetting(env, 'LOGIN_LIMIT_WINDOW', 15 * 60),
    loginDelayMax: intSetting(env, 'LOGIN_DELAY_MAX', 60),
    passwordMinLength: passwordMinLength(env),
    newSignInMail: boolSetting(env, 'NEW_SIGN_IN_MAIL', true),
    fileUrlTtl: intSetting(env, 'FILE_URL_TTL', 5 * 60),
    oidcProviders: oidcProviders(env),
    mfaEnforce: boolSetting(env, 'MFA_ENFORCE', true),
    oidcRequireMfa: boolSetting(env, 'OIDC_REQUIRE_MFA', false),
    fileMaxBytes: intSetting(env, 'UPLOAD_FILE_LIMIT', 10 * 1024 * 1024),
    s3: s3Settings(env),
    headersTimeoutMs: intSetting(env, 'HEADERS_TIMEOUT_MS', 10_000),
    requestTimeoutMs: intSetting(env, 'REQUEST_TIMEOUT_MS', 60_000),
    keepAliveTimeoutMs: intSetting(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000),
    connectionIdleTimeoutMs: intSetting(env, 'CONNECTION_IDLE_TIMEOUT_MS', 75_000),
    // Behind a proxy (TRUST_PROXY) every connection comes from the proxy's address: no cap unless set.
    maxConnectionsPerAddress: intSetting(env, 'MAX_CONNECTIONS_PER_ADDRESS', env.TRUST_PROXY && env.TRUST_PROXY.trim().toLowerCase() !== 'false' && env.TRUST_PROXY.trim() !== '0' ? 0 : 2048),
    eventStreamsPerUser: intSetting(env, 'EVENT_STREAMS_PER_USER', 10),
    mailSendsPerUser: intSetting(env, 'MAIL_SENDS_PER_USER', 50),
    mailSendsPerDocument: intSetting(env, 'MAIL_SENDS_PER_DOCUMENT', 10),
    mailSendWindow: intSetting(env, 'MAIL_SEND_WINDOW', 3600),
    geoSearchMaxBytes: intSetting(env, 'GEO_SEARCH_MAX_BYTES', 2 * 1024 * 1024),
    listenHeartbeatMs: intSetting(env, 'LISTEN_HEARTBEAT_MS', 5_000),
    listenTimeoutMs: intSetting(env, 'LISTEN_TIMEOUT_MS', 15_000),
    maxImagePixels: intSetting(env, 'MAX_IMAGE_PIXELS', DEFAULT_MAX_IMAGE_PIXELS),
    pdfWorkers: intSetting(env, 'PDF_WORKERS', Math.max(1, availableParallelism() - 1)),
    pdfQueueLimit: intSetting(env, 'PDF_QUEUE_LIMIT', 20),
    pdfTimeoutMs: intSetting(env, 'PDF_TIMEOUT_MS', 60_000),
  };
}

/**
 * READ_CONNECTIONS when unset: two a core, on either database. A read connection does not use its
 * CPU all the time: on PostgreSQL it waits on its round trips to the database, and a SQLite read
 * thread waits for this thread, busy with requests, to hand it the next statement and take its
 * answer. With one a core the cores idled between statements under load (searches on 20,000 rows,
 * bench/api-list.ts: PostgreSQL 1,876 against 1,598 a second; SQLite, with read-pool.ts's DEPTH,
 * about 4,400 against 3,200).
 */
export function defaultReadConnections(): number {
  return 2 * availableParallelism();
}

export function sqlitePath(databaseUrl: string): string {
  return fromRoot(databaseUrl.replace(/^sqlite:\/\//, ''));
}
