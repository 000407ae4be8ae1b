// GENERATED from schema/traits/einvoiced_document.yaml by generator/. Do not edit.
import { OptionField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The page rows of the einvoiced_document trait's fields, for every resource taking it. */
export const einvoicedDocumentFields = [
  <OptionField key="einvoice_status" source="einvoice_status" />,
  <TextField key="einvoice_error" source="einvoice_error" />,
  <TextField key="einvoice_uuid" source="einvoice_uuid" />,
];
