/**
 * Maps out of the box (issue 24.8): without settings every map uses OneMap's public tiles with
 * OneMap's credit, and address search OneMap's public search; `off` turns each off. Nothing here
 * reaches the internet: the defaults are read from the settings, and the servers run with `off`
 * or a local fake.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSettings, ONEMAP_ATTRIBUTION, ONEMAP_PUBLIC_URL, ONEMAP_TILE_URL } from '../../src/server/config';
import { contentSecurityPolicy } from '../../src/server/plugins/http-security';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError } from '../support/expect';

describe('map settings', () => {
  const base = { DATA_DIR: '/tmp/fsb-map-settings', JWT_SECRET: 'x' };

  it('use OneMap public tiles, credit and address search when unset', () => {
    const settings = loadSettings(base);
    expect(settings.mapTileUrl).toBe('https://www.onemap.gov.sg/maps/tiles/Default/{z}/{x}/{y}.png');
    expect(ONEMAP_TILE_URL).toBe(settings.mapTileUrl);
    expect(settings.mapAttribution).toBe(ONEMAP_ATTRIBUTION);
    expect(settings.mapAttribution).toMatch(/OneMap.*Singapore Land Authority/);
    expect(settings.onemapUrl).toBe(ONEMAP_PUBLIC_URL);
    expect(settings.onemapUrl).toBe('https://www.onemap.gov.sg');
    // The page may load the OneMap tiles and nothing else from outside.
    const csp = contentSecurityPolicy({ mapTileUrl: settings.mapTileUrl, publicUrl: settings.publicUrl });
    expect(csp).toContain("img-src 'self' data: blob: https://www.onemap.gov.sg;");
    expect(csp.match(/https?:\/\/[^\s;]+/g)?.filter((h) => !h.includes('onemap.gov.sg'))).toEqual([]);
  });

  it('turn each off with `off`, and follow another tile server with its own credit', () => {
    const off = loadSettings({ ...base, MAP_TILE_URL: 'off', ONEMAP_URL: 'OFF' });
    expect(off).toMatchObject({ mapTileUrl: '', mapAttribution: '', onemapUrl: '' });
    const other = loadSettings({ ...base, MAP_TILE_URL: 'https://{s}.tiles.example.sg/{z}/{x}/{y}.png', ONEMAP_URL: 'http://127.0.0.1:9/' });
    expect(other).toMatchObject({ mapTileUrl: 'https://{s}.tiles.example.sg/{z}/{x}/{y}.png', mapAttribution: '', onemapUrl: 'http://127.0.0.1:9' });
    expect(loadSettings({ ...base, MAP_TILE_URL: 'https://tiles.example.sg/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '&copy; Example' }).mapAttribution).toBe('&copy; Example');
    expect(() => loadSettings({ ...base, ONEMAP_URL: 'onemap' })).toThrow(/ONEMAP_URL must be an http\(s\) URL/);
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] maps served`, () => {
    let off: TestServer;
    let oneMapTiles: TestServer;

    beforeAll(async () => {
      off = await startTestServer(dialect); // the test settings: MAP_TILE_URL=off, ONEMAP_URL=off
      oneMapTiles = await startTestServer(dialect, { mapTileUrl: ONEMAP_TILE_URL, mapAttribution: ONEMAP_ATTRIBUTION });
    });
    afterAll(async () => {
      await off?.close();
      await oneMapTiles?.close();
    });

    it('GET /map/config answers the tiles with their credit, or none when off', async () => {
      expect((await oneMapTiles.call('GET', '/api/v1/map/config', undefined, null)).json()).toEqual({ data: { tile_url: ONEMAP_TILE_URL, attribution: ONEMAP_ATTRIBUTION } });
      expect((await off.call('GET', '/api/v1/map/config', undefined, null)).json()).toEqual({ data: { tile_url: null, attribution: '' } });
    });

    it('address search turned off answers 503 with a sentence, logged without a level-50 stack trace', async () => {
      const error = vi.spyOn(off.app.log, 'error');
      try {
        const res = await off.call('GET', '/api/v1/geo/search?q=raffles');
        expectError(res, 503, 'SERVICE_UNAVAILABLE');
        expect(res.json().errors[0].title).toBe('Address search is turned off on this server (ONEMAP_URL=off).');
        expect(error).not.toHaveBeenCalled();
      } finally {
        error.mockRestore();
      }
    });
  });
}
