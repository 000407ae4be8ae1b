/**
 * What the signed-in user may do on a list: add, update (bulk status, quick edit), delete, and
 * open a row's edit page. The edit button shows only for the roles admin and custadmin (spec
 * section 6), and only when the role's ability allows updating the resource.
 */
import { createContext, useContext, useMemo } from 'react';
import { session } from '../../authProvider/session';
import { useAbility } from '../ability';
import { useResourceDef } from '../registry';

export const EDIT_BUTTON_ROLES = ['admin', 'custadmin'];

export interface ListPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** The row edit button and a row click opening the manage page. */
  editButton: boolean;
}

export function useListPermissionsOf(): ListPermissions {
  const def = useResourceDef();
  const ability = useAbility();
  return useMemo(() => {
    const writable = !def.readonly;
    const update = writable && ability.can('update', def.subject);
    const role = session.read()?.user?.role ?? '';
    return {
      create: writable && ability.can('create', def.subject),
      update,
      delete: writable && ability.can('delete', def.subject),
      editButton: update && EDIT_BUTTON_ROLES.includes(role),
    };
  }, [def, ability]);
}

const ListPermissionsContext = createContext<ListPermissions>({ create: false, update: false, delete: false, editButton: false });
export const ListPermissionsProvider = ListPermissionsContext.Provider;
export const useListPermissions = () => useContext(ListPermissionsContext);
