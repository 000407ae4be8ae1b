// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
/** The list columns of trainings, shared by its list and any related list that shows it. */
export const trainingsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="title" source="title" />,
  <ReferenceField key="subject_id" source="subject_id" sortable={false} reference="training_subjects" link={false} />,
  <ReferenceField key="partner_id" source="partner_id" sortable={false} reference="training_partners" link={false} />,
  <NumberField key="duration_hours" source="duration_hours" sortable={false} />,
  <StatusField key="status" source="status" />,
];
