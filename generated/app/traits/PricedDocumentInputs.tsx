// GENERATED from schema/traits/priced_document.yaml by generator/. Do not edit.
import type { TraitInputsProps } from '../../../src/app/crud';
import { CodeReferenceInput, LinkedReferenceInput, RichTextInput } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
export const PricedDocumentInputs = ({ rules, labels }: TraitInputsProps) => (
  <>
    <LinkedReferenceInput source="company_id" reference="companies" fills={{ contact_person: 'attn', contact_phone: 'tel', contact_email: 'email' }} validate={rules.company_id} label={labels && `${labels}.company_id`} />
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} validate={rules.site_id} label={labels && `${labels}.site_id`} />
    <TextInput source="contact_person" validate={rules.contact_person} label={labels && `${labels}.contact_person`} />
    <TextInput source="contact_email" validate={rules.contact_email} label={labels && `${labels}.contact_email`} autoComplete="email" />
    <TextInput source="contact_phone" validate={rules.contact_phone} label={labels && `${labels}.contact_phone`} type="tel" />
    <CodeReferenceInput source="currency_id" validate={rules.currency_id} label={labels && `${labels}.currency_id`} defaultValue="SGD" reference="currencies" codeField="code" />
    <NumberInput source="exchange_rate" validate={rules.exchange_rate} helperText="SGD for one unit of the currency" label={labels && `${labels}.exchange_rate`} defaultValue={1} />
    <RichTextInput source="terms" validate={rules.terms} label={labels && `${labels}.terms`} />
    <RichTextInput source="remarks" validate={rules.remarks} label={labels && `${labels}.remarks`} />
  </>
);
