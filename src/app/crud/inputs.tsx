/** Inputs for money, unix-second dates, select options and JSON, wrapping react-admin's. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DateInput, FieldTitle, InputHelperText, SelectInput, TextInput, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { DEFAULT_TIME, fromDateString, fromDateTimeString, toDateString, toDateTimeString } from './dateValues';
import { fieldDef, resourceDef, useResourceDef } from './registry';

/** Digits with at most two decimals; kept as text so no float rounding happens in the browser. */
export const MoneyInput = (props: InputProps) => (
  <TextInput {...props} inputMode="decimal" format={(v: unknown) => (v === null || v === undefined ? '' : String(v))} />
);

export const UnixDateInput = ({ showTime, ...props }: InputProps & { showTime?: boolean }) =>
  showTime ? <UnixDateTimeInput {...props} /> : <DateInput {...props} format={toDateString} parse={fromDateString} />;

/**
 * A date-time as its day and its time, two inputs with one value (unix seconds). The spec takes a
 * day chosen alone at 08:00 (dateValues' DEFAULT_TIME), and Chromium's one datetime-local input
 * reports nothing at all until its time is typed too; so the day is an input of its own, and the
 * time starts at 08:00 when a day is chosen without one. The day input carries the field's name.
 */
export const UnixDateTimeInput = ({ label, helperText, className, readOnly, disabled, ...props }: InputProps & { className?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { field, fieldState, formState, isRequired, id } = useInput({ ...props, readOnly, disabled, format: (v: unknown) => v, parse: (v: unknown) => v });
  // A time typed before its day (or left when the day was cleared) waits for the day.
  const [waitingTime, setWaitingTime] = useState('');
  const day = toDateString(field.value);
  const time = day ? toDateTimeString(field.value).slice(11) : waitingTime;
  const at = (nextDay: string, nextTime: string) => {
    if (!nextDay) setWaitingTime(nextTime);
    field.onChange(nextDay ? fromDateTimeString(`${nextDay}T${nextTime || DEFAULT_TIME}`) : null);
  };
  const shown = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const off = disabled || field.disabled; // the input's own, or the form's (a record its state locks)
  const readOnlyInput = { htmlInput: { readOnly }, inputLabel: { shrink: true } };
  return (
    <Box className={className} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={id}
        type="date"
        margin="dense"
        name={field.name}
        label={<FieldTitle label={label as string} source={props.source} resource={resource} isRequired={isRequired} />}
        value={day}
        onChange={(e) => at(e.target.value, time)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={off}
        error={shown}
        helperText={shown ? <InputHelperText error={fieldState.error?.message} /> : helperText || undefined}
        slotProps={readOnlyInput}
        sx={{ flex: 3, minWidth: 150 }}
      />
      <TextField
        id={`${id}-time`}
        type="time"
        margin="dense"
        name={`${field.name}__time`}
        label={translate('app.form.time')}
        value={time}
        onChange={(e) => at(day, e.target.value)}
        onBlur={field.onBlur}
        disabled={off}
        error={shown}
        slotProps={readOnlyInput}
        sx={{ flex: 2, minWidth: 110 }}
      />
    </Box>
  );
};

export const OptionInput = (props: InputProps) => {
  const own = useResourceDef();
  // Inside a record's child lines (ChildLines) the resource is the record's: the field is a line's.
  const def = fieldDef(own, props.source) ? own : (own.children.map((c) => resourceDef(c.resource)).find((d) => fieldDef(d, props.source)) ?? own);
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
