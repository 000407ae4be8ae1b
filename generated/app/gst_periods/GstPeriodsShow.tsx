// GENERATED from schema/sales-tools/gst_periods.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const GstPeriodsShow = () => (
  <ResourceShow>
    <UnixDateField source="from" />
    <UnixDateField source="to" />
    <OptionField source="state" />
    <UnixDateField source="filed_at" showTime />
    <ReferenceField source="filed_by" reference="users" link={false} />
    <TextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
