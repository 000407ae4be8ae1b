// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of trainings, shared by its list and any related list that shows it. */
export const trainingsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="title" source="title" />,
  <ReferenceCell key="subject_id" source="subject_id" sortable={false} reference="training_subjects" />,
  <ReferenceCell key="partner_id" source="partner_id" sortable={false} reference="training_partners" />,
  <NumberField key="duration_hours" source="duration_hours" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <StatusField key="status" source="status" />,
];
