// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
/** The list columns of reports, shared by its list and any related list that shows it. */
export const reportsColumns = [
  <TextField key="name" source="name" />,
  <TextField key="description" source="description" sortable={false} />,
  <ReferenceField key="report_design_id" source="report_design_id" sortable={false} reference="report_designs" link={false} />,
  <ReferenceField key="owner_id" source="owner_id" sortable={false} reference="users" link={false} />,
  <BooleanField key="shared" source="shared" sortable={false} />,
  <StatusField key="status" source="status" />,
];
