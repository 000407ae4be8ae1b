// GENERATED from schema/feedbacks/incidents.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of incidents, shared by its list and any related list that shows it. */
export const incidentsColumns = [
  <TextField key="incident_no" source="incident_no" />,
  <UnixDateField key="occurred_at" source="occurred_at" showTime />,
  <OptionField key="incident_type" source="incident_type" sortable={false} />,
  <OptionField key="severity" source="severity" />,
  <TextField key="location" source="location" sortable={false} />,
  <ReferenceCell key="reported_by_id" source="reported_by_id" sortable={false} reference="employees" />,
  <StatusField key="status" source="status" />,
];
