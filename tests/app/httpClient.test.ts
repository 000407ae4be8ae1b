/**
 * The http client's session rules (spec sections 4 and 8): bearer token and X-Requested-With on
 * every call; on 401 INVALID_TOKEN one refresh (shared by concurrent calls) and one retry; a
 * failed refresh clears all local storage and the original error is thrown with its message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/app/dataProvider/httpClient';
import { session } from '../../src/app/authProvider/session';

const invalidToken = { errors: [{ title: 'The access token has expired', status: '401', code: 'INVALID_TOKEN' }] };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    session.save({ token: 'old', refreshToken: 'r1', userId: 4 });
    localStorage.setItem('unrelated', 'kept until a failure');
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and the ajax header', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    await createHttpClient('/api/v1')('/api/v1/uom');
    const headers = fetchMock.mock.calls[0][1].headers;
    expect(headers.Authorization).toBe('Bearer old');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    fetchMock.mockImplementation(async (url: string, init: { headers: Record<string, string>; body?: string }) => {
      if (url.endsWith('/auth/refresh-token')) {
        expect(JSON.parse(init.body!)).toEqual({ token: 'old', refresh_token: 'r1', user_id: 4 });
        return json(200, { data: { token: 'new', refresh_token: 'r2' } });
      }
      return init.headers.Authorization === 'Bearer new' ? json(200, { data: url }) : json(401, invalidToken);
    });
    const client = createHttpClient('/api/v1');
    const [a, b] = await Promise.all([client('/api/v1/a'), client('/api/v1/b')]);
    expect([a.json.data, b.json.data]).toEqual(['/api/v1/a', '/api/v1/b']);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/auth/refresh-token'))).toHaveLength(1);
    expect(session.read()).toMatchObject({ token: 'new', refreshToken: 'r2', userId: 4 });
  });

  /** An access token as the server signs it (a JWT); only its `exp` is read by the app. */
  const jwt = (exp: number, iat?: number) => `h.${btoa(JSON.stringify({ sub: 4, exp, iat })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
  const dated = (at: number, status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', Date: new Date(at).toUTCString() } });

  it('refreshes a token about to end before the call, by the server\'s clock, so no call meets a 401', async () => {
    // The server's clock is ten minutes behind this computer's.
    const serverNow = Date.now() - 10 * 60_000;
    const calls: string[] = [];
    fetchMock.mockImplementation(async (url: string, init: { headers: Record<string, string> }) => {
      calls.push(`${url} ${init.headers.Authorization ?? ''}`);
      if (url.endsWith('/auth/refresh-token')) return dated(serverNow, 200, { data: { token: jwt(serverNow / 1000 + 900), refresh_token: 'r2' } });
      return dated(serverNow, 200, { data: url });
    });
    const client = createHttpClient('/api/v1');
    // A fresh token: the first answer tells the app the server's clock (its Date header).
    const fresh = jwt(Math.floor(serverNow / 1000) + 900);
    session.save({ token: fresh, refreshToken: 'r1', userId: 4 });
    await client('/api/v1/a');
    // Five minutes left by the server's clock, already past by this computer's: used as it is.
    const fiveMinutes = jwt(Math.floor(serverNow / 1000) + 300);
    session.save({ token: fiveMinutes, refreshToken: 'r1', userId: 4 });
    await client('/api/v1/b');
    expect(calls).toEqual([`/api/v1/a Bearer ${fresh}`, `/api/v1/b Bearer ${fiveMinutes}`]);

    // Thirty seconds left: refreshed first, and the call goes with the new token.
    const ending = jwt(Math.floor(serverNow / 1000) + 30);
    session.save({ token: ending, refreshToken: 'r1', userId: 4 });
    calls.length = 0;
    await client('/api/v1/c');
    const refreshed = session.read()!.token;
    expect(refreshed).not.toBe(ending);
    expect(calls).toEqual(['/api/v1/auth/refresh-token ', `/api/v1/c Bearer ${refreshed}`]);

    // Tokens of 20 s (a server set so) are refreshed in their last quarter, not at every call.
    const now = Math.floor(serverNow / 1000);
    const short = jwt(now + 10, now - 10);
    session.save({ token: short, refreshToken: 'r1', userId: 4 });
    calls.length = 0;
    await client('/api/v1/d');
    expect(calls).toEqual([`/api/v1/d Bearer ${short}`]);
    session.save({ token: jwt(now + 4, now - 16), refreshToken: 'r1', userId: 4 });
    await client('/api/v1/e');
    expect(calls.slice(1)).toEqual(['/api/v1/auth/refresh-token ', `/api/v1/e Bearer ${session.read()!.token}`]);
  });

  it('takes the token another tab refreshed meanwhile instead of spending the refresh token again', async () => {
    fetchMock.mockImplementation(async (url: string, init: { headers: Record<string, string> }) => {
      if (url.endsWith('/auth/refresh-token')) return json(401, { errors: [{ title: 'This refresh token was already used', status: '401', code: 'INVALID_TOKEN' }] });
      if (init.headers.Authorization === 'Bearer new') return json(200, { data: url });
      // The other tab refreshes while this call's 401 is on its way back.
      session.save({ token: 'new', refreshToken: 'r2' });
      return json(401, invalidToken);
    });
    const answer = await createHttpClient('/api/v1')('/api/v1/uom');
    expect(answer.json.data).toBe('/api/v1/uom');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/auth/refresh-token'))).toHaveLength(0);
    expect(session.read()).toMatchObject({ token: 'new', refreshToken: 'r2' });
  });

  it('fetches a file with the same refresh as any call (an expired token does not refuse a download), and throws its refusal as a sentence', async () => {
    const workbook = new Uint8Array([0x50, 0x4b, 3, 4]);
    fetchMock.mockImplementation(async (url: string, init: { headers: Record<string, string> }) => {
      if (url.endsWith('/auth/refresh-token')) return json(200, { data: { token: 'new', refresh_token: 'r2' } });
      if (init.headers.Authorization !== 'Bearer new') return json(401, invalidToken);
      if (url.includes('format=pdf')) return json(422, { errors: [{ title: 'format must be xlsx or csv', status: '422', code: 'VALIDATION_FAILED' }] });
      return new Response(workbook, { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    });
    const client = createHttpClient('/api/v1');
    const file = await client.file('/api/v1/products/import/template?format=xlsx');
    expect([...new Uint8Array(file.bytes)]).toEqual([...workbook]);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(session.read()).toMatchObject({ token: 'new' });
    await expect(client.file('/api/v1/products/import/template?format=pdf')).rejects.toMatchObject({ status: 422, message: 'format must be xlsx or csv' });
  });

  it('clears all local storage when the refresh fails and throws the original error', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/auth/refresh-token') ? json(401, { errors: [{ title: 'reused', status: '401', code: 'INVALID_TOKEN' }] }) : json(401, invalidToken),
    );
    await expect(createHttpClient('/api/v1')('/api/v1/uom')).rejects.toMatchObject({ status: 401, message: 'The access token has expired' });
    expect(localStorage.length).toBe(0);
  });

  it('turns an errors body into the message: first title plus first meta value; a meta naming the field is a place, not words', async () => {
    fetchMock.mockResolvedValueOnce(json(413, { errors: [{ title: 'The upload is too large; the limit is', meta: { limit: '10 MB' }, status: '413', code: 'PAYLOAD_TOO_LARGE' }] }));
    await expect(createHttpClient('/api/v1')('/api/v1/documents', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 413,
      message: 'The upload is too large; the limit is 10 MB',
    });
    fetchMock.mockResolvedValueOnce(json(422, { errors: [{ title: 'Email is not a valid address', meta: { field: 'email' }, status: '422', code: 'VALIDATION_FAILED' }] }));
    await expect(createHttpClient('/api/v1')('/api/v1/companies', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Email is not a valid address',
    });
  });

  it('reads an error without a title as the unknown-error message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(createHttpClient('/api/v1')('/api/v1/uom')).rejects.toMatchObject({ message: 'Unknown Error, Reload the page and try again' });
  });
});
