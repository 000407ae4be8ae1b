/**
 * A reference input linked to other fields of its form, as the YAML declares them:
 *   dependsOn     { header_id: 'company_id' }  choices only where the target's header_id is the
 *                 form's company_id; nothing to choose before the company is
 *   defaultChoice { is_default: true }         when the user changes the company, the site is
 *                 cleared and the company's default site picked
 *   fills         { contact_phone: 'tel' }     picking a record copies its tel into contact_phone
 * Inside child lines every name is the line's own field (`lines.0.description`).
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, useDataProvider, useSourceContext, type RaRecord, type Validator } from 'react-admin';

type Values = Record<string, string | number | boolean>;

export interface LinkedReferenceInputProps {
  source: string;
  reference: string;
  dependsOn?: Record<string, string>;
  defaultChoice?: Values;
  fills?: Record<string, string>;
  validate?: Validator | Validator[];
  label?: string;
  helperText?: string;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

export const LinkedReferenceInput = ({ source, reference, dependsOn = {}, defaultChoice, fills, validate, label, helperText }: LinkedReferenceInputProps) => {
  const { getSource } = useSourceContext();
  const { setValue, getFieldState, resetField } = useFormContext();
  const dataProvider = useDataProvider();
  const links = Object.entries(dependsOn).map(([targetField, formField]) => ({ targetField, path: getSource(formField) }));
  const watched: unknown[] = useWatch({ name: links.map((l) => l.path) });
  const ready = watched.every((v) => !isEmpty(v));
  const filter = Object.fromEntries(links.map((l, i) => [l.targetField, watched[i]]));

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

  const copyFields = (_value: unknown, record: RaRecord | '') => {
    if (!fills || !record) return; // cleared: what was typed stays
    for (const [formField, from] of Object.entries(fills)) setValue(getSource(formField), record[from] ?? null, { shouldDirty: true });
  };

  return (
    <ReferenceInput source={source} reference={reference} filter={links.length ? filter : undefined} enableGetChoices={() => ready}>
      <AutocompleteInput validate={validate} label={label} helperText={helperText} onChange={fills ? copyFields : undefined} disabled={!ready} />
    </ReferenceInput>
  );
};
