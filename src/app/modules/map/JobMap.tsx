/**
 * A map of job sites (react-leaflet): a marker per job coloured by its status, the selected one
 * larger and centred. Tiles come from MAP_TILE_URL; without it the map draws the outline of
 * Singapore shipped with the app (Natural Earth, public domain), so no request leaves the origin.
 * Spec: zoom 13, centred on central Singapore by default.
 *
 * Markers are drawn on one canvas by plain Leaflet layers, not a React component each: a board
 * of 2,000 jobs would otherwise spend most of its first second making markers.
 *
 * A late job's marker wears a red ring and an at-risk job's an amber one (issue 28 item 4), the
 * colours of the cards' Late and At risk chips, outside the status colour so both read at once;
 * the tooltip says it in words, and the map view shows a legend (`slaLegend`).
 *
 * A technician's day (the map view with a technician and a day chosen; issue 35 item 6): the
 * line runs from their base (drawn as a house) through the stops in visiting order, each stop
 * carries its number in that order, and the map fits the whole route whenever it changes (chosen,
 * or reordered by Optimise).
 *
 * Technicians on the way to a job (issue 40 item 5; OnTheWay.tsx): a van with their name and
 * ETA where their phone last was, above everything else, moving as their positions come.
 */
import { Suspense, useEffect, useMemo, useRef, type ComponentProps } from 'react';
import 'leaflet/dist/leaflet.css';
import { canvas, circleMarker, divIcon, latLngBounds, layerGroup, marker } from 'leaflet';
import { AttributionControl, GeoJSON, MapContainer, Polyline, TileLayer, useMap } from 'react-leaflet';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getContrastRatio, useTheme, type Palette } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { RouteBase } from './useDayRoute';
import { hasPlace, statusColourOf, type JobRecord } from '../jobs/jobStatus';
import { useMapConfig } from './mapConfig';
import singapore from './singapore.json';
import { OnTheWayMarks } from './OnTheWay';
import type { TechnicianOnTheWay } from '../../../shared/technician-positions';

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

/** The marker radius, and the ring's: outside the marker's own stroke, with a gap. */
export const MARKER_RADIUS = { plain: 7, selected: 11 };
export const SLA_RING_GAP = 4;
const SLA_RING_WEIGHT = 3;

type SlaShown = 'late' | 'at_risk';
const slaShown = (job: JobRecord): SlaShown | null => (job.sla_state === 'late' || job.sla_state === 'at_risk' ? job.sla_state : null);
/**
 * Late in the palette's error colour, at risk in its warning colour (the cards' chips). A ring is
 * a graphic that must stand 3:1 against the map (WCAG 1.4.11): where the main shade does not clear
 * that with room for the island's tint (light amber on white), the darker shade (the lighter in
 * the dark skin) is taken.
 */
export const slaColourOf = (palette: Palette, state: SlaShown) => {
  const colour = state === 'late' ? palette.error : palette.warning;
  if (getContrastRatio(colour.main, palette.background.default) >= 3.5) return colour.main;
  return palette.mode === 'dark' ? colour.light : colour.dark;
};

