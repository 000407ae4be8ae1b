// GENERATED from schema/dev-tools/pdf_designs.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of pdf_designs, shared by its list and any related list that shows it. */
export const pdfDesignsColumns = [
  <TextField key="name" source="name" />,
  <OptionField key="document_type" source="document_type" />,
  <OptionField key="paper_size" source="paper_size" sortable={false} />,
  <BooleanField key="is_default" source="is_default" sortable={false} />,
  <StatusField key="status" source="status" />,
];
