/**
 * Reorder (issue 38 item 1; `GET /purchase_orders/reorder-suggestions`): per supplier, the products
 * below their reorder level once what open sales orders and job orders need is counted, with what
 * is on hand, on order and needed, and a quantity to order (the suggestion by default). The user
 * reviews the quantities and creates one draft purchase order per supplier (POST
 * /purchase_orders: today's date, the default warehouse, each product at its cost, tax code TX),
 * then opens it. Products without a supplier are listed apart: give them one on the product.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { API_URL, httpClient } from '../../authProvider/api';
import { resourceDef } from '../../crud/registry';
import { useNotifiedCall } from '../../crud/useNotifiedCall';
import { routeViewPath } from '../../crud/listRoute';
import { formatMoney } from '../../crud';
import { singaporeMidnight } from '../../../shared/singapore-time';
import type { ReorderGroup } from '../../../shared/wire';


const SupplierGroup = ({ group, warehouseId }: { group: ReorderGroup; warehouseId: number | undefined }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.purchases.reorder.${key}`, options);
  const [typed, setTyped] = useState<Record<number, string>>(() => Object.fromEntries(group.lines.map((l) => [l.product_id, String(l.suggested_qty)])));
  const qtyOf = (id: number) => Number((typed[id] ?? '').replace(',', '.'));
  const bad = (id: number) => (typed[id] ?? '').trim() === '' || !Number.isFinite(qtyOf(id)) || qtyOf(id) < 0;
  const chosen = group.lines.filter((l) => !bad(l.product_id) && qtyOf(l.product_id) > 0);
  const create = useNotifiedCall(async () => {
    const { json } = await httpClient(`${API_URL}/purchase_orders`, {
      method: 'POST',
      body: {
        company_id: group.supplier_id,
        order_date: singaporeMidnight(Math.floor(Date.now() / 1000)),
        ...(warehouseId ? { warehouse_id: warehouseId } : {}),
        lines: chosen.map((l) => ({ product_id: l.product_id, description: l.name, qty: qtyOf(l.product_id), uom: l.uom, unit_cost: l.unit_cost, tax_code: 'TX' })),
      },
    });
    navigate(routeViewPath(resourceDef('purchase_orders').routes[0]!, json.data.id));
  });
  const headers = [t('product'), t('on_hand'), t('reorder_level'), t('on_order'), t('needed'), t('unit_cost'), t('qty')];
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={`reorder-group-${group.supplier_id ?? 'none'}`}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6">{group.supplier_name ?? t('no_supplier')}</Typography>
          {group.supplier_id !== null ? (
            <Button variant="contained" size="small" startIcon={<AddShoppingCartIcon />} disabled={!chosen.length || group.lines.some((l) => bad(l.product_id)) || create.busy || !warehouseId} onClick={() => void create.run()} data-testid="reorder-create">
              {t('create')}
            </Button>
          ) : null}
        </Box>
        {group.supplier_id === null ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('no_supplier_help')}
          </Alert>
        ) : null}
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {headers.map((h, i) => (
                  <TableCell key={h} align={i ? 'right' : 'left'}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {group.lines.map((l) => (
                <TableRow key={l.product_id} data-testid={`reorder-line-${l.product_id}`}>
                  <TableCell>
                    {l.name}
                    {l.sku ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        {l.sku}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{format(l.on_hand)}</TableCell>
                  <TableCell align="right">{format(l.reorder_level)}</TableCell>
                  <TableCell align="right">{format(l.on_order)}</TableCell>
                  <TableCell align="right" title={t('needed_detail', { sales: format(l.needed_by_sales), jobs: format(l.needed_by_jobs) })}>
                    {format(l.needed_by_sales + l.needed_by_jobs)}
                  </TableCell>
                  <TableCell align="right">{formatMoney(l.unit_cost)}</TableCell>
                  <TableCell align="right" sx={{ width: 120 }}>
                    <TextField
                      size="small"
                      value={typed[l.product_id] ?? ''}
                      onChange={(e) => setTyped((v) => ({ ...v, [l.product_id]: e.target.value }))}
                      error={bad(l.product_id)}
                      helperText={bad(l.product_id) ? translate('app.sales.convert_lines.not_a_qty') : undefined}
                      disabled={group.supplier_id === null}
                      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${t('qty')} ${l.name}`, 'data-testid': 'reorder-qty', style: { textAlign: 'right' } } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
};

export const Reorder = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data: groups, isPending, error } = useQuery({
    queryKey: ['purchase_orders', 'reorder-suggestions'],
    queryFn: async () => (await httpClient(`${API_URL}/purchase_orders/reorder-suggestions`)).json.data as ReorderGroup[],
    gcTime: 0,
  });
  const { data: warehouses = [] } = useGetList('warehouses', { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' }, filter: { status: 'O' } });
  const warehouseId = (warehouses.find((w) => w.is_default) ?? warehouses[0])?.id as number | undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="reorder-page">
      <Title title={translate('app.purchases.reorder.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.purchases.reorder.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.purchases.reorder.explain')}
      </Typography>
      {isPending ? <LinearProgress /> : null}
      {error ? (
        <Alert severity="error" data-testid="list-error" action={<Button onClick={() => void queryClient.invalidateQueries({ queryKey: ['purchase_orders', 'reorder-suggestions'] })}>{translate('ra.action.refresh')}</Button>}>
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      ) : null}
      {groups && !groups.length ? (
        <Alert severity="success" data-testid="list-empty">
          {translate('app.purchases.reorder.nothing')}
        </Alert>
      ) : null}
      {(groups ?? []).map((g) => (
        <SupplierGroup key={g.supplier_id ?? 'none'} group={g} warehouseId={warehouseId} />
      ))}
    </Box>
  );
};
