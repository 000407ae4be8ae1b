/**
 * Quick edit: the list's row turns into inputs in place (its editable columns) and is saved with
 * the updated_at it was read with, so an edit of a row someone else changed meanwhile gets the
 * server's 409 message instead of overwriting theirs. Enter saves, Escape cancels.
 */
import { createContext, useCallback, useContext, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRecordContext, useRefresh, useTranslate, useUpdate, type Identifier, type RaRecord, type Validator } from 'react-admin';
import { fromDateString, fromDateTimeString, toDateString, toDateTimeString } from '../dateValues';
import { useResourceDef } from '../registry';
import { fieldRules } from '../rules';
import type { ColumnInfo, ListColumn } from './columns';
import { useToasts } from './feedback';
import { fieldErrorsOf } from '../../dataProvider/errors';

/** What an input holds: text for text, numbers, money and dates; a boolean for a checkbox. */
type InputValue = string | boolean;

interface Editing {
  id: Identifier;
  record: RaRecord;
  draft: Record<string, InputValue>;
  errors: Record<string, string>;
  saving: boolean;
}

export interface QuickEdit {
  editing: Editing | null;
  start(record: RaRecord): void;
  change(source: string, value: InputValue): void;
  cancel(): void;
  save(): Promise<void>;
}

const QuickEditContext = createContext<QuickEdit | null>(null);
export const QuickEditProvider = QuickEditContext.Provider;
export const useQuickEdit = () => useContext(QuickEditContext);

const NUMERIC_TYPES = new Set(['number', 'integer', 'money']);

/** Whether an input's wire value differs from what the record holds (12.5 and '12.50' do not). */
function sameValue(column: Pick<ColumnInfo, 'field'>, wire: unknown, stored: unknown): boolean {
  if (wire === null || stored === null || stored === undefined) return wire === (stored ?? null);
  return column.field?.type === 'money' ? Number(wire) === Number(stored) : wire === stored;
}

export function toInputValue(column: Pick<ColumnInfo, 'field'>, value: unknown): InputValue {
  switch (column.field?.type) {
    case 'boolean':
      return Boolean(value);
    case 'date':
      return toDateString(value);
    case 'datetime':
      return toDateTimeString(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The wire value of an input; empty text is null, as the forms send it. */
export function toWireValue(column: Pick<ColumnInfo, 'field'>, value: InputValue): unknown {
  if (typeof value === 'boolean') return value;
  if (value.trim() === '') return null;
  switch (column.field?.type) {
    case 'number':
    case 'integer':
      return Number(value);
    case 'date':
      return fromDateString(value);
    case 'datetime':
      return fromDateTimeString(value);
    default:
      return value; // money stays text: the server reads the decimal exactly
  }
}

/** The field errors of a 422 body ({errors: [{title, meta: {field}}]}), by field. */
function fieldErrors(error: unknown): Record<string, string> {
  return fieldErrorsOf(error);
}

export function useQuickEditController(columns: ListColumn[]): QuickEdit {
  const def = useResourceDef();
  const translate = useTranslate();
  const refresh = useRefresh();
  const toasts = useToasts();
  const [update] = useUpdate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const editable = useMemo(() => columns.filter((c) => c.editable), [columns]);
  const rules = useMemo(() => fieldRules(def.resource), [def.resource]);

  const start = useCallback(
    (record: RaRecord) =>
      setEditing((now) =>
        now?.id === record.id
          ? now
          : { id: record.id, record, draft: Object.fromEntries(editable.map((c) => [c.source, toInputValue(c, record[c.source])])), errors: {}, saving: false },
      ),
    [editable],
  );
  const change = useCallback(
    (source: string, value: InputValue) =>
      setEditing((now) => (now ? { ...now, draft: { ...now.draft, [source]: value }, errors: { ...now.errors, [source]: '' } } : now)),
    [],
  );
  const cancel = useCallback(() => setEditing(null), []);

  const save = useCallback(async () => {
    if (!editing || editing.saving) return;
    const errors: Record<string, string> = {};
    const changes: Record<string, unknown> = {};
    for (const column of editable) {
      const input = editing.draft[column.source];
      const value = toWireValue(column, input);
      for (const validate of (rules[column.source] ?? []) as Validator[]) {
        const problem = await validate(typeof input === 'string' && input.trim() === '' ? null : input, editing.draft, {});
        if (problem) {
          errors[column.source] = typeof problem === 'string' ? translate(problem) : translate(problem.message, problem.args);
          break;
        }
      }
      if (!sameValue(column, value, editing.record[column.source])) changes[column.source] = value;
    }
    if (Object.keys(errors).length) {
      setEditing({ ...editing, errors });
      return;
    }
    if (!Object.keys(changes).length) {
      setEditing(null);
      return;
    }
    setEditing({ ...editing, saving: true, errors: {} });
    await update(
      def.resource,
      { id: editing.id, data: changes, previousData: editing.record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEditing(null);
          toasts.success();
          refresh();
        },
        onError: (error) => {
          setEditing((now) => (now ? { ...now, saving: false, errors: fieldErrors(error) } : now));
          toasts.error(error);
        },
      },
    );
  }, [editing, editable, rules, translate, update, def.resource, toasts, refresh]);

  return useMemo(() => ({ editing, start, change, cancel, save }), [editing, start, change, cancel, save]);
}

/** A cell of a list column: the column's own field, or its input while quick edit holds the row. */
export const ColumnCell = ({ column }: { column: ListColumn; source: string; sortable: boolean; label?: unknown; textAlign?: string }) => {
  const record = useRecordContext();
  const quickEdit = useQuickEdit();
  if (!column.editable || !record || !quickEdit?.editing || quickEdit.editing.id !== record.id) return column.element;
  return <CellInput column={column} quickEdit={quickEdit} editing={quickEdit.editing} />;
};

const CellInput = ({ column, quickEdit, editing }: { column: ListColumn; quickEdit: QuickEdit; editing: Editing }) => {
  const translate = useTranslate();
  const def = useResourceDef();
  const value = editing.draft[column.source];
  const error = editing.errors[column.source] || '';
  const label = translate(column.labelKey, { _: column.source });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void quickEdit.save();
    } else if (e.key === 'Escape') quickEdit.cancel();
  };
  const common = {
    size: 'small' as const,
    variant: 'standard' as const,
    name: column.source,
    disabled: editing.saving,
    error: !!error,
    helperText: error || undefined,
    onKeyDown,
    onClick: (e: MouseEvent) => e.stopPropagation(),
    slotProps: { htmlInput: { 'aria-label': label, inputMode: NUMERIC_TYPES.has(column.field?.type ?? 'text') ? ('decimal' as const) : undefined } },
  };
  const type = column.field?.type;
  if (type === 'boolean') {
    return (
      <Checkbox
        size="small"
        name={column.source}
        checked={value === true}
        disabled={editing.saving}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => quickEdit.change(column.source, e.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    );
  }
  if (type === 'select') {
    return (
      <TextField {...common} select value={value} onChange={(e) => quickEdit.change(column.source, e.target.value)}>
        {(column.field?.options ?? []).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {translate(`resources.${def.resource}.options.${column.source}.${o.value}`, { _: o.label })}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const inputType = type === 'date' ? 'date' : type === 'datetime' ? 'datetime-local' : 'text';
  return (
    <TextField
      {...common}
      type={inputType}
      value={value}
      onChange={(e) => quickEdit.change(column.source, e.target.value)}
      fullWidth
    />
  );
};