/** The markers, remade when the jobs or the selection change; the view follows the selection. */
const Markers = ({ jobs, selectedId, onSelect }: { jobs: PlacedJob[]; selectedId: number | null; onSelect?: (job: JobRecord) => void }) => {
  const map = useMap();
  const theme = useTheme();
  const translate = useTranslate();
  const renderer = useRef(canvas({ padding: 0.5 }));
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const group = layerGroup();
    const draw = (job: PlacedJob, isSelected: boolean) => {
      const colour = statusColourOf(theme.palette, job.job_status);
      const radius = isSelected ? MARKER_RADIUS.selected : MARKER_RADIUS.plain;
      const sla = slaShown(job);
      if (sla) {
        circleMarker([job.latitude, job.longitude], { renderer: renderer.current, radius: radius + SLA_RING_GAP, color: slaColourOf(theme.palette, sla), weight: SLA_RING_WEIGHT, fill: false, interactive: false }).addTo(group);
      }
      const marker = circleMarker(
        [job.latitude, job.longitude],
        isSelected
          ? { renderer: renderer.current, radius, color: theme.palette.text.primary, weight: 3, fillColor: colour, fillOpacity: 0.95 }
          : { renderer: renderer.current, radius, color: colour, weight: 1, fillColor: colour, fillOpacity: 0.85 },
      ).bindTooltip([job.ticket_no ?? '', job.company_name ?? '', sla ? `· ${translate(`app.dispatch.sla.${sla}`)}` : ''].filter(Boolean).join(' '));
      if (!isSelected) marker.on('click', () => select.current?.(job));
      marker.addTo(group);
    };
    for (const job of jobs) if (job.id !== selectedId) draw(job, false);
    const selected = jobs.find((job) => job.id === selectedId);
    if (selected) draw(selected, true); // drawn last, on top
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, jobs, selectedId, theme, translate]);

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
      container?.setAttribute('data-map-bounds', map.getBounds().toBBoxString());
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

/** A stop's number (a badge above and right of its marker) and the base's house, as Leaflet markers over the canvas. */
const STOP_BADGE = 20;
const BASE_SIZE = 26;
const HOUSE = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z"/></svg>';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The route drawn over the markers: each stop's number and the base, and the view fitted to all
 * of them whenever the route changes (not when only a marker is selected).
 */
const RouteMarks = ({ stops, base, baseName }: { stops: Array<{ job: PlacedJob; number: number }>; base: [number, number] | null; baseName: string }) => {
  const map = useMap();
  const theme = useTheme();
  const translate = useTranslate();
  useEffect(() => {
    const group = layerGroup();
    const { background, text, primary } = theme.palette;
    for (const { job, number } of stops) {
      marker([job.latitude, job.longitude], {
        interactive: false,
        keyboard: false,
        zIndexOffset: 500,
        icon: divIcon({
          className: 'route-stop-number',
          iconSize: [STOP_BADGE, STOP_BADGE],
          // Above and right of the marker: its status colour and any ring stay in view.
          iconAnchor: [-4, STOP_BADGE + 2],
          html: `<span data-testid="route-stop" data-job-id="${job.id}" style="display:flex;align-items:center;justify-content:center;width:${STOP_BADGE}px;height:${STOP_BADGE}px;border-radius:50%;box-sizing:border-box;border:2px solid ${primary.main};background:${background.paper};color:${text.primary};font:600 11px/1 ${theme.typography.fontFamily}">${number}</span>`,
        }),
      }).addTo(group);
    }
    if (base) {
      const label = translate('app.dispatch.route.base', { name: baseName });
      marker(base, {
        keyboard: false,
        zIndexOffset: 400,
        alt: label,
        icon: divIcon({
          className: 'route-base',
          iconSize: [BASE_SIZE, BASE_SIZE],
          iconAnchor: [BASE_SIZE / 2, BASE_SIZE / 2],
          html: `<span data-testid="route-base" role="img" aria-label="${escapeHtml(label)}" style="display:flex;align-items:center;justify-content:center;width:${BASE_SIZE}px;height:${BASE_SIZE}px;border-radius:6px;box-sizing:border-box;border:2px solid ${background.paper};background:${primary.main};color:${primary.contrastText}">${HOUSE}</span>`,
        }),
      })
        .bindTooltip(escapeHtml(label))
        .addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, stops, base?.[0], base?.[1], baseName, theme, translate]); // eslint-disable-line react-hooks/exhaustive-deps

  // Fit the route (its stops and base) whenever it changes: chosen, or reordered.
  const points = [...(base ? [base] : []), ...stops.map(({ job }) => [job.latitude, job.longitude] as [number, number])];
  const fitKey = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (!points.length) return;
    if (points.length === 1) map.setView(points[0], Math.max(map.getZoom(), DEFAULT_ZOOM), { animate: false });
    else map.fitBounds(latLngBounds(points), { padding: [48, 48], maxZoom: 15, animate: false });
  }, [map, fitKey]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
};

