// GENERATED from schema/sales-tools/gst_periods.yaml by generator/. Do not edit.
import { ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('gst_periods');
export const GstPeriodsForm = () => (
  <ResourceForm>
    <UnixDateInput source="from" validate={rules.from} helperText="The first day of the period" />
    <UnixDateInput source="to" validate={rules.to} helperText="The last day of the period (included)" />
    <TextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
