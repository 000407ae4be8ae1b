/**
 * The create, edit and show pages, routed as the spec says: <route>/manage (create),
 * <route>/manage?id=N (edit), <route>/view?id=N (show). The id may be a uuid for resources
 * flagged uuid. Saving goes back to the list, or, for a record with related lists (a
 * company's sites), to its edit page so they can be added straight away.
 */
import { Children, isValidElement, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Create, Edit, Loading, Show, SimpleShowLayout, useGetOne, useNotify, useRecordContext, useRedirect, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { FormHostContext } from './ResourceForm';
import { routeManagePath, routeViewPath, useListRoute } from './listRoute';
import { RecordLinks } from './RecordLinks';
import { allResources, recordDefaults, useResourceDef } from './registry';
import { ViewHeader } from './ViewHeader';
import type { RecordPanel } from '../../shared/resource-spec';
import { RecordPanels } from '../modules/panels/RecordPanels';

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

/** The singular name of what this route lists ("Quotation", "Supplier"). */
function useSingularName(): string {
  const def = useResourceDef();
  const route = useListRoute();
  const translate = useTranslate();
  return translate(route?.labelKey ?? `resources.${def.resource}.name`, { smart_count: 1 });
}

function useTitle(kind: 'create' | 'edit' | 'show') {
  const translate = useTranslate();
  const name = useSingularName();
  return kind === 'create' ? translate('ra.page.create', { name }) : name;
}

/**
 * A record that is not there (or just deleted) sends back to this route's list; react-admin's
 * own answer would go to /<resource>, which this app does not route.
 */
function useGoneRecordOptions(listPath: string | false) {
  const notify = useNotify();
  const redirect = useRedirect();
  return useMemo(
    () => ({
      onError: () => {
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect(listPath);
      },
    }),
    [notify, redirect, listPath],
  );
}

/**
 * What a successful save does: say which record was saved ("Quotation QUO-00012 saved"; a draft
 * without its number yet, "Quotation saved"), where react-admin says "Element updated", then go
 * where `goTo` says (false: stay).
 */
function useSaved(goTo: (record: RaRecord) => string | false) {
  const def = useResourceDef();
  const name = useSingularName();
  const notify = useNotify();
  const redirect = useRedirect();
  return (record: RaRecord) => {
    const reference = def.representation === 'id' ? undefined : record[def.representation];
    const named = typeof reference === 'number' || (typeof reference === 'string' && reference.trim() !== '');
    notify(named ? 'app.notify.record_saved' : 'app.notify.record_saved_unnamed', { type: 'info', messageArgs: { name, reference: named ? String(reference) : '' } });
    const to = goTo(record);
    if (to !== false) redirect(to);
  };
}

export const ResourceCreate = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const route = useListRoute();
  const title = useTitle('create');
  const listPath = route?.path ?? false;
  // With related lists to fill (a company's sites), to the new record's page; else to the list.
  const onSuccess = useSaved((record) => (def.related.length && route ? routeManagePath(route, record.id as number) : listPath));
  return (
    <Create title={title} record={{ ...recordDefaults(def), ...route?.filter }} mutationOptions={{ onSuccess }}>
      <FormHostContext.Provider value={{ redirectAfterDelete: listPath }}>{children}</FormHostContext.Provider>
    </Create>
  );
};

export const ResourceEdit = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const route = useListRoute();
  const { id, pending } = useRecordId();
  const title = useTitle('edit');
  const listPath = route?.path ?? false;
  const onSuccess = useSaved(() => (def.related.length ? false : listPath));
  const queryOptions = useGoneRecordOptions(listPath);
  if (pending) return <Loading />;
  return (
    <Edit id={id} title={title} mutationMode="pessimistic" mutationOptions={{ onSuccess }} queryOptions={queryOptions}>
      <FormHostContext.Provider value={{ redirectAfterDelete: listPath }}>{children}</FormHostContext.Provider>
    </Edit>
  );
};

/** The fields of a view page in two columns on a wide screen, as the form has them; lines and long texts span both. */
const FIELD_GRID = {
  // minmax(0, …): a field is never wider than its column, so the lines table scrolls in its own box
  // on a phone instead of running past the page's edge, where Unit price and Amount were cut off.
  '& > .MuiStack-root': { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, columnGap: 2, rowGap: 1 },
  '& .ra-field:has(.rich-text), & .ra-field:has(table)': { gridColumn: '1 / -1' },
};

/**
 * A converted document's source (the chained_document trait's source_collection and source_id): the
 * source's number, linked to its page, where the bare id showed (issue 34).
 */
export const SourceDocumentField = (_: { source: string }) => {
  const record = useRecordContext();
  const def = allResources.find((d) => d.resource === record?.source_collection);
  const id = record?.source_id as Identifier | null | undefined;
  const { data: source } = useGetOne(def?.resource ?? '', { id }, { enabled: !!def && id != null });
  if (!def || id == null) return null;
  const name = source?.[def.representation];
  const text = name === null || name === undefined || name === '' ? `#${id}` : String(name);
  const route = def.routes[0];
  return route ? <Link to={routeViewPath(route, id)} data-testid="source-document">{text}</Link> : <span data-testid="source-document">{text}</span>;
};

/** The chained documents' source_id, generated as a number, shown as the source document instead. */
function withSourceDocument(children: ReactNode): ReactNode {
  return Children.map(children, (child) => (isValidElement<{ source?: string }>(child) && child.props.source === 'source_id' ? <SourceDocumentField source="source_id" /> : child));
}

/** A record's view page: its header (name, status, actions), its fields, what points at it, and its panels (notes, documents, logs, comments). */
export const ResourceShow = ({ children, panels = [] }: { children: ReactNode; panels?: RecordPanel[] }) => {
  const def = useResourceDef();
  const route = useListRoute();
  const { id, pending } = useRecordId();
  const title = useTitle('show');
  const queryOptions = useGoneRecordOptions(route?.path ?? false);
  if (pending) return <Loading />;
  return (
    <Show id={id} title={title} actions={false} queryOptions={queryOptions}>
      <ViewHeader />
      <SimpleShowLayout sx={FIELD_GRID}>{def.traits.includes('chained_document') ? withSourceDocument(children) : children}</SimpleShowLayout>
      <RecordLinks />
      {panels.length > 0 && <RecordPanels panels={panels} />}
    </Show>
  );
};

export type { RaRecord };
