/**
 * Agreements at work (issue 16): renew a contract into its next period, plan its preventive
 * visits, book a planned visit into a job, see the contracts ending within a chosen window, and
 * see on a job whether its site is under contract or warranty. The server decides and answers
 * (src/server/routes/agreements.ts); these parts call it and show its reasons.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import WorkIcon from '@mui/icons-material/Work';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useAbility } from '../../crud/ability';
import { fromDateString, toDateString } from '../../crud/dateValues';
import { recordKey, routeViewPath } from '../../crud/listRoute';
import { resourceDef } from '../../crud/registry';
import { useNotifiedCall } from '../../crud/useNotifiedCall';

const DAY = 86_400;
const contracts = resourceDef('contract_headers');
const jobs = resourceDef('joborder_headers');

export interface ContractRecord {
  id: number;
  uuid?: string;
  refnum?: string | null;
  company_name?: string | null;
  start_date: number;
  end_date: number;
  contract_status?: string | null;
}

/** Runs a call, says what happened, and refreshes the lists it touched. */
function useAgreementCall() {
  const queryClient = useQueryClient();
  const call = useNotifiedCall(async (url: string, body: unknown, touched: string[]) => {
    const { json } = await httpClient<{ data: unknown }>(`${API_URL}/${url}`, { method: 'POST', body });
    for (const collection of touched) void queryClient.invalidateQueries({ queryKey: [collection] });
    return json.data;
  });
  return { run: async <T,>(url: string, body: unknown, touched: string[]) => (await call.run(url, body, touched)) as T | undefined, busy: call.busy };
}

