/**
 * Live changes (api-contract.md, "Live changes"): committed writes reach the event stream of
 * every user who may read the collection, by bearer token or ticket; failed writes send nothing;
 * on PostgreSQL two instances on one database see each other's writes (LISTEN/NOTIFY).
 */
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from '../../src/server/app';
import { DIALECTS } from '../support/databases';
import { emptyScratchTable, startTestServer, type TestServer } from '../support/api';
import { openEventStream, type EventStream } from '../support/events';
import { expectError } from '../support/expect';

async function listen(app: BuiltApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] live changes`, () => {
    let server: TestServer;
    let origin: string;
    const streams: EventStream[] = [];
    const open = async (auth: Parameters<typeof openEventStream>[1]) => {
      const stream = await openEventStream(origin, auth);
      streams.push(stream);
      return stream;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      await emptyScratchTable(server);
      origin = await listen(server.app);
    });
    afterAll(async () => {
      for (const s of streams) s.close();
      await server?.close();
    });

    it('streams each committed write as {collection, id, action} to a bearer-token client', async () => {
      const stream = await open({ token: server.token });
      expect(stream.status).toBe(200);
      const created = await server.call('POST', '/api/v1/uom', { code: 'EVT1', name: 'Event one' });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id;
      expect(await stream.next()).toEqual({ collection: 'uom', id, action: 'create' });
      await server.call('PATCH', `/api/v1/uom/${id}`, { name: 'Event one, renamed' });
      expect(await stream.next()).toEqual({ collection: 'uom', id, action: 'update' });
      await server.call('DELETE', `/api/v1/uom/${id}`);
      expect(await stream.next()).toEqual({ collection: 'uom', id, action: 'delete' });
    });

    it('sends nothing for a write that was refused and rolled back', async () => {
      const stream = await open({ token: server.token });
      await server.call('POST', '/api/v1/uom', { code: 'DUP', name: 'First' });
      const first = await stream.next();
      const refused = await server.call('POST', '/api/v1/uom', { code: 'DUP', name: 'Second' });
      expect(refused.statusCode).toBe(409);
      const other = (await server.call('POST', '/api/v1/uom', { code: 'AFTER', name: 'After' })).json().data;
      expect(first.action).toBe('create');
      // The refused write sits between the two: had it been sent, it would come next.
      expect(await stream.next()).toEqual({ collection: 'uom', id: other.id, action: 'create' });
    });

    it('opens with a ticket from POST /events/ticket, and refuses forged, expired and missing credentials with 401', async () => {
      const res = await server.call('POST', '/api/v1/events/ticket');
      expect(res.statusCode).toBe(200);
      const { ticket, expires } = res.json().data;
      expect(expires).toBeGreaterThan(Date.now() / 1000);
      const stream = await open({ ticket });
      expect(stream.status).toBe(200);
      const id = (await server.call('POST', '/api/v1/uom', { code: 'TKT', name: 'By ticket' })).json().data.id;
      expect(await stream.next()).toEqual({ collection: 'uom', id, action: 'create' });

      const [sid] = ticket.split('.');
      const past = Math.floor(Date.now() / 1000) - 1;
      const expired = `${sid}.${past}.${createHmac('sha256', server.settings.jwtSecret).update(`events\n${sid}\n${past}`).digest('base64url')}`;
      const forged = `${sid}.${Number(expires) + 3600}.${ticket.split('.')[2]}`;
      for (const url of [`/api/v1/events?ticket=${forged}`, `/api/v1/events?ticket=${expired}`, '/api/v1/events?ticket=nonsense', '/api/v1/events']) {
        const refused = await fetch(`${origin}${url}`);
        expect(refused.status, url).toBe(401);
        expect((await refused.json()).errors[0].code).toBe('INVALID_TOKEN');
      }
    });

    it('sends a user only the collections they may read, refuses one who may read nothing, and ends with the session', async () => {
      await server.call('POST', '/api/v1/roles', { name: 'uom-reader', ability: [{ action: 'read', subject: 'uom' }] });
      await server.call('POST', '/api/v1/users', { username: 'uom-reader', role: 'uom-reader', password: 'uom-reader-pass' });
      const login = await server.call('POST', '/api/v1/auth/token', { username: 'uom-reader', password: 'uom-reader-pass' }, null);
      const readerToken = login.json().data.token;
      const stream = await open({ token: readerToken });
      expect((await server.call('POST', '/api/v1/brands', { code: 'NFR', name: 'Not for the reader' })).statusCode).toBe(201);
      const id = (await server.call('POST', '/api/v1/uom', { code: 'RDR', name: 'For the reader' })).json().data.id;
      expect(await stream.next()).toEqual({ collection: 'uom', id, action: 'create' });

      await server.call('POST', '/api/v1/roles', { name: 'reads-nothing', ability: [] });
      await server.call('POST', '/api/v1/users', { username: 'reads-nothing', role: 'reads-nothing', password: 'reads-nothing-pass' });
      const nobody = (await server.call('POST', '/api/v1/auth/token', { username: 'reads-nothing', password: 'reads-nothing-pass' }, null)).json().data.token;
      expectError(await server.call('POST', '/api/v1/events/ticket', undefined, nobody), 403, 'FORBIDDEN');
      const refused = await fetch(`${origin}/api/v1/events`, { headers: { authorization: `Bearer ${nobody}` } });
      expect(refused.status).toBe(403);

      // A ticket dies with its session.
      const ticket = (await server.call('POST', '/api/v1/events/ticket', undefined, readerToken)).json().data.ticket;
      await server.call('GET', '/api/v1/auth/logout', undefined, readerToken);
      expect((await fetch(`${origin}/api/v1/events?ticket=${ticket}`)).status).toBe(401);
    });
  });
}

describe.runIf(DIALECTS.includes('postgres'))('[postgres] live changes between two instances on one database', () => {
  let a: TestServer;
  let b: BuiltApp;
  let originB: string;
  let stream: EventStream;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await build(a.settings); // a second instance on the same database and secret
    originB = await listen(b.app);
  });
  afterAll(async () => {
    stream?.close();
    await b?.app.close();
    await a?.close();
  });

  it('a write on instance A reaches a client of instance B, and B does not echo its own changes twice', async () => {
    stream = await openEventStream(originB, { token: a.token }); // one session, valid on both
    expect(stream.status).toBe(200);
    const created = await a.call('POST', '/api/v1/brands', { code: 'ONA', name: 'Written on A' });
    expect(created.statusCode).toBe(201);
    const started = Date.now();
    expect(await stream.next(2000)).toEqual({ collection: 'brands', id: created.json().data.id, action: 'create' });
    expect(Date.now() - started).toBeLessThan(2000);

    const onB = await b.app.inject({ method: 'POST', url: '/api/v1/brands', headers: { authorization: `Bearer ${a.token}` }, payload: { code: 'ONB', name: 'Written on B' } });
    expect(onB.statusCode).toBe(201);
    expect(await stream.next(2000)).toEqual({ collection: 'brands', id: onB.json().data.id, action: 'create' });
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.pending()).toEqual([]); // B delivered its own write once, not again from NOTIFY
  });
});

describe('GET /map/config', () => {
  it('answers the tile URL template, or null so the app draws its own outline of Singapore', async () => {
    const plain = await startTestServer('sqlite'); // MAP_TILE_URL=off in the test settings
    const tiled = await startTestServer('sqlite', { mapTileUrl: 'https://tiles.example.sg/{z}/{x}/{y}.png' });
    try {
      expect((await plain.call('GET', '/api/v1/map/config', undefined, null)).json()).toEqual({ data: { tile_url: null, attribution: '' } });
      expect((await tiled.call('GET', '/api/v1/map/config', undefined, null)).json()).toEqual({ data: { tile_url: 'https://tiles.example.sg/{z}/{x}/{y}.png', attribution: '' } });
    } finally {
      await plain.close();
      await tiled.close();
    }
  });
});
