/** Inputs for money, unix-second dates, select options and JSON, wrapping react-admin's. */
import { DateInput, DateTimeInput, SelectInput, TextInput, type InputProps } from 'react-admin';
import { fieldDef, useResourceDef } from './registry';

/** Digits with at most two decimals; kept as text so no float rounding happens in the browser. */
export const MoneyInput = (props: InputProps) => (
  <TextInput {...props} inputMode="decimal" format={(v: unknown) => (v === null || v === undefined ? '' : String(v))} />
);

const pad = (n: number) => String(n).padStart(2, '0');

/** unix seconds <-> the browser's local date ('YYYY-MM-DD'), midnight local time. */
export const toDateString = (seconds: unknown) => {
  if (typeof seconds !== 'number') return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
export const fromDateString = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  return m ? Math.floor(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() / 1000) : null;
};
const toDateTimeString = (seconds: unknown) => {
  if (typeof seconds !== 'number') return '';
  const d = new Date(seconds * 1000);
  return `${toDateString(seconds)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromDateTimeString = (value: unknown) => {
  const d = value instanceof Date ? value : new Date(String(value ?? ''));
  return Number.isNaN(d.getTime()) ? null : Math.floor(d.getTime() / 1000);
};

export const UnixDateInput = ({ showTime, ...props }: InputProps & { showTime?: boolean }) =>
  showTime ? (
    <DateTimeInput {...props} format={toDateTimeString} parse={fromDateTimeString} />
  ) : (
    <DateInput {...props} format={toDateString} parse={fromDateString} />
  );

export const OptionInput = (props: InputProps) => {
  const def = useResourceDef();
  const options = fieldDef(def, props.source)?.options ?? [];
  return (
    <SelectInput
      {...props}
      choices={options.map((o) => ({ id: o.value, name: `resources.${def.resource}.options.${props.source}.${o.value}` }))}
    />
  );
};

/** JSON edited as text; text that does not parse stays text, and the json rule flags it. */
export const JsonInput = (props: InputProps) => (
  <TextInput
    {...props}
    multiline
    minRows={4}
    format={(v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v, null, 2))}
    parse={(text: string) => {
      try {
        return text.trim() === '' ? null : JSON.parse(text);
      } catch {
        return text;
      }
    }}
  />
);
