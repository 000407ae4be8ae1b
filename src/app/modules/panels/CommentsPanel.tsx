/**
 * The Comments panel (spec sections 2, 3, 7): the record's comment timeline, newest first. Its
 * header comes from `GET /timeline_headers/getbyheader?id=N&type=comment&module=X`; the first
 * comment on a record adds the header, then every comment is a `timelines` entry under it.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { formatUnix } from '../../crud/fields';
import { useDateLocale } from '../../preferences';
import { WhoField } from '../audit/AuditCells';
import { errorTitle, PanelEmpty, usePanelRows, useTitledNotify, type PanelOwner } from './panelKit';

const COMMENT = 'comment';

/** The record's comment timeline header id, or null when it has none yet. */
function useCommentHeader(owner: PanelOwner) {
  return useQuery({
    queryKey: ['timeline_headers', 'getbyheader', owner.module, owner.id],
    queryFn: async () => {
      const query = new URLSearchParams({ id: String(owner.id), type: COMMENT, module: owner.module });
      const { json } = await httpClient(`${API_URL}/timeline_headers/getbyheader?${query}`);
      const headers = json.data as Array<{ id: number }>;
      return headers.length ? headers[headers.length - 1].id : null;
    },
  });
}

export const CommentsPanel = ({ owner, canWrite }: { owner: PanelOwner; canWrite: boolean }) => {
  const translate = useTranslate();
  const [locale] = useDateLocale();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useTitledNotify();
  const header = useCommentHeader(owner);
  const headerId = header.data ?? null;
  const { rows, pager, refetch, isPending } = usePanelRows('timelines', { header: headerId }, { enabled: headerId !== null });
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);

  const post = async () => {
    setPosting(true);
    try {
      let id = headerId;
      if (id === null) {
        id = (await dataProvider.create('timeline_headers', { data: { module: owner.module, header_type: COMMENT, header_id: owner.id } })).data.id as number;
        await queryClient.invalidateQueries({ queryKey: ['timeline_headers', 'getbyheader', owner.module, owner.id] });
      }
      await dataProvider.create('timelines', { data: { header: id, remarks: text.trim() } });
      setText('');
      // Not only this render's list: on the first comment the list was read (empty) as soon as
      // the new header came back, possibly before this comment was saved.
      await queryClient.invalidateQueries({ queryKey: ['timelines'] });
    } catch (e) {
      toast('error', translate('app.panels.error'), errorTitle(e));
    } finally {
      setPosting(false);
    }
  };

  return (
    <Box data-testid="panel-comments">
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
          <TextField fullWidth multiline minRows={1} maxRows={6} size="small" label={translate('app.panels.comments.write')} value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 5000 } }} />
          <Button variant="contained" endIcon={<SendIcon />} disabled={posting || !text.trim()} onClick={post}>
            {translate('app.panels.comments.post')}
          </Button>
        </Box>
      )}
      {!header.isPending && (headerId === null || (!isPending && rows.length === 0)) && <PanelEmpty>{translate('app.panels.comments.none')}</PanelEmpty>}
      <Stack spacing={1}>
        {(headerId === null ? [] : rows).map((comment) => (
          <Paper key={comment.id} variant="outlined" sx={{ p: 1.5 }} data-testid="comment">
            <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', gap: 1 }}>
              <RecordContextProvider value={comment}>
                <WhoField />
              </RecordContextProvider>
              <span>{formatUnix(comment.updated_at, true, locale)}</span>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {comment.remarks}
            </Typography>
          </Paper>
        ))}
      </Stack>
      {pager}
    </Box>
  );
};
