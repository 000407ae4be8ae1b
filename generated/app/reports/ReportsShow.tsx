// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import { JsonField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
export const ReportsShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="description" />
    <ReferenceField source="report_design_id" reference="report_designs" link={false} />
    <JsonField source="definition" />
    <ReferenceField source="owner_id" reference="users" link={false} />
    <BooleanField source="shared" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
