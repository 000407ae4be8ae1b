// GENERATED from schema/services-tools/service_report_parts.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of service_report_parts, shared by its list and any related list that shows it. */
export const serviceReportPartsColumns = [
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <TextField key="description" source="description" sortable={false} />,
  <NumberField key="qty" source="qty" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <StatusField key="status" source="status" />,
];
