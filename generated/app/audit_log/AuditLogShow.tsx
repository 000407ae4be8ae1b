// GENERATED from schema/admin/audit-log.yaml by generator/. Do not edit.
import { JsonField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const AuditLogShow = () => (
  <ResourceShow>
    <TextField source="model" />
    <NumberField source="header_id" />
    <ReferenceField source="user_id" reference="users" link={false} />
    <TextField source="action" />
    <JsonField source="log" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
