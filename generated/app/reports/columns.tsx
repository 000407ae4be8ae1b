// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of reports, shared by its list and any related list that shows it. */
export const reportsColumns = [
  <TextField key="name" source="name" />,
  <TextField key="description" source="description" sortable={false} />,
  <ReferenceCell key="report_design_id" source="report_design_id" sortable={false} reference="report_designs" />,
  <ReferenceCell key="owner_id" source="owner_id" sortable={false} reference="users" />,
  <BooleanField key="shared" source="shared" sortable={false} />,
  <StatusField key="status" source="status" />,
];
