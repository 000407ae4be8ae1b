/**
 * A map of job sites (react-leaflet): a marker per job coloured by its status, the selected one
 * larger and centred. Tiles come from MAP_TILE_URL; without it the map draws the outline of
 * Singapore shipped with the app (Natural Earth, public domain), so no request leaves the origin.
 * Spec: zoom 13, centred on central Singapore by default.
 *
 * Markers are drawn on one canvas by plain Leaflet layers, not a React component each: a board
 * of 2,000 jobs would otherwise spend most of its first second making markers.
 */
import { Suspense, useEffect, useMemo, useRef, type ComponentProps } from 'react';
import 'leaflet/dist/leaflet.css';
import { canvas, circleMarker, layerGroup } from 'leaflet';
import { AttributionControl, GeoJSON, MapContainer, Polyline, TileLayer, useMap } from 'react-leaflet';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { hasPlace, statusColourOf, type JobRecord } from '../jobs/jobStatus';
import { useMapConfig } from './mapConfig';
import singapore from './singapore.json';

export const SINGAPORE_CENTRE: [number, number] = [1.29, 103.85];
export const DEFAULT_ZOOM = 13;

type PlacedJob = JobRecord & { latitude: number; longitude: number };

/**
 * The tiles of MAP_TILE_URL (OneMap's by default) with their credit in the corner, or the shipped
 * outline of Singapore. The maps are made without Leaflet's own credit line (attributionControl
 * false); this adds one, without Leaflet's prefix, only when there are tiles to credit.
 */
export const MapBackground = () => {
  const { tileUrl, attribution } = useMapConfig();
  const theme = useTheme();
  if (tileUrl) {
    return (
      <>
        <TileLayer url={tileUrl} attribution={attribution} maxZoom={19} minZoom={11} />
        {attribution && <AttributionControl position="bottomright" prefix={false} />}
      </>
    );
  }
  return (
    <GeoJSON
      data={singapore as ComponentProps<typeof GeoJSON>['data']}
      style={{ color: theme.palette.text.secondary, weight: 1, fillColor: theme.palette.action.hover, fillOpacity: 1 }}
    />
  );
};

/** The markers, remade when the jobs or the selection change; the view follows the selection. */
const Markers = ({ jobs, selectedId, onSelect }: { jobs: PlacedJob[]; selectedId: number | null; onSelect?: (job: JobRecord) => void }) => {
  const map = useMap();
  const theme = useTheme();
  const renderer = useRef(canvas({ padding: 0.5 }));
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const group = layerGroup();
    let selected: PlacedJob | undefined;
    for (const job of jobs) {
      const isSelected = job.id === selectedId;
      if (isSelected) {
        selected = job;
        continue; // drawn last, on top
      }
      const colour = statusColourOf(theme.palette, job.job_status);
      circleMarker([job.latitude, job.longitude], { renderer: renderer.current, radius: 7, color: colour, weight: 1, fillColor: colour, fillOpacity: 0.85 })
        .bindTooltip(`${job.ticket_no ?? ''} ${job.company_name ?? ''}`)
        .on('click', () => select.current?.(job))
        .addTo(group);
    }
    if (selected) {
      const colour = statusColourOf(theme.palette, selected.job_status);
      circleMarker([selected.latitude, selected.longitude], { renderer: renderer.current, radius: 11, color: theme.palette.text.primary, weight: 3, fillColor: colour, fillOpacity: 0.95 })
        .bindTooltip(`${selected.ticket_no ?? ''} ${selected.company_name ?? ''}`)
        .addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, jobs, selectedId, theme]);

  const selected = jobs.find((j) => j.id === selectedId);
  const [lat, lng] = selected ? [selected.latitude, selected.longitude] : [null, null];
  useEffect(() => {
    if (lat !== null && lng !== null) map.setView([lat, lng], Math.max(map.getZoom(), DEFAULT_ZOOM), { animate: false });
  }, [map, lat, lng]);

  // Where the map is centred and how many markers it has, for tests and benchmarks to read.
  useEffect(() => {
    const container = map.getContainer().parentElement;
    const show = () => {
      const c = map.getCenter();
      container?.setAttribute('data-map-centre', `${c.lat.toFixed(4)},${c.lng.toFixed(4)}`);
    };
    container?.setAttribute('data-markers', String(jobs.length));
    show();
    map.on('moveend', show);
    return () => {
      map.off('moveend', show);
    };
  }, [map, jobs.length]);
  return null;
};

export interface JobMapProps {
  jobs: JobRecord[];
  selectedId?: number | null;
  onSelect?: (job: JobRecord) => void;
  height?: number | string;
  /** The starting zoom: the spec's 13, or less to show the whole island in a narrow map. */
  zoom?: number;
  /** A technician's day: these jobs joined by a line in visiting order (the map view's route). */
  routeOrder?: number[];
}

export const JobMap = ({ jobs, selectedId = null, onSelect, height = 400, zoom = DEFAULT_ZOOM, routeOrder }: JobMapProps) => {
  const theme = useTheme();
  const placed = useMemo(() => jobs.filter(hasPlace), [jobs]);
  const selected = placed.find((j) => j.id === selectedId);
  const routeLine = useMemo(() => {
    const byId = new Map(placed.map((j) => [j.id, j]));
    return (routeOrder ?? []).flatMap((id) => {
      const job = byId.get(id);
      return job ? [[job.latitude, job.longitude] as [number, number]] : [];
    });
  }, [placed, routeOrder]);
  return (
    <Box
      data-testid="job-map"
      data-selected={selected ? `${selected.latitude},${selected.longitude}` : ''}
      data-route-points={routeLine.length}
      sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '& .leaflet-container': { height: '100%', background: theme.palette.background.default } }}
    >
      <MapContainer center={SINGAPORE_CENTRE} zoom={zoom} attributionControl={false} style={{ height: '100%' }}>
        <Suspense fallback={null}>
          <MapBackground />
        </Suspense>
        {routeLine.length > 1 && <Polyline positions={routeLine} pathOptions={{ color: theme.palette.primary.main, weight: 3, opacity: 0.8, dashArray: '6 6' }} />}
        <Markers jobs={placed} selectedId={selectedId} onSelect={onSelect} />
      </MapContainer>
    </Box>
  );
};
