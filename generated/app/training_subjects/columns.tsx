// GENERATED from schema/masterlists/training_subjects.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of training_subjects, shared by its list and any related list that shows it. */
export const trainingSubjectsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="description" source="description" sortable={false} />,
  <StatusField key="status" source="status" />,
];
