/**
 * The create, edit and show pages, routed as the spec says: <route>/manage (create),
 * <route>/manage?id=N (edit), <route>/view?id=N (show). The id may be a uuid for resources
 * flagged uuid. Saving goes back to the list, or, for a record with related lists (a
 * company's sites), to its edit page so they can be added straight away.
 */
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Create, Edit, Loading, Show, SimpleShowLayout, useGetOne, useNotify, useRedirect, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { FormHostContext } from './ResourceForm';
import { routeManagePath, useListRoute } from './listRoute';
import { recordDefaults, useResourceDef } from './registry';

function useIdParam(): string | undefined {
  const [params] = useSearchParams();
  return params.get('id') ?? undefined;
}

/**
 * The record id of ?id=: react-admin's edit and show pages need the record's own id, so a uuid
 * (resources flagged uuid) is looked up first. Pending while that answer is on its way.
 */
function useRecordId(): { id: Identifier | undefined; pending: boolean } {
  const def = useResourceDef();
  const key = useIdParam();
  const byUuid = def.uuid && key !== undefined && !/^\d+$/.test(key);
  const { data, isPending } = useGetOne(def.resource, { id: key ?? '' }, { enabled: byUuid });
  if (!byUuid) return { id: key, pending: false };
  return { id: data?.id ?? key, pending: isPending };
}

function useTitle(kind: 'create' | 'edit' | 'show') {
  const def = useResourceDef();
  const route = useListRoute();
  const translate = useTranslate();
  const name = translate(route?.labelKey ?? `resources.${def.resource}.name`, { smart_count: 1 });
  return kind === 'create' ? translate('ra.page.create', { name }) : name;
}

export const ResourceCreate = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const route = useListRoute();
  const title = useTitle('create');
  const listPath = route?.path ?? false;
  const redirect = def.related.length && route ? (_r: string | undefined, id?: unknown) => routeManagePath(route, id as number) : () => listPath;
  return (
    <Create title={title} record={{ ...recordDefaults(def), ...route?.filter }} redirect={redirect as any}>
      <FormHostContext.Provider value={{ redirectAfterDelete: listPath }}>{children}</FormHostContext.Provider>
    </Create>
  );
};

export const ResourceEdit = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const route = useListRoute();
  const { id, pending } = useRecordId();
  const title = useTitle('edit');
  const notify = useNotify();
  const redirect = useRedirect();
  const listPath = route?.path ?? false;
  // A record that is not there (or just deleted) sends back to this route's list; react-admin's
  // own answer would go to /<resource>, which this app does not route.
  const queryOptions = useMemo(
    () => ({
      onError: () => {
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect(listPath);
      },
    }),
    [notify, redirect, listPath],
  );
  if (pending) return <Loading />;
  return (
    <Edit id={id} title={title} mutationMode="pessimistic" redirect={def.related.length ? false : listPath} queryOptions={queryOptions}>
      <FormHostContext.Provider value={{ redirectAfterDelete: listPath }}>{children}</FormHostContext.Provider>
    </Edit>
  );
};

export const ResourceShow = ({ children }: { children: ReactNode }) => {
  const { id, pending } = useRecordId();
  const title = useTitle('show');
  if (pending) return <Loading />;
  return (
    <Show id={id} title={title}>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Show>
  );
};

export type { RaRecord };
