/** /dashboard: real figures from the API — the records of each readable list, and how many are open. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { useAbility } from '../crud/ability';
import { menuGroups } from '../layout/Menu';

interface Figure {
  resource: string;
  labelKey: string;
  route: string;
  total: number;
  open: number;
}

export const Dashboard = () => {
  const dataProvider = useDataProvider();
  const ability = useAbility();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [figures, setFigures] = useState<Figure[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = menuGroups(ability).flatMap((g) => g.items);
  const key = items.map((i) => i.route.path).join(',');

  useEffect(() => {
    let cancelled = false;
    const count = (resource: string, filter: Record<string, unknown>, status: string) =>
      dataProvider
        .getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: { ...filter, status } })
        .then((r) => r.total ?? 0);
    Promise.all(
      items.map(async ({ def, route }) => ({
        resource: def.resource,
        labelKey: route.labelKey,
        route: route.path,
        total: await count(def.resource, route.filter, 'all'),
        open: def.statuses.includes('O') ? await count(def.resource, route.filter, 'O') : 0,
      })),
    ).then(
      (f) => !cancelled && setFigures(f),
      (e: Error) => !cancelled && setError(e.message),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, key]);

  return (
    <>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h5" sx={{ mt: 2, mb: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      {error ? <Alert severity="error">{translate('app.dashboard.load_failed', { message: error })}</Alert> : null}
      <Grid container spacing={2}>
        {(figures ?? items.map(({ def, route }) => ({ resource: def.resource, labelKey: route.labelKey, route: route.path, total: -1, open: -1 }))).map((f) => (
          <Grid key={f.route} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card data-testid={`figure-${f.route.split('/').pop()}`}>
              <CardActionArea component={Link} to={f.route}>
                <CardContent>
                  <Typography color="text.secondary" gutterBottom>
                    {translate(f.labelKey, { smart_count: 2 })}
                  </Typography>
                  {f.total < 0 ? (
                    <Skeleton width={80} height={40} />
                  ) : (
                    <>
                      <Typography variant="h4" data-testid="total">{f.total.toLocaleString('en-US')}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {translate('app.dashboard.open', { count: f.open.toLocaleString('en-US') })}
                      </Typography>
                    </>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
};
