/** Inputs for money, unix-second dates, select options and JSON, wrapping react-admin's. */
import { DateInput, DateTimeInput, SelectInput, TextInput, type InputProps } from 'react-admin';
import { fromDateString, fromDateTimeString, toDateString, toDateTimeString } from './dateValues';
import { fieldDef, useResourceDef } from './registry';

/** Digits with at most two decimals; kept as text so no float rounding happens in the browser. */
export const MoneyInput = (props: InputProps) => (
  <TextInput {...props} inputMode="decimal" format={(v: unknown) => (v === null || v === undefined ? '' : String(v))} />
);

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
