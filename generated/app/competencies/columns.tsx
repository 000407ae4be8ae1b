// GENERATED from schema/masterlists/competencies.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of competencies, shared by its list and any related list that shows it. */
export const competenciesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="description" source="description" sortable={false} />,
  <BooleanField key="requires_licence" source="requires_licence" sortable={false} />,
  <StatusField key="status" source="status" />,
];
