/**
 * The list's filters: the search box (`q`, sent as the contract's free-text `filter`) and the
 * status dropdown: the resource's worklist ("To do", when its YAML declares one), every status it
 * uses, and All; it opens on the worklist, else on the resource's default status.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchInput, useInput, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../shared/resource-spec';
import { useResourceDef } from '../registry';
import { statusLabelKey } from './values';

export { statusLabelKey };

/** The status the list opens on: the worklist when the resource has one, else its default status. */
export const initialStatus = (def: ResourceDef): string => (def.worklist ? 'work' : def.defaultStatus);

/** The dropdown's choices: the worklist, the default status, every other status the resource uses, All. */
export function statusChoices(def: ResourceDef): string[] {
  return [...(def.worklist ? ['work'] : []), ...new Set([def.defaultStatus, ...def.statuses]), 'all'];
}

const StatusFilterInput = ({ source, choices, size }: { source: string; choices: string[]; alwaysOn?: boolean; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  const def = useResourceDef();
  const { field, id } = useInput({ source });
  return (
    <TextField
      id={id}
      select
      size={size}
      label={translate(`resources.${def.resource}.fields.status`)}
      value={field.value || choices[0]}
      onChange={(e) => field.onChange(e.target.value)}
      sx={{ minWidth: 140 }}
    >
      {choices.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(statusLabelKey(status, def))}
        </MenuItem>
      ))}
    </TextField>
  );
};

export function listFilters(def: ResourceDef) {
  const choices = statusChoices(def);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(choices.length > 2 ? [<StatusFilterInput key="status" source="status" choices={choices} alwaysOn />] : []),
  ];
}
