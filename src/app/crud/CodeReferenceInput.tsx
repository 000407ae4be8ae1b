/**
 * A text field that holds a masterlist record's code (a currency's SGD) or name (a country's
 * Singapore), picked from that masterlist (YAML: type: code_reference, reference, code_field).
 * The masterlists are short (about 250 countries), so the choices load once, all of them.
 */
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, useGetList, useSourceContext, type InputProps } from 'react-admin';
import { resourceDef } from './registry';

const ALL = { page: 1, perPage: 1000 };

export const CodeReferenceInput = ({ reference, codeField, ...props }: InputProps & { reference: string; codeField: string }) => {
  const target = resourceDef(reference);
  const descending = target.sort.startsWith('-');
  const { data = [], isPending } = useGetList(reference, { pagination: ALL, sort: { field: target.sort.replace(/^-/, ''), order: descending ? 'DESC' : 'ASC' } });
  const current: unknown = useWatch({ name: useSourceContext().getSource(props.source) });
  const choices = data.map((r) => {
    const code = String(r[codeField]);
    const detail = target.representation !== codeField ? r[target.representation] : r.name;
    return { id: code, name: detail && detail !== code ? `${code} — ${detail}` : code };
  });
  // A value the masterlist no longer has (or never had) still shows, rather than an empty input.
  if (typeof current === 'string' && current && !choices.some((c) => c.id === current)) choices.push({ id: current, name: current });
  return <AutocompleteInput {...props} choices={choices} isPending={isPending} />;
};
