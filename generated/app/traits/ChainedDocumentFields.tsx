// GENERATED from schema/traits/chained_document.yaml by generator/. Do not edit.
import { OptionField } from '../../../src/app/crud';
import { NumberField } from 'react-admin';
/** The page rows of the chained_document trait's fields, for every resource taking it. */
export const chainedDocumentFields = [
  <OptionField key="source_collection" source="source_collection" />,
  <NumberField key="source_id" source="source_id" />,
];
