/**
 * /dashboard: the figures a field-service and sales business watches, live from the API —
 * job orders by status, the open sales and service pipeline, and the size of the main records.
 * Each figure is one list call with page[size]=1 (its meta.page.total), only for what the
 * user may read, and each card opens the list it counts.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { ResourceDef, RouteDef } from '../../shared/resource-spec';
import { useAbility } from '../crud/ability';
import { allResources } from '../crud/registry';
import { HomeFigures } from './HomeFigures';
import { MyJobs } from './MyJobs';

type Section = 'job_orders' | 'pipeline' | 'records';

interface FigureSpec {
  section: Section;
  /** The list route the figure counts and opens. */
  path: string;
  /** Extra list filter (react-admin filter values: status, filterExt fields). */
  filter: Record<string, string>;
  labelKey: string;
  labelOptions?: Record<string, unknown>;
  subject: string;
  resource: string;
}

const JOB_ORDERS = '/pages/services-tools/job-order';
const PIPELINE = ['/pages/services-tools/service-request', '/pages/sales-tools/quotation', '/pages/sales-tools/sales-order', '/pages/sales-tools/sales-invoice', '/pages/agreements/contracts'];
const RECORDS = ['/pages/masterlists/customers', '/pages/masterlists/supplier', '/pages/catalogues/products', '/pages/masterlists/employee'];

function routeOf(path: string): { def: ResourceDef; route: RouteDef } | undefined {
  for (const def of allResources) {
    const route = def.routes.find((r) => r.path === path);
    if (route) return { def, route };
  }
  return undefined;
}

/** The figures the dashboard shows, from the routes that exist in this build. */
function figureSpecs(): FigureSpec[] {
  const specs: FigureSpec[] = [];
  const jobs = routeOf(JOB_ORDERS);
  const statusField = jobs?.def.fields.find((f) => f.name === 'job_status');
  for (const option of statusField?.options ?? []) {
    specs.push({
      section: 'job_orders',
      path: jobs!.route.path,
      filter: { status: 'all', job_status: option.value },
      labelKey: `resources.${jobs!.def.resource}.options.job_status.${option.value}`,
      subject: jobs!.def.subject,
      resource: jobs!.def.resource,
    });
  }
  const counted = (section: Section, paths: string[], filter: Record<string, string>) => {
    for (const found of paths.map(routeOf)) {
      if (!found) continue;
      specs.push({
        section,
        path: found.route.path,
        filter: { ...Object.fromEntries(Object.entries(found.route.filter).map(([k, v]) => [k, String(v)])), ...filter },
        labelKey: found.route.labelKey,
        labelOptions: { smart_count: 2 },
        subject: found.def.subject,
        resource: found.def.resource,
      });
    }
  };
  counted('pipeline', PIPELINE, { status: 'O' });
  counted('records', RECORDS, { status: 'O' });
  return specs;
}

const SECTIONS: Section[] = ['job_orders', 'pipeline', 'records'];

export const Dashboard = () => {
  const dataProvider = useDataProvider();
  const ability = useAbility();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Count only once the user's rules are known, so the figures are not fetched twice.
  const { isPending } = usePermissions();
  const specs = useMemo(() => (isPending ? [] : figureSpecs().filter((s) => ability.can('read', s.subject))), [ability, isPending]);
  const [counts, setCounts] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isPending) return;
    let cancelled = false;
    Promise.all(
      specs.map((s) =>
        dataProvider
          .getList(s.resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: s.filter })
          .then((r) => r.total ?? 0),
      ),
    ).then(
      (c) => !cancelled && setCounts(c),
      (e: Error) => !cancelled && setError(e.message),
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider, specs, isPending]);

  const listLink = (s: FigureSpec) => {
    const { status, ...rest } = s.filter;
    const shown = { ...rest, ...(status === 'O' ? {} : { status }) };
    return Object.keys(shown).length ? `${s.path}?filter=${encodeURIComponent(JSON.stringify(shown))}` : s.path;
  };

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      {error ? <Alert severity="error">{translate('app.dashboard.load_failed', { message: error })}</Alert> : null}
      <MyJobs />
      <HomeFigures />
      {SECTIONS.map((section) => {
        const inSection = specs.map((s, i) => ({ s, i })).filter(({ s }) => s.section === section);
        if (!inSection.length) return null;
        return (
          <Box key={section} sx={{ mb: 3 }} data-testid={`dashboard-${section}`}>
            <Typography variant="overline" component="h2" color="text.secondary">
              {translate(`app.dashboard.${section}`)}
            </Typography>
            <Grid container spacing={2}>
              {inSection.map(({ s, i }) => (
                <Grid key={`${s.path}-${i}`} size={{ xs: 6, sm: 4, md: section === 'job_orders' ? 2 : 3 }}>
                  <Card data-testid={`figure-${s.path.split('/').pop()}${s.filter.job_status !== undefined ? `-${s.filter.job_status}` : ''}`}>
                    <CardActionArea component={Link} to={listLink(s)}>
                      <CardContent>
                        <Typography color="text.secondary" gutterBottom noWrap>
                          {translate(s.labelKey, s.labelOptions)}
                        </Typography>
                        {counts ? (
                          <Typography variant="h4" data-testid="total">
                            {counts[i].toLocaleString('en-US')}
                          </Typography>
                        ) : (
                          <Skeleton width={80} height={40} />
                        )}
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Box>
        );
      })}
    </Box>
  );
};
