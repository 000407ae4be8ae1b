/**
 * A reference input linked to other fields of its form, as the YAML declares them:
 *   dependsOn     { header_id: 'company_id' }  choices only where the target's header_id is the
 *                 form's company_id; nothing to choose before the company is
 *   defaultChoice { is_default: true }         when the user changes the company, the site is
 *                 cleared and the company's default site picked
 *   choices       { co_type: 'Customer' }      only records matching these are offered (the
 *                 server refuses others)
 *   fills         { contact_phone: 'tel' }     picking a record copies its tel into contact_phone
 *   picker        'company'                    a search dialog beside the input (crud/pickers/):
 *                 what it picks is chosen as if from the list, fills included; its Adhoc
 *                 clears the choice and what the last one filled (a one-off customer)
 * Inside child lines every name is the line's own field (`lines.0.description`); a depends_on
 * of `header.company_id` is the company_id of the record the lines belong to.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { AutocompleteInput, ReferenceInput, useDataProvider, useSourceContext, type RaRecord, type Validator } from 'react-admin';
import { HEADER_PREFIX, type PickerName } from '../../shared/resource-spec';
import { PickerDialogs } from './pickers/PickerDialogs';
import { PICKERS } from './pickers/pickers';

type Values = Record<string, string | number | boolean>;

export interface LinkedReferenceInputProps {
  source: string;
  reference: string;
  dependsOn?: Record<string, string>;
  defaultChoice?: Values;
  choices?: Values;
  fills?: Record<string, string>;
  picker?: PickerName;
  validate?: Validator | Validator[];
  label?: string;
  helperText?: string;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

export const LinkedReferenceInput = ({ source, reference, dependsOn = {}, defaultChoice, choices, fills, picker, validate, label, helperText }: LinkedReferenceInputProps) => {
  const { getSource } = useSourceContext();
  const { setValue, getFieldState, resetField } = useFormContext();
  const dataProvider = useDataProvider();
  const links = Object.entries(dependsOn).map(([targetField, formField]) => ({ targetField, path: formField.startsWith(HEADER_PREFIX) ? formField.slice(HEADER_PREFIX.length) : getSource(formField) }));
  const watched: unknown[] = useWatch({ name: links.map((l) => l.path) });
  const ready = watched.every((v) => !isEmpty(v));
  // Disabled only while empty: react-hook-form leaves a disabled input's value out of the save, so
  // a stored choice (a covered site of a contract without a company record) would be lost.
  const held = !isEmpty(useWatch({ name: getSource(source) }));
  const filter = { ...choices, ...Object.fromEntries(links.map((l, i) => [l.targetField, watched[i]])) };
  const limited = links.length > 0 || !!choices;

  // What it depends on changed: by the user, start afresh (and pick the default choice); back
  // to the record's own value (or a form reset), take the record's own choice again.
  const key = JSON.stringify(watched);
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    const own = getSource(source);
    if (!links.some((l) => getFieldState(l.path).isDirty)) return resetField(own);
    setValue(own, null, { shouldDirty: true });
    if (!ready || !defaultChoice) return;
    dataProvider
      .getList(reference, { filter: { ...filter, ...defaultChoice }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } })
      .then(({ data }) => {
        if (data[0] && seen.current === key) setValue(own, data[0].id, { shouldDirty: true });
      })
      .catch(() => undefined); // no default site: the picker stays empty
    // Runs per change of the watched values only; the rest is read fresh each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** Copies the record's fields into the form (none: empties them). */
  const fillFrom = (record: RaRecord | null) => {
    for (const [formField, from] of Object.entries(fills ?? {})) setValue(getSource(formField), record?.[from] ?? null, { shouldDirty: true });
  };
  const copyFields = (_value: unknown, record: RaRecord | '') => {
    if (record) fillFrom(record); // cleared: what was typed stays
  };

  const input = (
    <ReferenceInput source={source} reference={reference} filter={limited ? filter : undefined} enableGetChoices={() => ready}>
      <AutocompleteInput validate={validate} label={label} helperText={helperText} onChange={fills ? copyFields : undefined} disabled={!ready && !held} />
    </ReferenceInput>
  );
  if (!picker) return input;
  const pick = (record: RaRecord | null) => {
    setValue(getSource(source), record?.id ?? null, { shouldDirty: true, shouldValidate: true });
    fillFrom(record); // Adhoc: what the last choice filled goes too, for the one-off's own details
  };
  return (
    // The picker's button goes under the input when the column is too narrow for both (a form beside
    // the job's right column at 1440 px ran it under that column), never past the column's edge.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, width: '100%', minWidth: 0, '& > :first-of-type': { flex: { xs: '1 1 100%', sm: '1 1 12rem' }, minWidth: 0 }, '& > :not(:first-of-type)': { maxWidth: '100%' } }} data-picker={picker}>
      {input}
      <PickerDialogs config={PICKERS[picker]} filter={limited ? filter : undefined} disabled={!ready} onPick={pick} />
    </Box>
  );
};
