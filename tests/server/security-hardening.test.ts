/**
 * Holes an outside attack found (issue 11): Node's own refusals skipping the contract, and
 * disabled users coming back with their old sessions.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

/** Send raw bytes to a listening server and read its whole answer. */
function raw(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined); // the server closes the connection after answering
    socket.on('close', () => {
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const match = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine);
      if (!match) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(match[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] hardening`, () => {
    let server: TestServer;
    let port: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(async () => server?.close());

    describe("Node's own refusals", () => {
      const expectContract = (res: Awaited<ReturnType<typeof raw>>, status: number) => {
        expect(res.status).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = JSON.parse(res.body);
        expect(body).toEqual({ errors: [{ title: expect.any(String), status: String(status), code: 'BAD_REQUEST' }] });
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      };

      it('headers too large: 431 with the errors body and the security headers', async () => {
        const res = await raw(port, `GET /api/v1/auth/me HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
        expectContract(res, 431);
      });

      it('a malformed request line: 400 with the errors body and the security headers', async () => {
        expectContract(await raw(port, 'THIS IS NOT HTTP\r\n\r\n'), 400);
        expectContract(await raw(port, 'GET /api/v1/auth/me HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'), 400);
      });

      it('the server goes on answering', async () => {
        const res = await raw(port, 'GET /api/v1/auth/config HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
        expect(res.status).toBe(200);
      });
    });

    describe('disabling a user', () => {
      const signIn = async (username: string, password: string) => {
        const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { token: string; refresh_token: string; user_id: number };
      };
      const refresh = (s: { token: string; refresh_token: string; user_id: number }) =>
        server.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { token: s.token, refresh_token: s.refresh_token, user_id: s.user_id } });

      it('ends every session, access and refresh tokens; enabling the user again revives none', async () => {
        const add = await server.call('POST', '/api/v1/users', { username: 'leaver', role: 'sales', password: 'leaver-password-1' });
        expect(add.statusCode, add.body).toBe(201);
        const { id } = add.json().data;
        const sessions = [await signIn('leaver', 'leaver-password-1'), await signIn('leaver', 'leaver-password-1')];
        expect((await server.call('PATCH', `/api/v1/users/${id}`, { status: 'V' })).statusCode).toBe(200);
        expect((await server.call('PATCH', `/api/v1/users/${id}`, { status: 'O' })).statusCode).toBe(200);
        for (const s of sessions) {
          expectError(await server.call('GET', '/api/v1/auth/me', undefined, s.token), 401, 'INVALID_TOKEN');
          expectError(await refresh(s), 401, 'INVALID_TOKEN');
        }
        // A new sign-in works.
        const fresh = await signIn('leaver', 'leaver-password-1');
        expect((await server.call('GET', '/api/v1/auth/me', undefined, fresh.token)).statusCode).toBe(200);
      });

      it('through the bulk status call too', async () => {
        const add = await server.call('POST', '/api/v1/users', { username: 'bulk-leaver', role: 'sales', password: 'bulk-leaver-password' });
        const { id } = add.json().data;
        const s = await signIn('bulk-leaver', 'bulk-leaver-password');
        expect((await server.call('PATCH', '/api/v1/users/status', { ids: [id], status: 'V' })).statusCode).toBe(200);
        expect((await server.call('PATCH', '/api/v1/users/status', { ids: [id], status: 'O' })).statusCode).toBe(200);
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, s.token), 401, 'INVALID_TOKEN');
        expectError(await refresh(s), 401, 'INVALID_TOKEN');
      });

      it('leaves other users signed in', async () => {
        expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
      });
    });
  });
}
