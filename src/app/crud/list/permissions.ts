/**
 * What the signed-in user may do on a list: add, update (bulk status, quick edit), delete, and
 * open a row's edit page. The edit button shows when the ability may read the `ManagePage` page
 * subject (the shipped admin and custadmin roles may: spec section 6) and update the resource.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ResourceDef } from '../../../shared/resource-spec';
import type { AppAbility } from '../../../shared/wire';
import { useAbility } from '../ability';
import { useResourceDef } from '../registry';

export interface ListPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** The row edit button and a row click opening the manage page. */
  editButton: boolean;
}

export function listPermissions(def: Pick<ResourceDef, 'readonly' | 'subject'>, ability: AppAbility): ListPermissions {
  const writable = !def.readonly;
  const update = writable && ability.can('update', def.subject);
  return {
    create: writable && ability.can('create', def.subject),
    update,
    delete: writable && ability.can('delete', def.subject),
    editButton: update && ability.can('read', 'ManagePage'),
  };
}

export function useListPermissionsOf(): ListPermissions {
  const def = useResourceDef();
  const ability = useAbility();
  return useMemo(() => listPermissions(def, ability), [def, ability]);
}

const ListPermissionsContext = createContext<ListPermissions>({ create: false, update: false, delete: false, editButton: false });
export const ListPermissionsProvider = ListPermissionsContext.Provider;
export const useListPermissions = () => useContext(ListPermissionsContext);
