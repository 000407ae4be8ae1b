/**
 * "Suggest" on a job (issue 28, item 2): the three field staff the server ranks best for the job
 * at a time (GET /joborder_headers/{id}/suggestions?at=), each with the reasons it gives in the
 * reader's language; one click assigns the job to them at that time (the board's own assign,
 * which also sets the ETA). The time starts at the job's ETA (a day without a time, as a
 * preferred date gives it: the working day's start, 08:00, as the server reads it), else the next
 * whole hour.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { fromDateTimeString, toDateTimeString } from '../../crud/dateValues';
import type { JobRecord } from '../jobs/jobStatus';
import { timeOfDayOrStart } from '../../../shared/working-hours';

export interface Suggestion {
  employee_id: number;
  display_name: string;
  score: number;
  free: boolean;
  travel_minutes: number | null;
  reasons: string[];
}

/** How many the dialog shows: a coordinator chooses among a few, not a ranking of everyone. */
const SHOWN = 3;

const nextHour = () => Math.ceil(Date.now() / 3_600_000) * 3600;

export async function fetchSuggestions(jobId: number, at: number): Promise<Suggestion[]> {
  const url = `${API_URL}/joborder_headers/${encodeURIComponent(String(jobId))}/suggestions?at=${at}`;
  return (await httpClient(url)).json.data as Suggestion[];
}

export function SuggestDialog({ job, onClose, onAssign }: { job: JobRecord; onClose: () => void; onAssign: (employeeId: number, eta: number) => void }) {
  const translate = useTranslate();
  const [when, setWhen] = useState(() => toDateTimeString(typeof job.job_eta === 'number' ? timeOfDayOrStart(job.job_eta) : nextHour()));
  const at = fromDateTimeString(when);
  const suggestions = useQuery({
    queryKey: ['suggestions', job.id, at],
    queryFn: () => fetchSuggestions(job.id, at!),
    enabled: at !== null,
    staleTime: 0,
  });
  const title = translate('app.dispatch.suggest.title', { ticket: job.ticket_no ?? `#${job.id}` });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="suggest-title">
      <DialogTitle id="suggest-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          type="datetime-local"
          label={translate('app.dispatch.suggest.when')}
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          size="small"
          sx={{ mt: 1, mb: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {suggestions.isPending && at !== null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          </Box>
        ) : suggestions.isError ? (
          <Alert severity="error">{(suggestions.error as Error).message}</Alert>
        ) : !suggestions.data?.length ? (
          <Alert severity="info">{translate('app.dispatch.suggest.none')}</Alert>
        ) : (
          <List data-testid="suggestions">
            {suggestions.data.slice(0, SHOWN).map((s) => (
              <ListItem
                key={s.employee_id}
                data-testid={`suggestion-${s.employee_id}`}
                divider
                sx={{ alignItems: 'flex-start', gap: 2 }}
                secondaryAction={
                  <Button variant={s.free ? 'contained' : 'outlined'} size="small" onClick={() => at !== null && onAssign(s.employee_id, at)}>
                    {translate('app.dispatch.suggest.assign')}
                  </Button>
                }
              >
                <Box sx={{ pr: 12 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="span">
                      {s.display_name}
                    </Typography>
                    <Chip size="small" color={s.free ? 'success' : 'default'} label={translate(s.free ? 'app.dispatch.suggest.free' : 'app.dispatch.suggest.busy')} />
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.dispatch.suggest.score', { score: s.score })}
                    </Typography>
                  </Box>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {s.reasons.map((reason) => (
                      <Typography component="li" variant="body2" key={reason}>
                        {reason}
                      </Typography>
                    ))}
                  </Box>
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
