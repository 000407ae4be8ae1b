/**
 * The form every generated create/edit view uses: a responsive two-column grid of the inputs,
 * and a toolbar with Save and (for a saved record the user may delete) Delete behind a confirm.
 * Inside a dialog (a related list), the host says where Delete goes instead of the list page.
 */
import { Children, cloneElement, createContext, isValidElement, useCallback, useContext, useRef, useState, type MutableRefObject, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Button, Confirm, SaveButton, SimpleForm, Toolbar, useDeleteController, useNotify, useRecordContext, useRedirect, useSaveContext } from 'react-admin';
import { lockReason } from '../../shared/record-lock';
import { heldFields } from '../../shared/held-fields';
import { apiErrorsOf, fieldErrorsOf, firstTitle } from '../dataProvider/errors';
import { useAbility } from './ability';
import { FeedbackAlert } from './FeedbackAlert';
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

/** Hands the form's mounted input names (react-hook-form's registered fields) to the save outside it. */
const MountedInputs = ({ into }: { into: MutableRefObject<() => Set<string>> }) => {
  const { control } = useFormContext();
  into.current = () => (control as unknown as { _names?: { mount?: Set<string> } })._names?.mount ?? new Set<string>();
  return null;
};

/**
 * The save of a form and what it shows of a refusal (spec section 8): an entry that names an
 * input of this form goes under it, with the message as the toast; anything else (a conflict, a
 * stale update, a confirmed document, a field this form has no input for) is the toast and a
 * dismissible red alert with the first title, never "The form is not valid".
 */
function useSaveWithRefusal() {
  const { save } = useSaveContext();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputs = useRef<() => Set<string>>(() => new Set());
  const onSubmit = useCallback(
    async (values: FieldValues) => {
      setRefusal(null);
      let failure: unknown;
      await save?.(values, { onError: (error: unknown) => void (failure = error) });
      if (failure === undefined) return undefined;
      const message = failure instanceof Error && failure.message ? failure.message : 'ra.notification.http_error';
      if (apiErrorsOf(failure).length) {
        const mounted = inputs.current();
        const onInputs = Object.entries(fieldErrorsOf(failure)).filter(([field]) => mounted.has(field));
        if (onInputs.length) return { ...Object.fromEntries(onInputs), root: { serverError: message } };
        setRefusal(firstTitle(failure) ?? message);
      }
      notify(message, { type: 'error', messageArgs: { _: message } });
      return undefined;
    },
    [save, notify],
  );
  return { onSubmit, refusal, dismiss: () => setRefusal(null), inputs };
}

/** A fieldset that only disables what is inside it (no border, no room of its own). */
const BARE_FIELDSET = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

/**
 * The inputs whose `source` is held from this user (or all, on a read-only form) shown read-only: the input (and a reference
 * input's own input) gets readOnly for its look, and sits in a disabled fieldset, so no part of
 * it (a picker's button, an autocomplete) takes a change.
 */
function withHeldInputs(children: ReactNode, held: (source: string) => boolean): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const props = child.props as { source?: string; children?: ReactNode };
    if (!props.source || !held(props.source)) return child;
    const inner = isValidElement(props.children) ? { children: cloneElement(props.children as ReactElement<{ readOnly?: boolean }>, { readOnly: true }) } : {};
    return (
      <Box component="fieldset" disabled sx={BARE_FIELDSET} data-held={props.source}>
        {cloneElement(child as ReactElement<{ readOnly?: boolean }>, { readOnly: true, ...inner })}
      </Box>
    );
  });
}

export const ResourceForm = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const record = useRecordContext();
  const ability = useAbility();
  // A record its state does not let anyone change opens read-only, saying why (shared/record-lock.ts);
  // so does a saved record this user may not update at all.
  const locked = lockReason(def, record);
  const readOnly = !!locked || (record?.id !== undefined && record?.id !== null && !ability.can('update', def.subject));
  // Fields the server takes only from whoever manages job orders (a technician's job's contact): read-only to the rest.
  const held = new Set(heldFields(def.resource, ability));
  const { onSubmit, refusal, dismiss, inputs } = useSaveWithRefusal();
  return (
    <SimpleForm toolbar={readOnly ? false : <FormToolbar />} onSubmit={onSubmit} disabled={readOnly} sanitizeEmptyValues warnWhenUnsavedChanges>
      <MountedInputs into={inputs} />
      {locked ? <FeedbackAlert kind="locked" text={locked} /> : null}
      {refusal ? <FeedbackAlert kind="error" text={refusal} onClose={dismiss} /> : null}
      {/* Read-only: every input inside a disabled fieldset (react-hook-form's disabled left them enabled).
          Columns may shrink below their content (minmax 0): beside the job's right column at 1440 px they ran under it. */}
      <Box component="fieldset" disabled={readOnly} data-read-only={readOnly ? 'true' : undefined} sx={{ ...BARE_FIELDSET, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, columnGap: 2, width: '100%' }}>
        {readOnly || held.size ? withHeldInputs(children, (source) => readOnly || held.has(source)) : children}
        {useContext(FormExtrasContext)}
      </Box>
    </SimpleForm>
  );
};
