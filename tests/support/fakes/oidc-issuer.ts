/**
 * A local OpenID Connect provider for tests: discovery, an authorize endpoint that signs the
 * configured person in at once (answering 302 to the redirect URI with code and state), a token
 * endpoint that checks the client secret, the redirect URI and the PKCE verifier, and a JWKS
 * endpoint. ID tokens are RS256 with a key made at start; `tamper` spoils the next one.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakePerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface Tamper {
  nonce?: string;
  aud?: string | string[];
  iss?: string;
  expired?: boolean;
  alg?: string;
  /** Sign with a key the JWKS does not publish (same kid). */
  foreignKey?: boolean;
}

export interface FakeIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the authorize endpoint signs in. */
  person: FakePerson;
  /** Spoils the next ID token this way, once. */
  tamper: Tamper | null;
  /** What the token endpoint was sent, for assertions. */
  tokenRequests: Array<{ authorization: string | undefined; form: Record<string, string> }>;
  close(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function sign(header: object, claims: object, key: KeyObject): string {
  const body = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

export async function startFakeIssuer(): Promise<FakeIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'fake-key-1';
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; clientId: string; person: FakePerson }>();

  const fake: FakeIssuer = {
    issuer: '',
    clientId: 'fake-client',
    clientSecret: 'fake-secret with spaces+symbols',
    person: { sub: 'person-1', email: 'someone@example.com', email_verified: true },
    tamper: null,
    tokenRequests: [],
    close: async () => undefined,
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', fake.issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: fake.issuer,
        authorization_endpoint: `${fake.issuer}/authorize`,
        token_endpoint: `${fake.issuer}/token`,
        jwks_uri: `${fake.issuer}/jwks`,
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] });
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      if (p.get('response_type') !== 'code' || p.get('client_id') !== fake.clientId || p.get('code_challenge_method') !== 'S256' || !p.get('scope')?.split(' ').includes('openid')) {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nonce: p.get('nonce') ?? '', challenge: p.get('code_challenge') ?? '', redirectUri: p.get('redirect_uri') ?? '', clientId: fake.clientId, person: { ...fake.person } });
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      fake.tokenRequests.push({ authorization: request.headers.authorization, form });
      // HTTP Basic with the id and secret form-urlencoded first (RFC 6749, 2.3.1), decoded as a provider does.
      const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
      const [id, secret] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':').map((p) => decodeURIComponent(p.replace(/\+/g, ' '))) : [];
      if (id !== fake.clientId || secret !== fake.clientSecret) return json(401, { error: 'invalid_client' });
      const grant = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!grant || form.grant_type !== 'authorization_code' || form.redirect_uri !== grant.redirectUri) return json(400, { error: 'invalid_grant' });
      if (b64url(createHash('sha256').update(form.code_verifier ?? '').digest()) !== grant.challenge) return json(400, { error: 'invalid_grant', error_description: 'PKCE' });
      const now = Math.floor(Date.now() / 1000);
      const t = fake.tamper ?? {};
      fake.tamper = null;
      const claims = {
        ...grant.person,
        iss: t.iss ?? fake.issuer,
        aud: t.aud ?? grant.clientId,
        exp: t.expired ? now - 600 : now + 300,
        iat: t.expired ? now - 900 : now,
        nonce: t.nonce ?? grant.nonce,
      };
      const idToken = sign({ alg: t.alg ?? 'RS256', typ: 'JWT', kid }, claims, t.foreignKey ? foreign : privateKey);
      return json(200, { access_token: randomBytes(8).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
