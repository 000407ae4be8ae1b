/**
 * The Logs panel (spec section 2): the record's audit entries, newest first, each with who, when,
 * what was done and the fields it changed, before → after, as the audit-log page shows them
 * (resources/audit-log, reused). Reading them needs read on the audit log, or on `History` (the
 * entries of records one may read): whoever has neither is told so in the panel, and no call is
 * made (README, "Record panels").
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { formatUnix } from '../../crud/fields';
import { useAbility } from '../../crud/ability';
import { resourceDef } from '../../crud/registry';
import { useDateLocale } from '../../preferences';
import { ActionChip, ChangesField, WhoField } from '../audit/AuditCells';
import { PanelEmpty, usePanelRows, type PanelOwner } from './panelKit';

const AUDIT_LOG = 'audit-log';

export const LogsPanel = ({ owner }: { owner: PanelOwner }) => {
  const translate = useTranslate();
  const ability = useAbility();
  const [locale] = useDateLocale();
  // The whole audit log, or (History) the entries of the records one may read.
  const allowed = ability.can('read', resourceDef(AUDIT_LOG).subject) || ability.can('read', 'History');
  const { rows, pager, isPending } = usePanelRows(AUDIT_LOG, { model: owner.module, header_id: owner.id }, { sort: { field: 'id', order: 'DESC' }, enabled: allowed });
  if (!allowed) return <PanelEmpty>{translate('app.panels.logs.not_allowed')}</PanelEmpty>;
  return (
    <Box data-testid="panel-logs">
      {!isPending && rows.length === 0 ? (
        <PanelEmpty>{translate('app.panels.logs.none')}</PanelEmpty>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.panels.logs.when')}</TableCell>
                <TableCell>{translate('app.panels.logs.who')}</TableCell>
                <TableCell>{translate('app.panels.logs.action')}</TableCell>
                <TableCell>{translate('app.panels.logs.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <RecordContextProvider key={entry.id} value={entry}>
                  <TableRow data-testid="log-row" sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUnix(entry.updated_at ?? entry.created_at, true, locale)}</TableCell>
                    <TableCell>
                      <WhoField />
                    </TableCell>
                    <TableCell>
                      <ActionChip />
                    </TableCell>
                    <TableCell>
                      <ChangesField onRecordPage />
                    </TableCell>
                  </TableRow>
                </RecordContextProvider>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {pager}
    </Box>
  );
};
