// GENERATED from schema/masterlists/companies.yaml by generator/. Do not edit.
import { CodeReferenceInput, OptionInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('companies');
export const CompaniesForm = () => (
  <ResourceForm>
    <TextInput source="company_id" validate={rules.company_id} />
    <TextInput source="company_name" validate={rules.company_name} />
    <OptionInput source="co_type" validate={rules.co_type} />
    <ReferenceInput source="segment_id" reference="company_types"><AutocompleteInput validate={rules.segment_id} /></ReferenceInput>
    <OptionInput source="company_status" validate={rules.company_status} />
    <TextInput source="uen" validate={rules.uen} helperText="Singapore Unique Entity Number" />
    <TextInput source="peppol_id" validate={rules.peppol_id} helperText="InvoiceNow participant id, e.g. 0195:SGUEN201912345K" />
    <TextInput source="attn" validate={rules.attn} />
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="tel" validate={rules.tel} type="tel" />
    <TextInput source="fax" validate={rules.fax} type="tel" />
    <TextInput source="addr1" validate={rules.addr1} />
    <TextInput source="addr2" validate={rules.addr2} />
    <CodeReferenceInput source="country" validate={rules.country} reference="countries" codeField="name" />
    <TextInput source="postal" validate={rules.postal} />
    <BooleanInput source="gst" validate={rules.gst} />
    <BooleanInput source="no_payment_reminders" validate={rules.no_payment_reminders} helperText="Overdue invoices of this customer are not mailed a reminder" />
    <NumberInput source="gst_percent" validate={rules.gst_percent} />
    <CodeReferenceInput source="currency_id" validate={rules.currency_id} reference="currencies" codeField="code" />
  </ResourceForm>
);
