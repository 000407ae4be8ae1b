/**
 * The small map of the tracking page: the technician's latest position (with its accuracy) and the
 * site, fitted to both. Tiles follow MAP_TILE_URL through the public GET /map/config, as the staff
 * app's maps do; without tiles (MAP_TILE_URL=off) the points are drawn on the shipped outline of
 * Singapore, as there.
 */
import { useEffect, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { AttributionControl, Circle, CircleMarker, GeoJSON, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { ComponentProps } from 'react';
// The outline of Singapore the staff app's maps draw when there are no tiles (MAP_TILE_URL=off).
import singapore from '../../app/modules/map/singapore.json';
import { portalApi, type Tracking } from '../api';
import { useT } from '../i18n';

let config: Promise<{ tile_url: string | null; attribution: string }> | null = null;
const mapConfig = () => (config ??= portalApi.mapConfig().catch(() => ((config = null), { tile_url: null, attribution: '' })));

type Point = [number, number];

function Fit({ points }: { points: Point[] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    if (points.length > 1) map.fitBounds(latLngBounds(points), { padding: [30, 30], maxZoom: 16 });
    else map.setView(points[0], 15);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export default function TrackMap({ position, site, technician }: { position: NonNullable<Tracking['position']>; site: Tracking['site']; technician: string }) {
  const t = useT();
  const [tiles, setTiles] = useState<{ tile_url: string | null; attribution: string } | null>(null);
  useEffect(() => {
    void mapConfig().then(setTiles);
  }, []);
  const here: Point = [position.latitude, position.longitude];
  const there: Point | null = site?.latitude != null && site?.longitude != null ? [site.latitude, site.longitude] : null;
  return (
    <div className="map" data-testid="track-map">
      <MapContainer center={here} zoom={15} style={{ height: '100%', width: '100%' }} attributionControl={false} scrollWheelZoom={false}>
        {tiles && !tiles.tile_url && <GeoJSON data={singapore as ComponentProps<typeof GeoJSON>['data']} style={{ color: '#7a8591', weight: 1, fillColor: '#7a8591', fillOpacity: 0.15 }} />}
        {tiles?.tile_url && (
          <>
            <TileLayer url={tiles.tile_url} attribution={tiles.attribution} maxZoom={19} />
            {tiles.attribution && <AttributionControl position="bottomright" prefix={false} />}
          </>
        )}
        {position.accuracy ? <Circle center={here} radius={position.accuracy} pathOptions={{ color: '#0b5cad', weight: 1, fillOpacity: 0.1 }} /> : null}
        <CircleMarker center={here} radius={9} pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#0b5cad', fillOpacity: 1 }}>
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {technician}
          </Tooltip>
        </CircleMarker>
        {there && (
          <CircleMarker center={there} radius={8} pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#b71c1c', fillOpacity: 1 }}>
            <Tooltip direction="top" offset={[0, -10]}>
              {t('jobs.site')}
            </Tooltip>
          </CircleMarker>
        )}
        <Fit points={there ? [here, there] : [here]} />
      </MapContainer>
    </div>
  );
}
