// GENERATED from schema/services-tools/relocation_job_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const RelocationJobLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="relocation_jobs" link={false} />
    <ReferenceField source="relocation_item_id" reference="relocation_item_masters" link={false} />
    <TextField source="description" />
    <NumberField source="qty" options={{ maximumFractionDigits: 6 }} />
    <TextField source="from_location" />
    <TextField source="to_location" />
    <TextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
