// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const ClockingsShow = () => (
  <ResourceShow>
    <ReferenceField source="employee_id" reference="employees" link={false} />
    <UnixDateField source="clock_in" showTime />
    <UnixDateField source="clock_out" showTime />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <NumberField source="latitude" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="longitude" options={{ maximumFractionDigits: 6 }} />
    <TextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
