/**
 * The Documents panel (spec sections 2, 3, 5): a record's documents with their revisions. The
 * chosen document type decides which file extensions the picker accepts (all when it names
 * none); the revision number is a decimal. Editing a row updates it; 'New revision' saves a new
 * row of the same name without the old row's id, author and times (api-contract.md: a document
 * with revision_no > 0 and no id is a new revision). Descriptions are cut at 25 characters until
 * expanded.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import NewRevisionIcon from '@mui/icons-material/LibraryAdd';
import { RecordContextProvider, useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { readAsBase64, type Base64File } from '../../authProvider/api';
import { formatUnix } from '../../crud/fields';
import { useDateLocale } from '../../preferences';
import { WhoField } from '../audit/AuditCells';
import { acceptOf, cutDescription, DESCRIPTION_CUT, revisionOf } from './panelRules';
import { ConfirmDialog, errorTitle, FileLink, PanelEmpty, storedPath, usePanelRows, useTitledNotify, type PanelOwner } from './panelKit';

/** The spec's lookup size for document types. */
const DOCUMENT_TYPES_PAGE = 1000;

/** The fields of a document that a new revision carries over: not its id, author or times. */
const CARRIED = ['module', 'header_id', 'name', 'document_type_id', 'icon', 'file_type', 'description', 'to_revise'] as const;

type EditorMode = { kind: 'new' } | { kind: 'edit'; row: RaRecord } | { kind: 'revision'; row: RaRecord };

