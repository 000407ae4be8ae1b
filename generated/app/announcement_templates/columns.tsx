// GENERATED from schema/dev-tools/announcement_templates.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of announcement_templates, shared by its list and any related list that shows it. */
export const announcementTemplatesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="subject" source="subject" />,
  <OptionField key="channel" source="channel" sortable={false} />,
  <StatusField key="status" source="status" />,
];
