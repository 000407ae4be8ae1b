/**
 * GET /api/v1/map/config: the map tile URL template (MAP_TILE_URL, OneMap's public tiles unless
 * set) and the attribution shown beside the tiles (MAP_ATTRIBUTION, OneMap's with its tiles), or
 * tile_url null (MAP_TILE_URL=off), in which case the app's maps draw the outline of Singapore
 * they ship with. Public: the same host is named in every answer's Content-Security-Policy, so it
 * is no secret.
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config';
import { dataOf, objectOf, routeSchema } from '../schemas/common';

export function registerMapRoutes(app: FastifyInstance, settings: Settings): void {
  const schema = routeSchema({
    tag: 'map',
    operationId: 'getMapConfig',
    summary: 'The map tiles and their attribution (tile_url null: the shipped outline of Singapore)',
    answer: dataOf(objectOf({ tile_url: { type: ['string', 'null'], description: 'A tile URL template ({z}/{x}/{y})' }, attribution: { type: 'string' } }, ['tile_url', 'attribution'])),
  });
  app.get('/api/v1/map/config', { schema, config: { public: true } }, async () => ({
    data: { tile_url: settings.mapTileUrl || null, attribution: settings.mapTileUrl ? settings.mapAttribution : '' },
  }));
}