export interface JobMapProps {
  jobs: JobRecord[];
  selectedId?: number | null;
  onSelect?: (job: JobRecord) => void;
  height?: number | string;
  /** The starting zoom: the spec's 13, or less to show the whole island in a narrow map. */
  zoom?: number;
  /** A technician's day: these jobs joined by a line in visiting order (the map view's route), numbered. */
  routeOrder?: number[];
  /** Where that day starts: drawn as a house, the line's first point. */
  routeBase?: RouteBase;
  /** Say under the map what the late and at-risk rings mean (the map view). */
  slaLegend?: boolean;
  /** Technicians on the way to a job, where their phones last were (the map view; OnTheWay.tsx). */
  onTheWay?: TechnicianOnTheWay[];
}

/** What the rings mean: a ring of each colour and its word, on the paper colour (the map view). */
const SlaLegend = () => {
  const theme = useTheme();
  const translate = useTranslate();
  return (
    <Box data-testid="map-legend" role="note" aria-label={translate('app.dispatch.sla.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', px: 1, py: 0.5 }}>
      {(['late', 'at_risk'] as const).map((state) => (
        <Box key={state} sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          <Box
            component="span"
            data-testid={`legend-${state}`}
            sx={{ width: 14, height: 14, borderRadius: '50%', border: SLA_RING_WEIGHT, borderColor: slaColourOf(theme.palette, state), boxSizing: 'border-box' }}
          />
          <Typography variant="body2">{translate(`app.dispatch.sla.${state}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
};

export const JobMap = ({ jobs, selectedId = null, onSelect, height = 400, zoom = DEFAULT_ZOOM, routeOrder, routeBase, slaLegend = false, onTheWay }: JobMapProps) => {
  const theme = useTheme();
  const placed = useMemo(() => jobs.filter(hasPlace), [jobs]);
  const selected = placed.find((j) => j.id === selectedId);
  const base = routeOrder && routeBase && routeBase.latitude !== null && routeBase.longitude !== null ? ([routeBase.latitude, routeBase.longitude] as [number, number]) : null;
  /** The route's stops that have a place, in visiting order, each with its number in the day. */
  const routeStops = useMemo(() => {
    const byId = new Map(placed.map((j) => [j.id, j]));
    return (routeOrder ?? []).flatMap((id, i) => {
      const job = byId.get(id);
      return job ? [{ job, number: i + 1 }] : [];
    });
  }, [placed, routeOrder]);
  const routeLine = useMemo(() => [...(base ? [base] : []), ...routeStops.map(({ job }) => [job.latitude, job.longitude] as [number, number])], [base?.[0], base?.[1], routeStops]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <Box
        data-testid="job-map"
        data-selected={selected ? `${selected.latitude},${selected.longitude}` : ''}
        data-route-points={routeStops.length}
        sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '& .leaflet-container': { height: '100%', background: theme.palette.background.default } }}
      >
        <MapContainer center={SINGAPORE_CENTRE} zoom={zoom} attributionControl={false} style={{ height: '100%' }}>
          <Suspense fallback={null}>
            <MapBackground />
          </Suspense>
          {routeLine.length > 1 && <Polyline positions={routeLine} pathOptions={{ color: theme.palette.primary.main, weight: 3, opacity: 0.8, dashArray: '6 6' }} />}
          <Markers jobs={placed} selectedId={selectedId} onSelect={onSelect} />
          {routeOrder && <RouteMarks stops={routeStops} base={base} baseName={routeBase?.name ?? ''} />}
          {onTheWay && onTheWay.length > 0 && <OnTheWayMarks technicians={onTheWay} />}
        </MapContainer>
      </Box>
      {slaLegend && <SlaLegend />}
    </>
  );
};
