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
