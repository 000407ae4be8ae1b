// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { quotationLinesColumns } from '../quotation_lines/columns';
import { BooleanField, EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const QuotationsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="quotation_no" />
    <UnixDateField source="quotation_date" />
    <UnixDateField source="valid_until" />
    <ReferenceField source="revision_of" reference="quotations" link={false} />
    <TextField source="revision" />
    <BooleanField source="superseded" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <TextField source="contact_person" />
    <EmailField source="contact_email" />
    <TextField source="contact_phone" />
    <TextField source="currency_id" />
    <NumberField source="exchange_rate" />
    <NumberField source="gst_percent" />
    <MoneyField source="subtotal" />
    <MoneyField source="gst_amount" />
    <MoneyField source="total" />
    <MoneyField source="total_base" />
    <RichTextField source="terms" />
    <RichTextField source="remarks" />
    <OptionField source="source_collection" />
    <NumberField source="source_id" />
    <ChildLinesField source="lines" reference="quotation_lines" label="resources.quotations.fields.lines" columns={quotationLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
