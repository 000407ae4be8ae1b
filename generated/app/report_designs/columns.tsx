// GENERATED from schema/dev-tools/report_designs.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of report_designs, shared by its list and any related list that shows it. */
export const reportDesignsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="source" source="source" sortable={false} />,
  <OptionField key="report_type" source="report_type" sortable={false} />,
  <StatusField key="status" source="status" />,
];
