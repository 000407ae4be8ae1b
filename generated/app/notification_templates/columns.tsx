// GENERATED from schema/dev-tools/notification_templates.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of notification_templates, shared by its list and any related list that shows it. */
export const notificationTemplatesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="event" source="event" />,
  <OptionField key="channel" source="channel" sortable={false} />,
  <StatusField key="status" source="status" />,
];
