/**
 * The form every generated create/edit view uses: a responsive two-column grid of the inputs,
 * and a toolbar with Save and (for a saved record the user may delete) Delete behind a confirm.
 * Inside a dialog (a related list), the host says where Delete goes instead of the list page.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFormContext } from 'react-hook-form';
import { Button, Confirm, SaveButton, SimpleForm, Toolbar, useDeleteController, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useAbility } from './ability';
import { useResourceDef } from './registry';

export interface FormHost {
  /** Where to go after a delete; false stays (a dialog closes itself through onDeleted). */
  redirectAfterDelete: string | false;
  onDeleted?: () => void;
}

export const FormHostContext = createContext<FormHost>({ redirectAfterDelete: false });

/**
 * Delete behind the confirm dialog the spec describes: Cancel and Accept, the question asking for
 * Accept. Deleted, the page says so and goes where the host says (a success callback of our own
 * replaces react-admin's, so it does all three). Also on a record's view page, outside any form.
 */
export const DeleteRecordButton = () => {
  const host = useContext(FormHostContext);
  const notify = useNotify();
  const redirect = useRedirect();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const [asked, setAsked] = useState(false);
  const { isPending, handleDelete } = useDeleteController({
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        notify('app.notify.deleted', { type: 'info' });
        // The record is gone: its form has nothing unsaved to keep the page.
        form?.reset(undefined, { keepValues: true });
        redirect(host.redirectAfterDelete);
        host.onDeleted?.();
      },
      onSettled: () => setAsked(false),
    },
  });
  return (
    <>
      <Button label="ra.action.delete" color="error" className="ra-delete-button" onClick={() => setAsked(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={asked}
        loading={isPending}
        title="app.confirm.title"
        content="app.confirm.delete"
        confirm="app.list.accept"
        cancel="ra.action.cancel"
        onConfirm={handleDelete}
        onClose={() => setAsked(false)}
      />
    </>
  );
};

const FormToolbar = () => {
  const record = useRecordContext();
  const def = useResourceDef();
  const ability = useAbility();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id !== undefined && ability.can('delete', def.subject) ? <DeleteRecordButton /> : null}
    </Toolbar>
  );
};

/**
 * What a resource override adds at the end of a generated form, inside it (so it may watch the
 * form's values): a sales document's live totals. The override provides it around the generated view.
 */
export const FormExtrasContext = createContext<ReactNode>(null);

export const ResourceForm = ({ children }: { children: ReactNode }) => (
  <SimpleForm toolbar={<FormToolbar />} sanitizeEmptyValues warnWhenUnsavedChanges>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      {children}
      {useContext(FormExtrasContext)}
    </Box>
  </SimpleForm>
);
