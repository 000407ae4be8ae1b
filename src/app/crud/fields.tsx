/** Display fields for the types react-admin has no field for: status, money, unix dates, options, JSON. */
import Chip from '@mui/material/Chip';
import { SelectField, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { useDateLocale } from '../preferences';
import { formatMoney, formatUnix } from './list/format';
import { fieldDef, useResourceDef } from './registry';

export { formatMoney, formatUnix };

const STATUS_COLOURS: Record<string, 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error'> = {
  N: 'info',
  O: 'primary',
  R: 'warning',
  C: 'success',
  V: 'error',
};

/**
 * The record status as a pill, only when it says something: a record in its resource's default
 * status (Open) shows none, so a job reads "Done", not "Open" beside "Done".
 */
export const StatusField = ({ source = 'status' }: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const def = useResourceDef();
  const code = record?.[source] as string | undefined;
  // A document of the sales chain before it is confirmed is a draft, and says so (issue 34).
  if (code === def.defaultStatus && def.traits.includes('chained_document')) return <Chip size="small" variant="outlined" label={translate('app.status.draft')} data-status="draft" />;
  if (!code || code === def.defaultStatus) return null;
  return <Chip size="small" color={STATUS_COLOURS[code] ?? 'default'} label={translate(`app.status.${code}`, { _: code })} />;
};

export const MoneyField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(record?.[source])}</span>;
};

/** Unix seconds as a date in the user's date locale (en-CA by default, spec section 9). */
export const UnixDateField = ({ source, showTime }: FieldProps & { showTime?: boolean }) => {
  const record = useRecordContext();
  const [locale] = useDateLocale();
  // A date or time never breaks over two lines.
  return <span style={{ whiteSpace: 'nowrap' }}>{formatUnix(record?.[source], showTime, locale)}</span>;
};

/** A select field's value shown with its (translated) option label. */
export const OptionField = ({ source, ...rest }: FieldProps) => {
  const def = useResourceDef();
  const options = fieldDef(def, source)?.options ?? [];
  return (
    <SelectField
      source={source}
      {...rest}
      choices={options.map((o) => ({ id: o.value, name: `resources.${def.resource}.options.${source}.${o.value}` }))}
    />
  );
};

export const JsonField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value);
  return (
    <code title={text} style={{ fontSize: '0.8em', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {text.length > 200 ? `${text.slice(0, 200)}…` : text}
    </code>
  );
};
