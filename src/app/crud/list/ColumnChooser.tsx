/**
 * The column chooser: which columns the list shows (a preference per user and list, kept on the
 * server) and the date format (en-CA or en-GB, a preference of the user).
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useLocaleState, useTranslate } from 'react-admin';
import { useDateLocale } from '../../preferences';
import type { ColumnVisibility, ListColumn } from './columns';
import { DATE_PREFERENCES, dateLocaleOf, formatUnix, isDatePreference } from './format';

/** A fixed day to show what each date format looks like. */
const SAMPLE_DAY = Date.UTC(2025, 11, 31, 12) / 1000;

export const ColumnChooser = ({ columns, visibility }: { columns: ListColumn[]; visibility: ColumnVisibility }) => {
  const translate = useTranslate();
  const [, setDatePreference, datePreference] = useDateLocale();
  const [language] = useLocaleState();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const visibleCount = columns.length - columns.filter((c) => visibility.isHidden(c.source)).length;
  return (
    <>
      <Button ref={anchor} size="small" startIcon={<ViewColumnIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('app.list.columns')}
      </Button>
      <Popover open={open} anchorEl={anchor.current} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ p: 2, minWidth: 240 }} role="dialog" aria-label={translate('app.list.columns')}>
          <Typography variant="subtitle2" gutterBottom>
            {translate('app.list.columns')}
          </Typography>
          {columns.map((column) => {
            const shown = !visibility.isHidden(column.source);
            return (
              <Box key={column.source}>
                <FormControlLabel
                  control={<Checkbox size="small" checked={shown} disabled={shown && visibleCount === 1} onChange={() => visibility.toggle(column.source)} />}
                  label={translate(column.labelKey, { _: column.source })}
                />
              </Box>
            );
          })}
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2" id="date-format-label">
            {translate('app.list.date_format')}
          </Typography>
          <RadioGroup aria-labelledby="date-format-label" value={datePreference} onChange={(e) => isDatePreference(e.target.value) && setDatePreference(e.target.value)}>
            {DATE_PREFERENCES.map((preference) => {
              const sample = formatUnix(SAMPLE_DAY, false, dateLocaleOf(preference, language));
              const label = preference === 'language' ? translate('app.list.date_format_language', { sample }) : sample;
              return <FormControlLabel key={preference} value={preference} control={<Radio size="small" />} label={label} />;
            })}
          </RadioGroup>
        </Box>
      </Popover>
    </>
  );
};
