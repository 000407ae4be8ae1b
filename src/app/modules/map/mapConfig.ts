/** The map settings from GET /map/config, read once per page load. */
import { use } from 'react';
import { API_URL, httpClient } from '../../authProvider/api';

export interface MapConfig {
  /** Leaflet tile URL template (MAP_TILE_URL), or null: draw the shipped outline of Singapore. */
  tileUrl: string | null;
  /** The credit shown beside the tiles (MAP_ATTRIBUTION; OneMap's with OneMap's tiles). */
  attribution: string;
}

let loaded: Promise<MapConfig> | null = null;

function loadMapConfig(): Promise<MapConfig> {
  loaded ??= httpClient<{ data: { tile_url: string | null; attribution?: string } }>(`${API_URL}/map/config`).then(
    ({ json }) => ({ tileUrl: json.data.tile_url, attribution: json.data.attribution ?? '' }),
    () => {
      loaded = null; // try again on the next map
      return { tileUrl: null, attribution: '' };
    },
  );
  return loaded;
}

export const useMapConfig = (): MapConfig => use(loadMapConfig());
