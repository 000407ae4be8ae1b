// GENERATED from schema/services-tools/service_report_parts.yaml by generator/. Do not edit.
import { LinkedReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('service_report_parts');
export const ServiceReportPartsForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="service_reports"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name' }} validate={rules.product_id} />
    <TextInput source="description" validate={rules.description} />
    <NumberInput source="qty" validate={rules.qty} />
  </ResourceForm>
);
