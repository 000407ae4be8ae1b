// GENERATED from schema/admin/users.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { EmailField, TextField } from 'react-admin';
/** The list columns of users, shared by its list and any related list that shows it. */
export const usersColumns = [
  <TextField key="username" source="username" />,
  <EmailField key="email" source="email" />,
  <TextField key="first_name" source="first_name" />,
  <TextField key="last_name" source="last_name" />,
  <TextField key="role" source="role" sortable={false} />,
  <StatusField key="status" source="status" />,
];
