/**
 * The rule-set editor: one row per subject (grouped by menu area, plus the page subjects and
 * "everything"), one checkbox per action. Cells implied by a wider grant show ticked and locked.
 * Rules the matrix cannot show (conditions, fields, unknown subjects) are listed and kept.
 */
import { Fragment, memo, useCallback, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { AbilityRule, Action } from '../../../shared/wire';
import { allResources } from '../../crud/registry';
import { cellState, MATRIX_ACTIONS, matrixGroups, matrixToRules, rulesToMatrix, setCell } from './matrix';

const GROUPS = matrixGroups(allResources);
const SUBJECTS = new Set(GROUPS.flatMap((g) => g.rows.map((r) => r.subject)));

interface AbilityMatrixProps {
  rules: unknown;
  onChange?: (rules: AbilityRule[]) => void;
  readOnly?: boolean;
}

type CellState = ReturnType<typeof cellState>;

interface RowProps {
  subject: string;
  label: string;
  /** The row's cell states, one per action (a primitive-friendly list so unchanged rows skip rendering). */
  states: string;
  readOnly: boolean;
  onToggle: (subject: string, action: Action, on: boolean) => void;
}

/** One subject's row; memoised, since a click changes a row or two of several hundred checkboxes. */
const MatrixRowView = memo(({ subject, label, states, readOnly, onToggle }: RowProps) => {
  const translate = useTranslate();
  const cells = states.split(',') as CellState[];
  return (
    <TableRow data-subject={subject} hover>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {MATRIX_ACTIONS.map((action, i) => (
        <TableCell key={action} align="center" padding="checkbox">
          <Checkbox
            size="small"
            disableRipple
            checked={cells[i] !== 'none'}
            disabled={readOnly || cells[i] === 'implied'}
            onChange={(event) => onToggle(subject, action, event.target.checked)}
            slotProps={{ input: { 'aria-label': `${label}: ${translate(`app.roles.actions.${action}`)}`, name: `${subject}.${action}` } as object }}
          />
        </TableCell>
      ))}
    </TableRow>
  );
});
MatrixRowView.displayName = 'MatrixRowView';

export const AbilityMatrix = ({ rules, onChange, readOnly = !onChange }: AbilityMatrixProps) => {
  const translate = useTranslate();
  const matrix = useMemo(() => rulesToMatrix(rules, SUBJECTS), [rules]);
  const change = (next: typeof matrix) => onChange?.(matrixToRules(next, GROUPS));
  // The toggle keeps one identity so memoised rows do not re-render; it reads the latest matrix.
  const latest = useRef({ matrix, change });
  latest.current = { matrix, change };
  const onToggle = useCallback((subject: string, action: Action, on: boolean) => latest.current.change(setCell(latest.current.matrix, subject, action, on)), []);
  return (
    // Inline-size containment: on a phone the table scrolls sideways inside its box, the page does not.
    <Box data-testid="ability-matrix" sx={{ width: '100%', overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" stickyHeader aria-label={translate('app.roles.matrix.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.roles.matrix.subject')}</TableCell>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {translate(`app.roles.actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {GROUPS.map((group) => (
            <Fragment key={group.key}>
              <TableRow>
                <TableCell colSpan={MATRIX_ACTIONS.length + 1} sx={{ bgcolor: 'action.hover', py: 0.5 }}>
                  <Typography variant="overline">{translate(group.labelKey)}</Typography>
                </TableCell>
              </TableRow>
              {group.rows.map((row) => (
                <MatrixRowView
                  key={row.subject}
                  subject={row.subject}
                  label={translate(row.labelKey, { smart_count: 2 })}
                  states={MATRIX_ACTIONS.map((action) => cellState(matrix, row.subject, action)).join(',')}
                  readOnly={readOnly}
                  onToggle={onToggle}
                />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
      {matrix.kept.length ? (
        <Box sx={{ mt: 2 }} data-testid="kept-rules">
          <Typography variant="subtitle2">{translate('app.roles.matrix.kept', { smart_count: matrix.kept.length })}</Typography>
          {matrix.kept.map((rule, index) => (
            <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <code style={{ fontSize: '0.85em', wordBreak: 'break-all' }}>{JSON.stringify(rule)}</code>
              {readOnly ? null : (
                <Tooltip title={translate('app.roles.matrix.remove_rule')}>
                  <IconButton size="small" aria-label={translate('app.roles.matrix.remove_rule')} onClick={() => change({ ...matrix, kept: matrix.kept.filter((_, i) => i !== index) })}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
};
