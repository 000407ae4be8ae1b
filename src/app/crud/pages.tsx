/**
 * The create, edit and show pages, routed as the spec says: <route>/manage (create),
 * <route>/manage?id=N (edit), <route>/view?id=N (show). The id may be a uuid for resources
 * flagged uuid. Saving goes back to the list, or, for a record with related lists (a
 * company's sites), to its edit page so they can be added straight away.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Create, Edit, Show, SimpleShowLayout, useTranslate, type RaRecord } from 'react-admin';
import { FormHostContext } from './ResourceForm';
import { managePath, recordDefaults, useResourceDef } from './registry';

function useIdParam(): string | undefined {
  const [params] = useSearchParams();
  return params.get('id') ?? undefined;
}

function useTitle(kind: 'create' | 'edit' | 'show') {
  const def = useResourceDef();
  const translate = useTranslate();
  const name = translate(`resources.${def.resource}.name`, { smart_count: 1 });
  return kind === 'create' ? translate('ra.page.create', { name }) : name;
}

export const ResourceCreate = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const title = useTitle('create');
  const redirect = def.related.length ? (_r: string | undefined, id?: unknown) => managePath(def, id as number) : () => def.route ?? false;
  return (
    <Create title={title} record={recordDefaults(def)} redirect={redirect as any} mutationOptions={{ meta: {} }}>
      <FormHostContext.Provider value={{ redirectAfterDelete: def.route ?? false }}>{children}</FormHostContext.Provider>
    </Create>
  );
};

export const ResourceEdit = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const id = useIdParam();
  const title = useTitle('edit');
  return (
    <Edit id={id} title={title} mutationMode="pessimistic" redirect={def.related.length ? false : (def.route ?? false)}>
      <FormHostContext.Provider value={{ redirectAfterDelete: def.route ?? false }}>{children}</FormHostContext.Provider>
    </Edit>
  );
};

export const ResourceShow = ({ children }: { children: ReactNode }) => {
  const id = useIdParam();
  const title = useTitle('show');
  return (
    <Show id={id} title={title}>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Show>
  );
};

export type { RaRecord };
