// GENERATED from schema/services-tools/service_report_parts.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const ServiceReportPartsShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="service_reports" link={false} />
    <ReferenceField source="product_id" reference="products" link={false} />
    <TextField source="description" />
    <NumberField source="qty" options={{ maximumFractionDigits: 6 }} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
