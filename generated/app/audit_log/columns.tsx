// GENERATED from schema/admin/audit-log.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of audit-log, shared by its list and any related list that shows it. */
export const auditLogColumns = [
  <TextField key="model" source="model" />,
  <NumberField key="header_id" source="header_id" />,
  <ReferenceCell key="user_id" source="user_id" sortable={false} reference="users" />,
  <TextField key="action" source="action" />,
  <StatusField key="status" source="status" />,
];
