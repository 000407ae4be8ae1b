/**
 * The map widget of a form (spec section 2, "Map widget"; YAML `address_map:`): a search box with
 * suggestions from GET /geo/search (OneMap through the server), a 400 px map at zoom 13 centred
 * on central Singapore, one marker at the form's latitude and longitude. Choosing a suggestion
 * moves marker and centre and fills the form: the name from block, road and building, country
 * Singapore, the postal code (empty for OneMap's 'NIL'), latitude and longitude.
 */
import { Suspense, useEffect, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, useMap } from 'react-leaflet';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSourceContext, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { DEFAULT_ZOOM, MapBackground, SINGAPORE_CENTRE } from './JobMap';

/** A OneMap place as /geo/search answers it (strings, 'NIL' for none). */
export interface Place {
  ADDRESS: string;
  LATITUDE: string;
  LONGITUDE: string;
  POSTAL: string;
  BLK_NO: string;
  ROAD_NAME: string;
  BUILDING: string;
}

const given = (value: string) => (value && value.toUpperCase() !== 'NIL' ? value : '');

/** The form values a place gives: name from block, road and building; 'NIL' becomes empty. */
export function placeValues(place: Place) {
  return {
    name: [place.BLK_NO, place.ROAD_NAME, place.BUILDING].map(given).filter(Boolean).join(' '),
    postal: given(place.POSTAL),
    country: 'Singapore',
    latitude: Number(place.LATITUDE),
    longitude: Number(place.LONGITUDE),
  };
}

export interface AddressMapInputProps {
  /** The form's fields a chosen place fills (latitude and longitude always). */
  name?: string;
  postal?: string;
  country?: string;
}

/**
 * Suggestions for what was typed; a failing search shows none (spec section 8: ignored), except
 * that a server with address search turned off (503, ONEMAP_URL=off) says so instead of "No
 * address found".
 */
function usePlaces(query: string): { places: Place[]; off: boolean } {
  const [places, setPlaces] = useState<Place[]>([]);
  const [off, setOff] = useState(false);
  useEffect(() => {
    const q = query.trim();
    if (!q) return setPlaces([]);
    let current = true;
    // Typing pauses before a search: one upstream call per word, not per key.
    const timer = setTimeout(() => {
      httpClient<{ data: { results: Place[] } }>(`${API_URL}/geo/search?q=${encodeURIComponent(q)}`).then(
        ({ json }) => {
          if (!current) return;
          setOff(false);
          setPlaces(json.data.results);
        },
        (e: { status?: number; body?: { errors?: { title?: string }[] } }) => {
          if (!current) return;
          setOff(e?.status === 503 && /turned off/i.test(e.body?.errors?.[0]?.title ?? ''));
          setPlaces([]);
        },
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return { places, off };
}

export const AddressMapInput = ({ name, postal, country }: AddressMapInputProps) => {
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const [query, setQuery] = useState('');
  const { places, off } = usePlaces(query);
  const [lat, lng] = useWatch({ name: [getSource('latitude'), getSource('longitude')] }) as [unknown, unknown];
  const placed = typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng);
  const position: [number, number] = placed ? [lat, lng] : SINGAPORE_CENTRE;

  const choose = (place: Place | null) => {
    if (!place) return;
    const values = placeValues(place);
    const fill = (field: string | undefined, value: unknown) => field && setValue(getSource(field), value, { shouldDirty: true });
    fill(name, values.name);
    fill(postal, values.postal);
    fill(country, values.country);
    fill('latitude', values.latitude);
    fill('longitude', values.longitude);
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', width: '100%', my: 1 }} data-testid="address-map">
      <Autocomplete
        options={places}
        filterOptions={(o) => o} // the server has matched them already
        getOptionLabel={(p) => (typeof p === 'string' ? p : p.ADDRESS)}
        isOptionEqualToValue={(a, b) => a.ADDRESS === b.ADDRESS}
        onInputChange={(_e, value, reason) => reason === 'input' && setQuery(value)}
        onChange={(_e, place) => choose(place)}
        noOptionsText={translate(off ? 'app.map_widget.search_off' : 'app.map_widget.no_places')}
        renderInput={(params) => <TextField {...params} label={translate('app.map_widget.search')} size="small" />}
        sx={{ mb: 1 }}
      />
      <PlaceMap position={position} placed={placed} />
    </Box>
  );
};

const PlaceMap = ({ position, placed }: { position: [number, number]; placed: boolean }) => {
  const theme = useTheme();
  return (
    <Box
      data-marker={placed ? `${position[0]},${position[1]}` : ''}
      sx={{ height: 400, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '& .leaflet-container': { height: '100%', background: theme.palette.background.default } }}
    >
      <MapContainer center={position} zoom={DEFAULT_ZOOM} attributionControl={false} style={{ height: '100%' }}>
        <Suspense fallback={null}>
          <MapBackground />
        </Suspense>
        <CircleMarker center={position} radius={9} pathOptions={{ color: theme.palette.primary.main, fillColor: theme.palette.primary.main, fillOpacity: placed ? 0.9 : 0.3 }} />
        <FollowMarker position={position} />
      </MapContainer>
    </Box>
  );
};

/** The map's centre follows the marker; the centre is written on the box for tests to read. */
const FollowMarker = ({ position: [lat, lng] }: { position: [number, number] }) => {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], map.getZoom(), { animate: false });
    const c = map.getCenter();
    map.getContainer().parentElement?.setAttribute('data-map-centre', `${c.lat.toFixed(4)},${c.lng.toFixed(4)}`);
  }, [map, lat, lng]);
  return null;
};
