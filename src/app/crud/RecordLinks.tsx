/**
 * What points at a record, on its view page (issue 10, item 7; Odoo's smart buttons): one button
 * per collection with records that reference this one (a customer's sites, jobs, quotations,
 * invoices, contracts...), with their count, leading to a compact list of them below, whose rows
 * open their own view pages. The counts come in one call (GET /{c}/{id}/referenced-by), which
 * leaves out what the user may not read.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  Datagrid,
  FunctionField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  ResourceContextProvider,
  useDataProvider,
  useGetManyAggregate,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { parseSort } from '../../shared/list-query';
import type { ResourceDef } from '../../shared/resource-spec';
import type { AppDataProvider, ReferenceCount } from '../dataProvider';
import { useDateLocale } from '../preferences';
import { StatusField } from './fields';
import { describeColumn } from './list/columns';
import { valueText } from './list/values';
import { recordKey, routeViewPath } from './listRoute';
import { allResources, resourceDef, useResourceDef } from './registry';
import { formatAmount } from './list/format';
import { useAppResources } from './appResources';
import type { AppResourceEntry } from './types';

const RELATED_PAGE_SIZE = 5;
/** Columns of a compact list besides its name and status. */
const EXTRA_COLUMNS = 3;

interface Link extends ReferenceCount {
  def: ResourceDef;
  /** The collection points here through more than one field (a job's first and second technician). */
  shared: boolean;
}

const anchorOf = (link: ReferenceCount) => `linked-${link.collection}-${link.field}`;

function iconOf(def: ResourceDef, appResources: readonly AppResourceEntry[]) {
  const entry = appResources.find((e) => e.name === def.resource);
  return entry?.icon ?? (def.routes[0] ? entry?.routeIcons?.[def.routes[0].menu.icon] : undefined);
}

/** The name of a link: the collection, and the field when it points here through several. */
const useLinkLabel = () => {
  const translate = useTranslate();
  return (link: Link) => {
    const name = translate(link.def.routes[0]?.labelKey ?? `resources.${link.def.resource}.name`, { smart_count: 2 });
    return link.shared ? `${name} (${translate(`resources.${link.def.resource}.fields.${link.field}`)})` : name;
  };
};

/** Whether a collection's records carry their amounts' currency (a document's currency_id code). */
const hasCurrency = (def: ResourceDef) => def.fields.some((f) => f.name === 'currency_id' && f.type === 'code_reference');

/**
 * Where a collection's amounts say their currency: its own currency_id, or, for the lines of a
 * document, the document's (a payment allocation's amount is in its payment's currency).
 */
export function currencyOf(def: ResourceDef): { own: true } | { via: string; reference: string } | undefined {
  if (hasCurrency(def)) return { own: true };
  for (const parent of allResources) {
    const child = parent.children.find((c) => c.resource === def.resource);
    if (child && hasCurrency(parent)) return { via: child.target, reference: parent.resource };
  }
  return undefined;
}

/**
 * An amount of a compact list with its currency: these lists mix documents (an SGD payment's
 * allocation beside a USD one on a USD invoice), so each amount says its currency, SGD too.
 */
const amountText = (value: unknown, currency: unknown) => (typeof currency === 'string' && currency !== '' ? `${currency} ${formatAmount(value, 'SGD')}` : formatAmount(value, 'SGD'));

/** A line's amount in its document's currency (the documents of a page's rows asked in one call). */
const HeaderAmount = ({ value, id, reference }: { value: unknown; id: Identifier; reference: string }) => {
  const { data } = useGetManyAggregate(reference, { ids: [id] });
  return <span data-testid="linked-amount">{amountText(value, data?.[0]?.currency_id)}</span>;
};

