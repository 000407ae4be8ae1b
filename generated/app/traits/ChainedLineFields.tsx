// GENERATED from schema/traits/chained_line.yaml by generator/. Do not edit.
import { NumberField } from 'react-admin';
/** The page rows of the chained_line trait's fields, for every resource taking it. */
export const chainedLineFields = [
  <NumberField key="source_line_id" source="source_line_id" />,
];
