/**
 * The form every generated create/edit view uses: a responsive two-column grid of the inputs,
 * and a toolbar with Save and (for a saved record the user may delete) Delete behind a confirm.
 * Inside a dialog (a related list), the host says where Delete goes instead of the list page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DeleteWithConfirmButton, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { useAbility } from './ability';
import { useResourceDef } from './registry';

export interface FormHost {
  /** Where to go after a delete; false stays (a dialog closes itself through onDeleted). */
  redirectAfterDelete: string | false;
  onDeleted?: () => void;
}

export const FormHostContext = createContext<FormHost>({ redirectAfterDelete: false });

const FormToolbar = () => {
  const record = useRecordContext();
  const def = useResourceDef();
  const ability = useAbility();
  const host = useContext(FormHostContext);
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id !== undefined && ability.can('delete', def.subject) ? (
        <DeleteWithConfirmButton
          redirect={host.redirectAfterDelete}
          mutationMode="pessimistic"
          confirmTitle="app.confirm.title"
          confirmContent="app.confirm.delete"
          mutationOptions={{ onSuccess: () => host.onDeleted?.() }}
          successMessage="app.notify.deleted"
        />
      ) : null}
    </Toolbar>
  );
};

export const ResourceForm = ({ children }: { children: ReactNode }) => (
  <SimpleForm toolbar={<FormToolbar />} sanitizeEmptyValues warnWhenUnsavedChanges>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>{children}</Box>
  </SimpleForm>
);