/** The compact list of one collection's records that point at the record in context. */
const LinkedList = ({ link }: { link: Link }) => {
  const { def } = link;
  const translate = useTranslate();
  const [dateLocale] = useDateLocale();
  const label = useLinkLabel();
  const [sort] = parseSort(def.sort);
  const route = def.routes[0];
  const others = def.fields
    .filter((f) => f.list && f.name !== def.representation && f.name !== link.field && f.type !== 'richtext')
    .slice(0, EXTRA_COLUMNS)
    .map((f) => f.name);
  const columns = [def.representation, ...others].map((source) => describeColumn(def, source));
  const currency = currencyOf(def);
  return (
    <Box id={anchorOf(link)} data-testid={anchorOf(link)} sx={{ mt: 2, scrollMarginTop: 80 }}>
      <Typography variant="subtitle1" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {label(link)} <Chip size="small" label={link.total} />
      </Typography>
      <ResourceContextProvider value={def.resource}>
        <ReferenceManyField
          reference={def.resource}
          target={link.field}
          filter={{ status: 'all' }}
          sort={{ field: sort.field, order: sort.desc ? 'DESC' : 'ASC' }}
          perPage={RELATED_PAGE_SIZE}
          pagination={link.total > RELATED_PAGE_SIZE ? <Pagination rowsPerPageOptions={[RELATED_PAGE_SIZE]} /> : undefined}
        >
          <Datagrid
            bulkActionButtons={false}
            size="small"
            rowClick={route ? (_id: Identifier, _r: string, record: RaRecord) => routeViewPath(route, recordKey(def, record)) : false}
          >
            {columns.map((column) =>
              column.kind === 'money' && currency ? (
                <FunctionField
                  key={column.source}
                  source={column.source}
                  sortable={false}
                  render={(record: RaRecord) => ('via' in currency ? <HeaderAmount value={record[column.source]} id={record[currency.via]} reference={currency.reference} /> : <span data-testid="linked-amount">{amountText(record[column.source], record.currency_id)}</span>)}
                />
              ) : column.kind === 'reference' ? (
                <ReferenceField key={column.source} source={column.source} reference={column.reference!} link={false} sortable={false} />
              ) : (
                <FunctionField
                  key={column.source}
                  source={column.source}
                  sortable={false}
                  render={(record: RaRecord) =>
                    column.source === def.representation && (record[column.source] ?? '') === '' ? `#${record.id}` : valueText(column, record[column.source], { resource: def.resource, translate, dateLocale })
                  }
                />
              ),
            )}
            <StatusField source="status" sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </ResourceContextProvider>
    </Box>
  );
};

export const RecordLinks = () => {
  const def = useResourceDef();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const label = useLinkLabel();
  const appResources = useAppResources();
  const { data } = useQuery({
    queryKey: [def.resource, 'referencedBy', record?.id],
    queryFn: () => dataProvider.referencedBy(def.resource, record!.id),
    enabled: record?.id !== undefined,
  });
  const links: Link[] = (data ?? [])
    .filter((c) => c.total > 0)
    .map((c) => ({ ...c, def: resourceDef(c.collection), shared: data!.filter((o) => o.collection === c.collection).length > 1 }));
  if (!links.length) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }} className="no-print" data-testid="record-links">
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate('app.view.linked')}
      </Typography>
      <Box component="nav" aria-label={translate('app.view.linked')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {links.map((link) => {
          const Icon = iconOf(link.def, appResources);
          return (
            <Button
              key={anchorOf(link)}
              variant="outlined"
              size="small"
              href={`#${anchorOf(link)}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(anchorOf(link))?.scrollIntoView({ behavior: 'smooth' });
              }}
              startIcon={Icon ? <Icon /> : undefined}
              endIcon={<Chip size="small" label={link.total} color="primary" sx={{ height: 20 }} />}
              sx={{ textTransform: 'none' }}
            >
              {label(link)}
            </Button>
          );
        })}
      </Box>
      {links.map((link) => (
        <LinkedList key={anchorOf(link)} link={link} />
      ))}
    </Box>
  );
};
