/** Display fields for the types react-admin has no field for: status, money, unix dates, options, JSON. */
import Chip from '@mui/material/Chip';
import { SelectField, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { fieldDef, useResourceDef } from './registry';

const STATUS_COLOURS: Record<string, 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error'> = {
  N: 'info',
  O: 'primary',
  R: 'warning',
  C: 'success',
  V: 'default',
};

export const StatusField = ({ source = 'status' }: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const code = record?.[source] as string | undefined;
  if (!code) return null;
  return <Chip size="small" color={STATUS_COLOURS[code] ?? 'default'} label={translate(`app.status.${code}`, { _: code })} />;
};

/** Two decimals; zero or empty shows 0.00 (spec section 9). */
export function formatMoney(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return (Number.isFinite(n) ? n : 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export const MoneyField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(record?.[source])}</span>;
};

/** Unix seconds as a date in the en-CA locale (YYYY-MM-DD) by default (spec section 9). */
export function formatUnix(seconds: unknown, showTime = false, locale = 'en-CA'): string {
  if (typeof seconds !== 'number' || !seconds) return '';
  const d = new Date(seconds * 1000);
  return showTime ? `${d.toLocaleDateString(locale)} ${d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}` : d.toLocaleDateString(locale);
}

export const UnixDateField = ({ source, showTime }: FieldProps & { showTime?: boolean }) => {
  const record = useRecordContext();
  return <span>{formatUnix(record?.[source], showTime)}</span>;
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
