/**
 * The Notes panel (spec sections 2, 5, 8): a record's notes, each a tag, rich text and at most 3
 * files. Adding a file past the third is refused with the toast 'Max 3 files' / 'you have
 * uploaded more than 3 files'; a file of a name already there is not added twice. A note with
 * an id is saved as an update, else as an add; saving says '{tag} success save', deleting
 * 'Delete Successfully'.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { RichTextInput } from 'ra-input-rich-text';
import { Form, RecordContextProvider, TextInput, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { readAsBase64, type Base64File } from '../../authProvider/api';
import { cleanRichText, formatUnix } from '../../crud';
import { useDateLocale } from '../../preferences';
import { WhoField } from '../../resources/audit-log/AuditLogViews';
import { addFiles, MAX_NOTE_FILES } from './panelRules';
import { ConfirmDialog, errorTitle, FileLink, PanelEmpty, storedPath, usePanelRows, useTitledNotify, type PanelOwner } from './panelKit';

interface Attachment {
  name: string;
}

const attachmentsOf = (note: RaRecord | null): Attachment[] => (Array.isArray(note?.note_attachments) ? note!.note_attachments : []);

const NoteEditor = ({ owner, note, onClose }: { owner: PanelOwner; note: RaRecord | null; onClose: (saved: boolean) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useTitledNotify();
  const input = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState<Attachment[]>(attachmentsOf(note));
  const [pending, setPending] = useState<Base64File[]>([]);
  const [saving, setSaving] = useState(false);

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    const read = await Promise.all([...files].map(readAsBase64));
    const next = addFiles(kept, pending, read);
    setPending(next.pending);
    if (next.refused) toast('warning', translate('app.panels.notes.max_files_title'), translate('app.panels.notes.max_files_text'));
    if (input.current) input.current.value = '';
  };

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    const data = {
      tag: values.tag ?? null,
      notes: values.notes ?? null,
      module: owner.module,
      header_id: Math.trunc(Number(owner.id)),
      uploads: pending,
      ...(note ? { note_attachments: kept } : {}),
    };
    try {
      if (note) await dataProvider.update('notes', { id: note.id, data, previousData: note });
      else await dataProvider.create('notes', { data });
      toast('success', translate('app.panels.success'), translate('app.panels.notes.saved', { tag: String(values.tag ?? '') }));
      onClose(true);
    } catch (e) {
      toast('error', translate('app.panels.error'), errorTitle(e));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="md" data-testid="note-editor">
      <DialogTitle>{translate(note ? 'app.panels.notes.edit' : 'app.panels.notes.add')}</DialogTitle>
      <Form record={note ? { tag: note.tag, notes: note.notes } : { tag: '', notes: '' }} onSubmit={save} id="note-form">
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextInput source="tag" label="resources.notes.fields.tag" fullWidth />
          <RichTextInput source="notes" label="resources.notes.fields.notes" fullWidth />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }} data-testid="note-files">
            <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
              {translate('app.panels.notes.attach', { max: MAX_NOTE_FILES })}
            </Button>
            <input ref={input} type="file" multiple hidden data-testid="note-file-input" onChange={(e) => pick(e.target.files)} />
            {kept.map((a) => (
              <Chip key={`kept-${a.name}`} size="small" label={a.name} onDelete={() => setKept(kept.filter((k) => k !== a))} />
            ))}
            {pending.map((f) => (
              <Chip key={`new-${f.name}`} size="small" color="primary" variant="outlined" label={f.name} onDelete={() => setPending(pending.filter((p) => p !== f))} />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};

export const NotesPanel = ({ owner, canWrite }: { owner: PanelOwner; canWrite: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useTitledNotify();
  const [locale] = useDateLocale();
  const { rows, pager, refetch, isPending } = usePanelRows('notes', { header_id: owner.id, module: owner.module });
  const [editing, setEditing] = useState<RaRecord | null | 'new'>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);

  const remove = async (note: RaRecord) => {
    setDeleting(null);
    try {
      await dataProvider.delete('notes', { id: note.id, previousData: note });
      toast('success', translate('app.panels.success'), translate('app.panels.deleted'));
      refetch();
    } catch (e) {
      toast('error', translate('app.panels.error'), errorTitle(e));
    }
  };

  return (
    <Box data-testid="panel-notes">
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>
          {translate('app.panels.notes.add')}
        </Button>
      )}
      {!isPending && rows.length === 0 && <PanelEmpty>{translate('app.panels.notes.none')}</PanelEmpty>}
      <Stack spacing={1}>
        {rows.map((note) => (
          <Card key={note.id} variant="outlined" data-testid="note-card">
            <CardContent sx={{ pb: '12px !important' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {note.tag ? <Chip size="small" color="primary" label={note.tag} /> : null}
                <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', gap: 1 }}>
                  <RecordContextProvider value={note}>
                    <WhoField />
                  </RecordContextProvider>
                  <span>{formatUnix(note.updated_at, true, locale)}</span>
                </Typography>
                <Box sx={{ flex: 1 }} />
                {canWrite && (
                  <>
                    <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => setEditing(note)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={() => setDeleting(note)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Box>
              {note.notes ? <Box className="rich-text" sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: cleanRichText(String(note.notes)) }} /> : null}
              {attachmentsOf(note).length > 0 && (
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 0.5, alignItems: 'center' }}>
                  <AttachFileIcon fontSize="small" color="action" />
                  {attachmentsOf(note).map((a) => (
                    <FileLink key={a.name} path={storedPath('notes_attachments', note.id, a.name)}>
                      {a.name}
                    </FileLink>
                  ))}
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
      {pager}
      {editing && (
        <NoteEditor
          owner={owner}
          note={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refetch();
          }}
        />
      )}
      <ConfirmDialog open={!!deleting} onCancel={() => setDeleting(null)} onAccept={() => deleting && remove(deleting)} />
    </Box>
  );
};
