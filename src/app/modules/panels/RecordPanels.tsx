/**
 * The panels under a record's view page, as its YAML lists them (`panels: [notes, documents,
 * logs, comments]`; generator/emit/views.ts passes them to ResourceShow): one tab each, tied to
 * the record by its collection (`module`) and id (`header_id`). Writing a panel needs update on
 * the record, as the server checks (auth/owned-records.ts); reading needs read on the panel's own
 * collection, else the tab is left out.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRecordContext, useTranslate } from 'react-admin';
import type { RecordPanel } from '../../../shared/resource-spec';
import { useAbility } from '../../crud/ability';
import { resourceDef, useResourceDef } from '../../crud/registry';
import { CommentsPanel } from './CommentsPanel';
import { DocumentsPanel } from './DocumentsPanel';
import { LogsPanel } from './LogsPanel';
import { NotesPanel } from './NotesPanel';
import type { PanelOwner } from './panelKit';

/** The collection each panel reads (the Logs panel explains itself when the audit log is not readable). */
const PANEL_COLLECTION: Record<RecordPanel, string | null> = { notes: 'notes', documents: 'documents', logs: null, comments: 'timelines' };

export const RecordPanels = ({ panels }: { panels: RecordPanel[] }) => {
  const def = useResourceDef();
  const record = useRecordContext();
  const translate = useTranslate();
  const ability = useAbility();
  const shown = panels.filter((p) => PANEL_COLLECTION[p] === null || ability.can('read', resourceDef(PANEL_COLLECTION[p]!).subject));
  const [tab, setTab] = useState<RecordPanel | undefined>(undefined);
  if (!record?.id || !shown.length) return null;
  const current = tab && shown.includes(tab) ? tab : shown[0];
  const owner: PanelOwner = { module: def.resource, id: Number(record.id) };
  const canWrite = ability.can('update', def.subject);
  return (
    // One grid column that may shrink to nothing: the tabs and wide tables scroll inside, never widen the page on a phone.
    <Paper variant="outlined" sx={{ mx: { xs: 1, sm: 2 }, mb: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="record-panels">
      <Tabs value={current} onChange={(_e, v: RecordPanel) => setTab(v)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
        {shown.map((p) => (
          <Tab key={p} value={p} label={translate(`app.panels.${p}.title`)} data-testid={`panel-tab-${p}`} />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }}>
        {current === 'notes' && <NotesPanel owner={owner} canWrite={canWrite} />}
        {current === 'documents' && <DocumentsPanel owner={owner} canWrite={canWrite} />}
        {current === 'logs' && <LogsPanel owner={owner} />}
        {current === 'comments' && <CommentsPanel owner={owner} canWrite={canWrite} />}
      </Box>
    </Paper>
  );
};