/** Renew: a dialog with the next period (the day after the end, as long as the contract ran). */
export const RenewButton = ({ contract, size = 'medium' }: { contract: ContractRecord; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const ability = useAbility();
  const { run, busy } = useAgreementCall();
  const [open, setOpen] = useState(false);
  const defaultStart = contract.end_date + DAY;
  const shownStart = toDateString(defaultStart);
  const shownEnd = toDateString(defaultStart + (contract.end_date - contract.start_date));
  const [start, setStart] = useState(shownStart);
  const [end, setEnd] = useState(shownEnd);
  if (!ability.can('create', contracts.subject)) return null;
  const renew = async () => {
    // A date left as shown is the server's default (Singapore's calendar, whatever this browser's zone).
    const period = { ...(start !== shownStart ? { start_date: fromDateString(start) } : {}), ...(end !== shownEnd ? { end_date: fromDateString(end) } : {}) };
    const renewed = await run<ContractRecord>(`contract_headers/${contract.id}/renew`, period, ['contract_headers', 'contract_renewals', 'planned_visits']);
    if (!renewed) return;
    setOpen(false);
    notify(translate('app.agreements.renewed', { refnum: renewed.refnum ?? '' }), { type: 'success' });
    navigate(routeViewPath(contracts.routes[0]!, recordKey(contracts, renewed)));
  };
  return (
    <>
      <Button size={size} variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setOpen(true)} data-testid={`renew-${contract.id}`}>
        {translate('app.agreements.renew')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="renew-title">
        <DialogTitle id="renew-title">{translate('app.agreements.renew_title', { refnum: contract.refnum ?? '' })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.agreements.renew_help')}
          </Typography>
          <Stack direction="row" spacing={2}>
            <TextField type="date" label={translate('resources.contract_headers.fields.start_date')} value={start} onChange={(e) => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" label={translate('resources.contract_headers.fields.end_date')} value={end} onChange={(e) => setEnd(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={renew} disabled={busy || !start || !end}>
            {translate('app.agreements.renew')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Plan visits: one contract's, or (without one) every active contract's. */
export const PlanVisitsButton = ({ contractId }: { contractId?: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const ability = useAbility();
  const { run, busy } = useAgreementCall();
  if (!ability.can('create', resourceDef('planned_visits').subject)) return null;
  const plan = async () => {
    const answer = await run<{ planned: number }>(contractId ? `contract_headers/${contractId}/plan-visits` : 'planned_visits/plan', {}, ['planned_visits']);
    if (answer) notify(translate('app.agreements.planned', { smart_count: answer.planned }), { type: 'success' });
  };
  return (
    <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={plan} disabled={busy} data-testid="plan-visits">
      {translate(contractId ? 'app.agreements.plan_visits' : 'app.agreements.plan_all_visits')}
    </Button>
  );
};

/** Book a planned visit into a job order, then open the job. */
export const BookVisitButton = ({ visit }: { visit: { id: number; visit_status?: string | null } }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const ability = useAbility();
  const { run, busy } = useAgreementCall();
  if (visit.visit_status !== 'Planned' || !ability.can('create', jobs.subject)) return null;
  const book = async () => {
    const job = await run<{ id: number; uuid?: string }>(`planned_visits/${visit.id}/book`, {}, ['planned_visits', 'joborder_headers']);
    if (job) navigate(routeViewPath(jobs.routes[0]!, recordKey(jobs, job)));
  };
  return (
    <Button variant="contained" startIcon={<WorkIcon />} onClick={book} disabled={busy} data-testid="book-visit">
      {translate('app.agreements.book')}
    </Button>
  );
};

const WINDOWS = [30, 60, 90, 180];

/** The contracts ending within a chosen window, each with Renew. */
export const ContractsEnding = () => {
  const translate = useTranslate();
  const [days, setDays] = useState(60);
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const { data, isPending } = useGetList<ContractRecord>('contract_headers', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'end_date', order: 'ASC' },
    filter: { status: 'O', end_date_gte: now - DAY, end_date_lte: now + days * DAY },
  });
  return (
    <Box sx={{ p: 2 }} data-testid="contracts-ending">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.agreements.ending')}
        </Typography>
        <TextField select size="small" label={translate('app.agreements.window')} value={days} onChange={(e) => setDays(Number(e.target.value))} sx={{ minWidth: 160 }}>
          {WINDOWS.map((d) => (
            <MenuItem key={d} value={d}>
              {translate('app.agreements.within_days', { days: d })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!isPending && !data?.length ? (
        <Typography color="text.secondary">{translate('app.agreements.none_ending', { days })}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.contract_headers.fields.refnum')}</TableCell>
                <TableCell>{translate('resources.contract_headers.fields.company_name')}</TableCell>
                <TableCell>{translate('resources.contract_headers.fields.end_date')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.refnum}</TableCell>
                  <TableCell>{c.company_name}</TableCell>
                  <TableCell>{toDateString(c.end_date)}</TableCell>
                  <TableCell align="right">
                    <RenewButton contract={c} size="small" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};

interface Coverage {
  contracts: Array<{ id: number; refnum: string | null; end_date: number; contract_type: string | null }> | null;
  warranties: Array<{ id: number; warranty_no: string | null; end_date: number; serial_no: string | null }> | null;
}

/** Whether the job's site is under contract or warranty today. */
export const JobCoverage = ({ jobId }: { jobId: number }) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['joborder_headers', 'coverage', jobId],
    queryFn: async () => (await httpClient<{ data: Coverage }>(`${API_URL}/joborder_headers/${jobId}/coverage`)).json.data,
  });
  if (!data || (data.contracts === null && data.warranties === null)) return null;
  const chips = [
    ...(data.contracts ?? []).map((c) => ({ key: `c${c.id}`, label: translate('app.agreements.under_contract', { refnum: c.refnum ?? '', until: toDateString(c.end_date) }) })),
    ...(data.warranties ?? []).map((w) => ({ key: `w${w.id}`, label: translate('app.agreements.under_warranty', { number: w.warranty_no ?? '', until: toDateString(w.end_date) }) })),
  ];
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="job-coverage">
      {chips.length ? chips.map((c) => <Chip key={c.key} color="success" variant="outlined" label={c.label} />) : <Typography color="text.secondary">{translate('app.agreements.not_covered')}</Typography>}
    </Stack>
  );
};
