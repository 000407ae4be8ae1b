/**
 * The Notes panel's editor (loaded when it is first opened, so the rich-text editor's code stays
 * out of the view page's chunk): tag, rich text and at most 3 files; a file of a name already
 * there is not added twice, and one past the third is refused with the toast 'Max 3 files' /
 * 'you have uploaded more than 3 files'. A note with an id is saved as an update, else as an add.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { RichTextInput } from 'ra-input-rich-text';
import { Form, TextInput, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { readAsBase64, type Base64File } from '../../authProvider/api';
import { addFiles, MAX_NOTE_FILES } from './panelRules';
import { attachmentsOf, errorTitle, useTitledNotify, type Attachment, type PanelOwner } from './panelKit';

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

export default NoteEditor;
