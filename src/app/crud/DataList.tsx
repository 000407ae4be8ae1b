/**
 * The list every list screen uses (spec section 2, "Generic data list"): title, search box,
 * status filter (Open / Archive), Add button to the manage page, paging 10/20/50/100 and the
 * resource's default sort. The list state lives in the URL, so a list can be bookmarked.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { parseSort } from '../../shared/list-query';
import { useAbility } from './ability';
import { recordKey, routeManagePath, routeViewPath, useListRoute } from './listRoute';
import { useResourceDef } from './registry';

export const PAGE_SIZES = [10, 20, 50, 100];

const ListActions = () => {
  const def = useResourceDef();
  const ability = useAbility();
  const translate = useTranslate();
  const route = useListRoute();
  if (def.readonly || !route || !ability.can('create', def.subject)) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button component={Link} to={routeManagePath(route)} startIcon={<AddIcon />} variant="contained" size="small">
        {translate('ra.action.add')}
      </Button>
    </TopToolbar>
  );
};

export const DataList = ({ children }: { children: ReactElement[] }) => {
  const def = useResourceDef();
  const ability = useAbility();
  const translate = useTranslate();
  const route = useListRoute();
  const [sort] = parseSort(def.sort);
  const statusChoices = [
    { id: 'O', name: 'app.status.O' },
    { id: 'V', name: 'app.list.archive' },
  ].filter((c) => (def.statuses as string[]).includes(c.id));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(statusChoices.length > 1
      ? [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="app.list.all_statuses" emptyValue="all" label="resources.status" />]
      : []),
  ];
  const canEdit = !def.readonly && ability.can('update', def.subject);
  return (
    <List
      title={translate(route?.labelKey ?? `resources.${def.resource}.name`, { smart_count: 2 })}
      filter={route?.filter}
      storeKey={route ? `list.${route.path}` : undefined}
      filters={filters}
      filterDefaultValues={{ status: def.defaultStatus }}
      sort={{ field: sort.field, order: sort.desc ? 'DESC' : 'ASC' }}
      perPage={PAGE_SIZES[0]}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      actions={<ListActions />}
      empty={false}
    >
      <Datagrid
        rowClick={(_id: Identifier, _resource: string, record: RaRecord) =>
          route ? (canEdit ? routeManagePath(route, recordKey(def, record)) : routeViewPath(route, recordKey(def, record))) : false
        }
        bulkActionButtons={false}
        empty={<div style={{ padding: 16 }}>{translate('app.list.empty')}</div>}
      >
        {children}
      </Datagrid>
    </List>
  );
};
