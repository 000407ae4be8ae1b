// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import { ImageInput, MoneyInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteArrayInput, AutocompleteInput, BooleanInput, NumberInput, ReferenceArrayInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('employees');
export const EmployeesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="first_name" validate={rules.first_name} />
    <TextInput source="last_name" validate={rules.last_name} />
    <TextInput source="display_name" validate={rules.display_name} helperText="The name shown on job cards and assignments" />
    <ReferenceInput source="designation_id" reference="designations"><AutocompleteInput validate={rules.designation_id} /></ReferenceInput>
    <ReferenceInput source="department_id" reference="departments"><AutocompleteInput validate={rules.department_id} /></ReferenceInput>
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="mobile" validate={rules.mobile} type="tel" />
    <OptionInput source="employment_type" validate={rules.employment_type} />
    <ReferenceArrayInput source="competencies" reference="competencies"><AutocompleteArrayInput validate={rules.competencies} /></ReferenceArrayInput>
    <ReferenceInput source="user_id" reference="users"><AutocompleteInput validate={rules.user_id} /></ReferenceInput>
    <ImageInput source="thumbnail" />
    <UnixDateInput source="date_joined" validate={rules.date_joined} />
    <UnixDateInput source="date_left" validate={rules.date_left} />
    <MoneyInput source="hourly_cost" validate={rules.hourly_cost} helperText="Cost of one working hour, for job costing" />
    <BooleanInput source="field_staff" validate={rules.field_staff} helperText="Goes out to jobs: shown on the board, the timeline and in dispatch suggestions" />
    <NumberInput source="base_latitude" validate={rules.base_latitude} />
    <NumberInput source="base_longitude" validate={rules.base_longitude} />
  </ResourceForm>
);
