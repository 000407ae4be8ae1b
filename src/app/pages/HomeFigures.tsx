/**
 * The home's day at a glance (api-contract.md "Reports", `GET /dashboard`): jobs today by status,
 * jobs completed this week, late and at-risk jobs (each opening the job list filtered so), open quotations and their value, sales this month against last, the
 * top customers, the contracts ending soon and what is due to suppliers this week, as cards with small bar charts. The server leaves
 * out (null) what the user may not read; each card opens the list it summarises. The figures
 * span many collections, so they refresh each minute rather than on each live change.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../authProvider/api';
import { sgdFormat } from '../crud/list/format';
import { toDateString } from '../crud/dateValues';
import type { DashboardFigures } from '../../shared/dashboard';
import { statusColourOf, statusLabelKey } from '../modules/jobs/jobStatus';

const JOBS = '/pages/services-tools/job-order';
const QUOTATIONS = '/pages/sales-tools/quotation';
const INVOICES = '/pages/sales-tools/sales-invoice';
const CUSTOMERS = '/pages/masterlists/customers';
const CONTRACTS = '/pages/agreements/contracts';
const RECEIVABLES = '/pages/sales-tools/receivables';
const PAYABLES = '/pages/purchases/payables';
const withFilter = (path: string, filter: Record<string, string>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
/** The job orders' plain list (the board's ?layout=list) with one filter. */
const jobListWith = (filter: Record<string, string>) => `${JOBS}?layout=list&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A card that opens `to`: its title, then its figure or chart. */
const FigureCard = ({ testId, title, to, children }: { testId: string; title: string; to: string; children: ReactNode }) => (
  <Card data-testid={testId} sx={{ height: '100%' }}>
    <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
      <CardContent>
        <Typography color="text.secondary" gutterBottom noWrap>
          {title}
        </Typography>
        {children}
      </CardContent>
    </CardActionArea>
  </Card>
);

/** A horizontal bar of `value` against `max`, with its label and figure on one line above it. */
const Bar = ({ label, figure, value, max, colour }: { label: string; figure: string; value: number; max: number; colour: string }) => (
  <Box component="li" sx={{ listStyle: 'none', mb: 0.75 }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" noWrap>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {figure}
      </Typography>
    </Box>
    <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
      <Box sx={{ height: '100%', width: `${max > 0 ? Math.max(2, (value / max) * 100) : 0}%`, bgcolor: colour }} />
    </Box>
  </Box>
);

export const HomeFigures = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const figures = useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => (await httpClient<{ data: DashboardFigures }>(`${API_URL}/dashboard`)).json.data,
    // The figures sum many collections: asked again each minute and on coming back to the tab.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

  const money = sgdFormat(locale);
  const count = new Intl.NumberFormat(locale);
  const f = figures.data;
  if (figures.isPending) return <Skeleton variant="rounded" height={160} sx={{ mb: 3 }} />;
  if (!f || Object.values(f).every((v) => v === null)) return null;

  const cards: ReactNode[] = [];
  // The accountant's first card: what customers owe and how much of it is overdue.
  if (f.receivables) {
    const r = f.receivables;
    cards.push(
      <FigureCard key="receivables" testId="home-receivables" title={translate('app.dashboard.home.receivables')} to={RECEIVABLES}>
        <Typography variant="h4">{money.format(r.total)}</Typography>
        <Typography color="text.secondary">{translate('app.dashboard.home.receivables_customers', { smart_count: r.customers })}</Typography>
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
          <Bar label={translate('app.dashboard.home.overdue', { smart_count: r.overdue_count })} figure={money.format(r.overdue)} value={r.overdue} max={Math.max(r.total, 0.01)} colour={theme.palette.error.main} />
        </Box>
      </FigureCard>,
    );
  }
  // And what is to be paid to suppliers by Sunday (issue 38): due this week, already overdue, the bills soonest due.
  if (f.payables_due) {
    const p = f.payables_due;
    cards.push(
      <FigureCard key="payables" testId="home-payables" title={translate('app.dashboard.home.payables_due')} to={PAYABLES}>
        <Typography variant="h4">{money.format(p.this_week)}</Typography>
        <Typography color="text.secondary">{translate('app.dashboard.home.payables_bills', { smart_count: p.this_week_count })}</Typography>
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
          <Bar label={translate('app.dashboard.home.payables_overdue', { smart_count: p.overdue_count })} figure={money.format(p.overdue)} value={p.overdue} max={Math.max(p.this_week + p.overdue, 0.01)} colour={theme.palette.error.main} />
          {p.items.slice(0, 3).map((b) => (
            <Box component="li" key={b.id} sx={{ listStyle: 'none', display: 'flex', justifyContent: 'space-between', gap: 1 }} data-testid="home-payable">
              <Typography variant="body2" noWrap>
                {toDateString(b.due_date)} · {b.company_name}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {money.format(b.balance)}
              </Typography>
            </Box>
          ))}
        </Box>
      </FigureCard>,
    );
  }
  if (f.jobs_today) {
    const max = Math.max(1, ...f.jobs_today.by_status.map((s) => s.count));
    cards.push(
      <FigureCard key="jobs" testId="home-jobs-today" title={translate('app.dashboard.home.jobs_today')} to={JOBS}>
        <Typography variant="h4">{count.format(f.jobs_today.total)}</Typography>
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
          {f.jobs_today.by_status.map((s) => (
            <Bar key={s.job_status} label={translate(statusLabelKey(s.job_status))} figure={count.format(s.count)} value={s.count} max={max} colour={statusColourOf(theme.palette, s.job_status)} />
          ))}
        </Box>
      </FigureCard>,
    );
  }
  if (f.completed_this_week !== null) {
    cards.push(
      <FigureCard key="done" testId="home-completed" title={translate('app.dashboard.home.completed_this_week')} to={withFilter(JOBS, { job_status: '4' })}>
        <Typography variant="h4">{count.format(f.completed_this_week)}</Typography>
      </FigureCard>,
    );
  }
  // Late and at risk (issue 28 item 4): open jobs past their due-by, and those in the last quarter of their response time.
  for (const [state, figure, colour] of [
    ['late', f.late_jobs, 'error.main'],
    ['at_risk', f.at_risk_jobs, 'warning.main'],
  ] as const) {
    if (figure === null) continue;
    cards.push(
      <FigureCard key={state} testId={`home-${state.replace('_', '-')}`} title={translate(`app.dashboard.home.${state}_jobs`)} to={jobListWith({ sla_state: state })}>
        <Typography variant="h4" sx={figure > 0 ? { color: colour } : undefined}>
          {count.format(figure)}
        </Typography>
      </FigureCard>,
    );
  }
  if (f.open_quotations) {
    cards.push(
      <FigureCard key="quotations" testId="home-quotations" title={translate('app.dashboard.home.open_quotations', { smart_count: f.open_quotations.count })} to={QUOTATIONS}>
        <Typography variant="h4">{count.format(f.open_quotations.count)}</Typography>
        <Typography color="text.secondary">{money.format(f.open_quotations.value)}</Typography>
      </FigureCard>,
    );
  }
  if (f.sales) {
    const { this_month, last_month } = f.sales;
    const max = Math.max(this_month, last_month);
    const change = last_month > 0 ? Math.round(((this_month - last_month) / last_month) * 100) : null;
    cards.push(
      <FigureCard key="sales" testId="home-sales" title={translate('app.dashboard.home.sales')} to={INVOICES}>
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          <Bar label={translate('app.dashboard.home.this_month')} figure={money.format(this_month)} value={this_month} max={max} colour={theme.palette.primary.main} />
          <Bar label={translate('app.dashboard.home.last_month')} figure={money.format(last_month)} value={last_month} max={max} colour={theme.palette.text.disabled} />
        </Box>
        {change !== null ? (
          <Typography variant="body2" color={change >= 0 ? 'success.main' : 'error.main'}>
            {translate('app.dashboard.home.change', { change: `${change >= 0 ? '+' : ''}${change}` })}
          </Typography>
        ) : null}
      </FigureCard>,
    );
  }
  if (f.top_customers) {
    const max = Math.max(0, ...f.top_customers.map((c) => c.total));
    cards.push(
      <FigureCard key="top" testId="home-top-customers" title={translate('app.dashboard.home.top_customers')} to={CUSTOMERS}>
        {f.top_customers.length ? (
          <Box component="ol" sx={{ p: 0, m: 0 }}>
            {f.top_customers.map((c) => (
              <Bar key={`${c.company_id}`} label={c.company_name} figure={money.format(c.total)} value={c.total} max={max} colour={theme.palette.secondary.main} />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{translate('app.dashboard.home.no_sales')}</Typography>
        )}
      </FigureCard>,
    );
  }
  if (f.contracts_ending) {
    cards.push(
      <FigureCard key="contracts" testId="home-contracts" title={translate('app.dashboard.home.contracts_ending', { days: f.contracts_ending.days })} to={CONTRACTS}>
        <Typography variant="h4">{count.format(f.contracts_ending.count)}</Typography>
        {f.contracts_ending.items.map((c) => (
          <Tooltip key={c.id} title={c.refnum ?? ''}>
            <Typography variant="body2" noWrap>
              {toDateString(c.end_date)} · {c.company_name}
            </Typography>
          </Tooltip>
        ))}
      </FigureCard>,
    );
  }
  return (
    <Box sx={{ mb: 3 }} data-testid="dashboard-home">
      <Typography variant="overline" component="h2" color="text.secondary">
        {translate('app.dashboard.home.title')}
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 4 }}>
            {card}
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
