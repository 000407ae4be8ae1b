// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import { ImageField, MoneyField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, EmailField, NumberField, ReferenceArrayField, ReferenceField, TextField } from 'react-admin';
export const EmployeesShow = () => (
  <ResourceShow panels={["notes", "documents", "logs"]}>
    <TextField source="code" />
    <TextField source="first_name" />
    <TextField source="last_name" />
    <TextField source="display_name" />
    <ReferenceField source="designation_id" reference="designations" link={false} />
    <ReferenceField source="department_id" reference="departments" link={false} />
    <EmailField source="email" />
    <TextField source="mobile" />
    <OptionField source="employment_type" />
    <ReferenceArrayField source="competencies" reference="competencies" />
    <ReferenceField source="user_id" reference="users" link={false} />
    <ImageField source="thumbnail" />
    <UnixDateField source="date_joined" />
    <UnixDateField source="date_left" />
    <MoneyField source="hourly_cost" />
    <BooleanField source="field_staff" />
    <NumberField source="base_latitude" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="base_longitude" options={{ maximumFractionDigits: 6 }} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
