// GENERATED from schema/masterlists/competencies.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
export const CompetenciesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="description" />
    <BooleanField source="requires_licence" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
