// GENERATED from schema/admin/announcements.yaml by generator/. Do not edit.
import { OptionField, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of announcements, shared by its list and any related list that shows it. */
export const announcementsColumns = [
  <TextField key="title" source="title" />,
  <OptionField key="audience" source="audience" sortable={false} />,
  <OptionField key="priority" source="priority" sortable={false} />,
  <UnixDateField key="start_date" source="start_date" />,
  <UnixDateField key="end_date" source="end_date" />,
  <StatusField key="status" source="status" />,
];
