// GENERATED from schema/agreements/warranties.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of warranties, shared by its list and any related list that shows it. */
export const warrantiesColumns = [
  <TextField key="warranty_no" source="warranty_no" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <TextField key="serial_no" source="serial_no" sortable={false} />,
  <UnixDateField key="end_date" source="end_date" />,
  <StatusField key="status" source="status" />,
];
