/**
 * The list's filters: the search box (`q`, sent as the contract's free-text `filter`) and the
 * status dropdown, Open (O) or Archive (V), defaulting to the resource's default status.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchInput, useInput, useTranslate } from 'react-admin';
import type { RecordStatus, ResourceDef } from '../../../shared/resource-spec';
import { useResourceDef } from '../registry';
import { statusLabelKey } from './values';

export { statusLabelKey };

/** The dropdown's choices: the default status, then Open and Archive, as far as the resource uses them. */
export function statusChoices(def: ResourceDef): RecordStatus[] {
  return [...new Set<RecordStatus>([def.defaultStatus, 'O', 'V'])].filter((s) => def.statuses.includes(s));
}

const StatusFilterInput = ({ source, choices, size }: { source: string; choices: RecordStatus[]; alwaysOn?: boolean; size?: 'small' | 'medium' }) => {
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
          {translate(statusLabelKey(status))}
        </MenuItem>
      ))}
    </TextField>
  );
};

export function listFilters(def: ResourceDef) {
  const choices = statusChoices(def);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(choices.length > 1 ? [<StatusFilterInput key="status" source="status" choices={choices} alwaysOn />] : []),
  ];
}
