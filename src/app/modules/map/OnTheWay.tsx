/**
 * Technicians on the way, on the coordinator's map (issue 40 item 5): GET /employees/positions,
 * the latest position of each technician between "On my way" and the start of the work, drawn as
 * a marker with their name, the job, the ETA and when it was last updated. Each position the
 * phone sends is a live `position` event of the job (live/useLiveChanges.ts), which refetches
 * only this query; a job's other changes (its work started) refetch it too, as it is keyed under
 * the job orders. Positions are kept 24 hours by the server; the list is also asked again every
 * minute, so a technician whose phone stopped sending still shows how old their position is.
 */
import { useCallback, useEffect } from 'react';
import { divIcon, layerGroup, marker } from 'leaflet';
import { useMap } from 'react-leaflet';
import { useQuery } from '@tanstack/react-query';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useAbility } from '../../crud/ability';
import { ON_THE_WAY_QUERY } from '../../live/useLiveChanges';
import type { TechnicianOnTheWay } from '../../../shared/technician-positions';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A moment (unix seconds) as the 24-hour clock shows it, 14:05. */
export const clockTime = (at: number) => new Date(at * 1000).toTimeString().slice(0, 5);

/** The technicians on the way, for whoever may read job orders (none asked otherwise). */
export function useTechniciansOnTheWay(): TechnicianOnTheWay[] {
  const ability = useAbility();
  const allowed = ability.can('read', 'joborder_headers');
  const { data } = useQuery({
    queryKey: ON_THE_WAY_QUERY,
    queryFn: async () => (await httpClient<{ data: TechnicianOnTheWay[] }>(`${API_URL}/employees/positions`)).json.data,
    enabled: allowed,
    refetchInterval: 60_000,
    retry: false,
  });
  return data ?? [];
}

/** What a marker says: who, which job, the ETA, when last heard. */
export function useOnTheWayText() {
  const translate = useTranslate();
  return useCallback((t: TechnicianOnTheWay) => ({
    title: translate('app.dispatch.on_the_way.marker', { name: t.employee, job: [t.job, t.company_name].filter(Boolean).join(' · ') }),
    eta: t.eta_minutes === null ? translate('app.dispatch.on_the_way.no_eta') : translate('app.dispatch.on_the_way.eta', { smart_count: t.eta_minutes }),
    updated: translate('app.dispatch.on_the_way.updated', { time: clockTime(t.at) }),
  }), [translate]);
}

const VAN = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zM6 18.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m13.5-9 1.96 2.5H17V9.5zM18 18.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5"/></svg>';

/** The markers of the technicians on the way, inside a react-leaflet map: a van and the name, the rest in the tooltip. */
export const OnTheWayMarks = ({ technicians }: { technicians: TechnicianOnTheWay[] }) => {
  const map = useMap();
  const theme = useTheme();
  const textOf = useOnTheWayText();
  useEffect(() => {
    const group = layerGroup();
    // A dark pill in the light skin and a light one in the dark: apart from every status colour of the job markers.
    const { text: ink, background } = theme.palette;
    for (const t of technicians) {
      const text = textOf(t);
      const label = `${text.title} · ${text.eta} · ${text.updated}`;
      marker([t.position.latitude, t.position.longitude], {
        keyboard: false,
        zIndexOffset: 1000,
        alt: label,
        icon: divIcon({
          className: 'on-the-way',
          iconSize: [0, 0],
          iconAnchor: [14, 14],
          html:
            `<span data-testid="on-the-way-marker" data-employee-id="${t.employee_id}" data-job-id="${t.job_id}" data-position="${t.position.latitude.toFixed(5)},${t.position.longitude.toFixed(5)}" data-eta="${t.eta_minutes ?? ''}" role="img" aria-label="${escapeHtml(label)}" ` +
            `style="display:inline-flex;align-items:center;gap:4px;height:28px;padding:0 8px 0 6px;border-radius:14px;box-sizing:border-box;width:max-content;border:2px solid ${background.paper};background:${ink.primary};color:${background.paper};font:600 12px/1 ${theme.typography.fontFamily};white-space:nowrap;box-shadow:0 1px 3px rgba(0,0,0,.4)">` +
            `${VAN}<span>${escapeHtml(t.employee)}</span><span style="font-weight:400;opacity:.85">${escapeHtml(text.eta)}</span></span>`,
        }),
      })
        .bindTooltip(`${escapeHtml(text.title)}<br>${escapeHtml(text.eta)} · ${escapeHtml(text.updated)}`)
        .addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, technicians, theme, textOf]);
  return null;
};
