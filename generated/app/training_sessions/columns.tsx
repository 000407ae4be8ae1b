// GENERATED from schema/masterlists/training_sessions.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of training_sessions, shared by its list and any related list that shows it. */
export const trainingSessionsColumns = [
  <TextField key="title" source="title" />,
  <ReferenceCell key="training_id" source="training_id" sortable={false} reference="trainings" />,
  <UnixDateField key="start_date" source="start_date" />,
  <ReferenceCell key="trainer_id" source="trainer_id" sortable={false} reference="employees" />,
  <OptionField key="session_status" source="session_status" sortable={false} />,
  <StatusField key="status" source="status" />,
];
