/**
 * The Notes panel (spec sections 2, 5, 8): a record's notes, each a tag, rich text and at most 3
 * files (NoteEditor.tsx adds and changes them); saving says '{tag} success save', deleting
 * 'Delete Successfully'.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { RecordContextProvider, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { formatUnix } from '../../crud/fields';
import { cleanRichText } from '../../crud/RichText';
import { useDateLocale } from '../../preferences';
import { WhoField } from '../audit/AuditCells';
import { attachmentsOf, ConfirmDialog, errorTitle, FileLink, PanelEmpty, storedPath, usePanelRows, useTitledNotify, type PanelOwner } from './panelKit';

/** The editor, with the rich-text editor's code, loads when first opened. */
const NoteEditor = lazy(() => import('./NoteEditor'));

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
        <Suspense fallback={null}>
          <NoteEditor
            owner={owner}
            note={editing === 'new' ? null : editing}
            onClose={(saved) => {
              setEditing(null);
              if (saved) refetch();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog open={!!deleting} onCancel={() => setDeleting(null)} onAccept={() => deleting && remove(deleting)} />
    </Box>
  );
};
