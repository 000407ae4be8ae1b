/**
 * The map widget of a form (spec section 2, "Map widget"; YAML `address_map:`): a search box with
 * suggestions from GET /geo/search (OneMap through the server), a 400 px map at zoom 13 centred
 * on central Singapore, one marker at the form's latitude and longitude. Choosing a suggestion
 * moves marker and centre and fills the form: the name from block, road and building, country
 * Singapore, the postal code (empty for OneMap's 'NIL'), latitude and longitude.
 *
 * With `address` (issue 35 item 2) the widget keeps the chosen address as text with its pin and
 * shows it under the search box: the text and the pin always change together. Choosing a
 * suggestion sets both from it; with `site`, choosing a site (by hand, in its picker, or the
 * company's default site) sets both from the site; the clear button clears both. The server
 * keeps the same rule for other writers (src/server/dispatch/kept-place.ts).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, useMap } from 'react-leaflet';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import PlaceIcon from '@mui/icons-material/Place';
import { useTheme } from '@mui/material/styles';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useSourceContext, useTranslate } from 'react-admin';
import { siteAddress } from '../../../shared/place-text';
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
  /** The field keeping the chosen address as text (OneMap's ADDRESS, or the site's address). */
  address?: string;
  /** The site reference whose choice sets the pin and the address from the site. */
  site?: string;
}

/**
 * Suggestions for what was typed. A failing search shows none (spec section 8: ignored) and says
 * why instead of "No address found" (issue 35, item 6): a server with address search turned off
 * (503, ONEMAP_URL=off) in the reader's language, any other refusal (the address service down or
 * slow, a search too long) in the server's sentence.
 */
function usePlaces(query: string): { places: Place[]; off: boolean; failure: string | null } {
  const [places, setPlaces] = useState<Place[]>([]);
  const [off, setOff] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
          setFailure(null);
          setPlaces(json.data.results);
        },
        (e: { status?: number; message?: string; body?: { errors?: { title?: string }[] } }) => {
          if (!current) return;
          // The server's sentence when it answered; no answer at all (offline) stays "No address found".
          const sentence = e?.status ? e.body?.errors?.[0]?.title || e.message || null : null;
          setOff(e?.status === 503 && /turned off/i.test(sentence ?? ''));
          setFailure(sentence);
          setPlaces([]);
        },
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return { places, off, failure };
}

export const AddressMapInput = ({ name, postal, country, address, site }: AddressMapInputProps) => {
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const [query, setQuery] = useState('');
  const { places, off, failure } = usePlaces(query);
  const [lat, lng, text] = useWatch({ name: [getSource('latitude'), getSource('longitude'), getSource(address ?? 'address')] }) as [unknown, unknown, unknown];
  const placed = typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng);
  const position: [number, number] = placed ? [lat, lng] : SINGAPORE_CENTRE;
  const fill = (field: string | undefined, value: unknown) => field && setValue(getSource(field), value, { shouldDirty: true });
  /** The pin and the text, always together. */
  const setPlace = (latitude: number | null, longitude: number | null, addressText: string | null) => {
    fill('latitude', latitude);
    fill('longitude', longitude);
    fill(address, addressText);
  };
  useSitePlace(site, setPlace);

  const choose = (place: Place | null) => {
    if (!place) return;
    const values = placeValues(place);
    fill(name, values.name);
    fill(postal, values.postal);
    fill(country, values.country);
    setPlace(values.latitude, values.longitude, place.ADDRESS);
  };
  const shown = address && typeof text === 'string' ? text.trim() : '';

  return (
    <Box sx={{ gridColumn: '1 / -1', width: '100%', my: 1 }} data-testid="address-map">
      <Autocomplete
        options={places}
        filterOptions={(o) => o} // the server has matched them already
        getOptionLabel={(p) => (typeof p === 'string' ? p : p.ADDRESS)}
        isOptionEqualToValue={(a, b) => a.ADDRESS === b.ADDRESS}
        onInputChange={(_e, value, reason) => reason === 'input' && setQuery(value)}
        onChange={(_e, place) => choose(place)}
        noOptionsText={off ? translate('app.map_widget.search_off') : failure ?? translate('app.map_widget.no_places')}
        renderInput={(params) => <TextField {...params} label={translate('app.map_widget.search')} size="small" />}
        sx={{ mb: 1 }}
      />
      {shown && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minWidth: 0 }}>
          <PlaceIcon fontSize="small" color="action" />
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="address-map-text">
            {shown}
          </Typography>
          <IconButton size="small" aria-label={translate('ra.action.clear_input_value')} onClick={() => setPlace(null, null, null)} data-testid="address-map-clear">
            <ClearIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <PlaceMap position={position} placed={placed} />
    </Box>
  );
};

/**
 * When the user chooses another site (the field is dirty and its value changed), the site's pin
 * and address become the record's; no site clears both. Loading the record changes nothing.
 */
function useSitePlace(site: string | undefined, setPlace: (latitude: number | null, longitude: number | null, address: string | null) => void) {
  const { getSource } = useSourceContext();
  const { getFieldState } = useFormContext();
  const dataProvider = useDataProvider();
  const source = site ? getSource(site) : '';
  const value = useWatch({ name: source || '__no_site__' }) as unknown;
  const seen = useRef(value);
  const latest = useRef(setPlace);
  latest.current = setPlace;
  useEffect(() => {
    if (!site || seen.current === value) return;
    seen.current = value;
    if (!getFieldState(source).isDirty) return;
    if (value === null || value === undefined || value === '') return latest.current(null, null, null);
    dataProvider
      .getOne('company_locations', { id: value as number })
      .then(({ data }) => {
        if (seen.current !== value) return; // another site was chosen meanwhile
        const located = typeof data.latitude === 'number' && typeof data.longitude === 'number';
        latest.current(located ? data.latitude : null, located ? data.longitude : null, siteAddress(data) || null);
      })
      .catch(() => undefined); // the site could not be read: the place stays as it was
    // Runs per change of the site only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}

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
