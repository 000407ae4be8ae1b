/**
 * A related list on a record's edit page (a company's sites): the related rows with their
 * list columns, and add / edit / delete in a dialog using the related resource's own form.
 */
import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  CreateBase,
  Datagrid,
  EditBase,
  Pagination,
  ReferenceManyField,
  ResourceContextProvider,
  useRecordContext,
  useRefresh,
  useLocaleState,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useAbility } from './ability';
import { FormHostContext } from './ResourceForm';
import { recordDefaults, resourceDef, useResourceDef } from './registry';

interface Props {
  reference: string;
  target: string;
  columns: ReactElement[];
  /** The related collection's form for adding and editing; none for one the server keeps. */
  form?: ReactElement;
}

type DialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

export const RelatedList = ({ reference, target, columns, form }: Props) => {
  const parent = useResourceDef();
  const record = useRecordContext();
  const translate = useTranslate();
  // German capitalises nouns, so only the other languages lower-case the name mid-sentence.
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const ability = useAbility();
  const [dialog, setDialog] = useState<DialogState>(null);
  const def = resourceDef(reference);
  if (!record?.id) return null;
  const close = () => {
    setDialog(null);
    refresh();
  };
  const heading = translate(`resources.${parent.resource}.related.${reference}`);
  const canCreate = !!form && ability.can('create', def.subject);
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid={`related-${reference}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Typography variant="h6">{heading}</Typography>
        {canCreate ? (
          <Button startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
            {translate('app.related.add', { name: translate(`resources.${reference}.name`, { smart_count: 1 }) })}
          </Button>
        ) : null}
      </Box>
      <ReferenceManyField reference={reference} target={target} filter={{ status: 'all' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={
            form
              ? (id: Identifier) => {
                  setDialog({ mode: 'edit', id });
                  return false;
                }
              : false
          }
          empty={<Typography sx={{ p: 2 }} color="text.secondary">{translate('app.related.none', { name: locale === 'de' ? heading : heading.toLowerCase() })}</Typography>}
        >
          {columns}
        </Datagrid>
      </ReferenceManyField>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} maxWidth="md" fullWidth>
        <DialogTitle>{dialog?.mode === 'edit' ? translate(`resources.${reference}.name`, { smart_count: 1 }) : heading}</DialogTitle>
        <DialogContent>
          <ResourceContextProvider value={reference}>
            <FormHostContext.Provider value={{ redirectAfterDelete: false, onDeleted: close }}>
              {dialog?.mode === 'create' ? (
                <CreateBase resource={reference} record={{ ...recordDefaults(def), [target]: record.id }} redirect={false} mutationOptions={{ onSuccess: close }}>
                  {form}
                </CreateBase>
              ) : dialog?.mode === 'edit' ? (
                <EditBase resource={reference} id={dialog.id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess: close }}>
                  {form}
                </EditBase>
              ) : null}
            </FormHostContext.Provider>
          </ResourceContextProvider>
        </DialogContent>
      </Dialog>
    </Box>
  );
};
