/**
 * A local routing service for tests, answering OSRM's table call
 * (`GET /table/v1/driving/{lon,lat;...}?sources=&destinations=&annotations=duration`) with every
 * leg between two different places taking `secondsPerLeg` (0 for a place to itself). Keeps the
 * paths and queries it received; `behave` makes it fail (an HTTP status), hang (never answer),
 * or answer a body of the wrong shape, from then on.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OsrmBehaviour = 'ok' | 'hang' | 'garbage' | number;

export interface FakeOsrm {
  url: string;
  requests: URL[];
  behave(how: OsrmBehaviour): void;
  close(): Promise<void>;
}

export async function startFakeOsrm(secondsPerLeg: number): Promise<FakeOsrm> {
  const requests: URL[] = [];
  const hanging: ServerResponse[] = [];
  let how: OsrmBehaviour = 'ok';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/table\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    if (!match) return void res.writeHead(404).end();
    requests.push(url);
    if (how === 'hang') return void hanging.push(res);
    if (typeof how === 'number') return void res.writeHead(how).end('routing down');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (how === 'garbage') return void res.end(JSON.stringify({ code: 'Ok', durations: 'soon' }));
    const places = decodeURIComponent(match[1]).split(';');
    const pick = (name: string) => (url.searchParams.get(name) ?? places.map((_, i) => i).join(';')).split(';').map(Number);
    const sources = pick('sources');
    const destinations = pick('destinations');
    const durations = sources.map((s) => destinations.map((d) => (places[s] === places[d] ? 0 : secondsPerLeg)));
    res.end(JSON.stringify({ code: 'Ok', durations }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => void (how = next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
