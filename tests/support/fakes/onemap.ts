/**
 * A local OneMap for tests: answers GET /api/common/elastic/search like the real service (string
 * fields, `results` array) from a small list of places, matching searchVal anywhere in ADDRESS.
 * Keeps the queries it received, so a test can see what the server asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlace {
  SEARCHVAL: string;
  BLK_NO: string;
  ROAD_NAME: string;
  BUILDING: string;
  ADDRESS: string;
  POSTAL: string;
  LATITUDE: string;
  LONGITUDE: string;
}

export const FAKE_PLACES: FakePlace[] = [
  { SEARCHVAL: 'RAFFLES PLACE', BLK_NO: '1', ROAD_NAME: 'RAFFLES PLACE', BUILDING: 'ONE RAFFLES PLACE', ADDRESS: '1 RAFFLES PLACE ONE RAFFLES PLACE SINGAPORE 048616', POSTAL: '048616', LATITUDE: '1.28435', LONGITUDE: '103.85143' },
  { SEARCHVAL: 'CHANGI AIRPORT', BLK_NO: '', ROAD_NAME: 'AIRPORT BOULEVARD', BUILDING: 'CHANGI AIRPORT', ADDRESS: 'AIRPORT BOULEVARD CHANGI AIRPORT', POSTAL: 'NIL', LATITUDE: '1.35741', LONGITUDE: '103.98832' },
];

export interface FakeOneMap {
  url: string;
  queries: URLSearchParams[];
  /** Answer every search with this HTTP status from now on (500: a failing upstream). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startFakeOneMap(places: FakePlace[] = FAKE_PLACES): Promise<FakeOneMap> {
  const queries: URLSearchParams[] = [];
  let failure: number | null = null;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/api/common/elastic/search') return void res.writeHead(404).end();
    queries.push(url.searchParams);
    if (failure) return void res.writeHead(failure).end('upstream down');
    const q = (url.searchParams.get('searchVal') ?? '').toUpperCase();
    const results = places.filter((p) => p.ADDRESS.includes(q));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ found: results.length, totalNumPages: 1, pageNum: 1, results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    failWith: (status) => void (failure = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