const DocumentEditor = ({ owner, mode, onClose }: { owner: PanelOwner; mode: EditorMode; onClose: (saved: boolean) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useTitledNotify();
  const types = useGetList('document_types', { pagination: { page: 1, perPage: DOCUMENT_TYPES_PAGE }, sort: { field: 'name', order: 'ASC' } });
  const from = mode.kind === 'new' ? null : mode.row;
  const [typeId, setTypeId] = useState<string>(from?.document_type_id == null ? '' : String(from.document_type_id));
  const [name, setName] = useState<string>(from?.name ?? '');
  const [revision, setRevision] = useState<string>(String(mode.kind === 'revision' ? Math.floor(Number(from!.revision_no ?? 0)) + 1 : (from?.revision_no ?? 0)));
  const [description, setDescription] = useState<string>(from?.description ?? '');
  const [file, setFile] = useState<Base64File | null>(null);
  const [saving, setSaving] = useState(false);
  const type = types.data?.find((t) => String(t.id) === typeId);

  const save = async () => {
    setSaving(true);
    const values: Record<string, unknown> = {
      name: name.trim(),
      revision_no: revisionOf(revision),
      description: description || null,
      ...(type ? { document_type_id: type.id, icon: type.icon ?? null, file_type: file?.fileType ?? type.file_type ?? null } : {}),
      ...(file ? { file: file.name, base64: file.base64, file_type: file.fileType } : {}),
    };
    try {
      if (mode.kind === 'edit') {
        await dataProvider.update('documents', { id: mode.row.id, data: values, previousData: mode.row });
      } else {
        const carried = from ? Object.fromEntries(CARRIED.map((k) => [k, from[k]])) : {};
        // A new revision without a new file keeps pointing at the same name; the file is the revision's own upload.
        await dataProvider.create('documents', { data: { ...carried, module: owner.module, header_id: owner.id, ...values } });
      }
      toast('success', translate('app.panels.success'), translate('app.panels.saved'));
      onClose(true);
    } catch (e) {
      toast('error', translate('app.panels.error'), errorTitle(e));
      setSaving(false);
    }
  };

  const title = { new: 'app.panels.documents.add', edit: 'app.panels.documents.edit', revision: 'app.panels.documents.new_revision' }[mode.kind];
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" data-testid="document-editor">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={translate('app.panels.documents.type')} value={typeId} onChange={(e) => setTypeId(e.target.value)} helperText={translate('app.panels.documents.accepts', { extensions: acceptOf(type?.extension) ?? translate('app.panels.documents.any') })}>
            <MenuItem value="">{translate('app.panels.documents.any_type')}</MenuItem>
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={translate('resources.documents.fields.name')} value={name} onChange={(e) => setName(e.target.value)} required disabled={mode.kind === 'revision'} />
          <TextField label={translate('resources.documents.fields.revision_no')} value={revision} onChange={(e) => setRevision(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField label={translate('resources.documents.fields.description')} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button component="label" startIcon={<UploadFileIcon />}>
              {translate('app.panels.documents.choose_file')}
              <input
                type="file"
                hidden
                accept={acceptOf(type?.extension)}
                data-testid="document-file-input"
                onChange={async (e) => {
                  const picked = e.target.files?.[0];
                  if (!picked) return;
                  const read = await readAsBase64(picked);
                  setFile(read);
                  if (!name.trim()) setName(read.name.replace(/\.[^.]*$/, ''));
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {file?.name ?? from?.file ?? ''}
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || !name.trim()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A description cut at 25 characters, whole when expanded. */
const Description = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (text.length <= DESCRIPTION_CUT) return <>{text}</>;
  return (
    <>
      {open ? text : cutDescription(text)}{' '}
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(!open)}>
        {translate(open ? 'app.panels.less' : 'app.panels.more')}
      </Link>
    </>
  );
};

export const DocumentsPanel = ({ owner, canWrite }: { owner: PanelOwner; canWrite: boolean }) => {
  const translate = useTranslate();
  const [locale] = useDateLocale();
  const dataProvider = useDataProvider();
  const toast = useTitledNotify();
  const { rows, pager, refetch, isPending } = usePanelRows('documents', { header_id: owner.id, module: owner.module }, { sort: { field: 'name', order: 'ASC' } });
  const [editor, setEditor] = useState<EditorMode | null>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  // Revisions of one document together, newest first.
  const sorted = [...rows].sort((a, b) => String(a.name).localeCompare(String(b.name)) || Number(b.revision_no) - Number(a.revision_no));

  const remove = async (row: RaRecord) => {
    setDeleting(null);
    try {
      await dataProvider.delete('documents', { id: row.id, previousData: row });
      toast('success', translate('app.panels.success'), translate('app.panels.deleted'));
      refetch();
    } catch (e) {
      toast('error', translate('app.panels.error'), errorTitle(e));
    }
  };

  return (
    <Box data-testid="panel-documents">
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => setEditor({ kind: 'new' })} sx={{ mb: 1 }}>
          {translate('app.panels.documents.add')}
        </Button>
      )}
      {!isPending && rows.length === 0 ? (
        <PanelEmpty>{translate('app.panels.documents.none')}</PanelEmpty>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.documents.fields.name')}</TableCell>
                <TableCell align="right">{translate('resources.documents.fields.revision_no')}</TableCell>
                <TableCell>{translate('resources.documents.fields.file')}</TableCell>
                <TableCell>{translate('resources.documents.fields.description')}</TableCell>
                <TableCell>{translate('app.panels.documents.uploaded')}</TableCell>
                <TableCell>{translate('resources.documents.fields.user_id')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((row) => (
                <TableRow key={row.id} data-testid="document-row">
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{Number(row.revision_no ?? 0)}</TableCell>
                  <TableCell>{row.file ? <FileLink path={storedPath('documents', row.id, row.file)}>{row.file}</FileLink> : null}</TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Description text={String(row.description ?? '')} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUnix(row.updated_at, true, locale)}</TableCell>
                  <TableCell>
                    <RecordContextProvider value={row}>
                      <WhoField />
                    </RecordContextProvider>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
                    {canWrite && (
                      <>
                        <Tooltip title={translate('app.panels.documents.new_revision')}>
                          <IconButton size="small" aria-label={translate('app.panels.documents.new_revision')} onClick={() => setEditor({ kind: 'revision', row })}>
                            <NewRevisionIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => setEditor({ kind: 'edit', row })}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={() => setDeleting(row)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {pager}
      {editor && (
        <DocumentEditor
          owner={owner}
          mode={editor}
          onClose={(saved) => {
            setEditor(null);
            if (saved) refetch();
          }}
        />
      )}
      <ConfirmDialog open={!!deleting} onCancel={() => setDeleting(null)} onAccept={() => deleting && remove(deleting)} />
    </Box>
  );
};
