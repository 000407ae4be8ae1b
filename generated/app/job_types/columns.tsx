// GENERATED from schema/masterlists/job_types.yaml by generator/. Do not edit.
import { MoneyField, ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of job_types, shared by its list and any related list that shows it. */
export const jobTypesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <NumberField key="default_duration" source="default_duration" />,
  <MoneyField key="default_price" source="default_price" />,
  <ReferenceCell key="competency_id" source="competency_id" sortable={false} reference="competencies" />,
  <NumberField key="response_hours" source="response_hours" options={{ maximumFractionDigits: 6 }} />,
  <StatusField key="status" source="status" />,
];
