// GENERATED from schema/masterlists/statuses.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of statuses, shared by its list and any related list that shows it. */
export const statusesColumns = [
  <TextField key="module" source="module" />,
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <OptionField key="colour" source="colour" sortable={false} />,
  <StatusField key="status" source="status" />,
];
