// GENERATED from schema/traits/purchase_document.yaml by generator/. Do not edit.
import type { FieldRules } from '../../../src/app/crud';
import { CodeReferenceInput, LinkedReferenceInput, RichTextInput } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
/** The inputs of the purchase_document trait's fields; inside child lines `labels` names the line resource's label keys. */
export const purchaseDocumentInputs = (rules: FieldRules, labels?: string) => [
  <LinkedReferenceInput key="company_id" source="company_id" reference="companies" choices={{ co_type: 'Supplier' }} fills={{ contact_person: 'attn', contact_phone: 'tel', contact_email: 'email' }} picker="company" validate={rules.company_id} label={labels && `${labels}.company_id`} />,
  <TextInput key="contact_person" source="contact_person" validate={rules.contact_person} label={labels && `${labels}.contact_person`} />,
  <TextInput key="contact_email" source="contact_email" validate={rules.contact_email} label={labels && `${labels}.contact_email`} autoComplete="email" />,
  <TextInput key="contact_phone" source="contact_phone" validate={rules.contact_phone} label={labels && `${labels}.contact_phone`} type="tel" />,
  <CodeReferenceInput key="currency_id" source="currency_id" validate={rules.currency_id} label={labels && `${labels}.currency_id`} defaultValue="SGD" reference="currencies" codeField="code" />,
  <NumberInput key="exchange_rate" source="exchange_rate" validate={rules.exchange_rate} helperText="SGD for one unit of the currency" label={labels && `${labels}.exchange_rate`} defaultValue={1} />,
  <RichTextInput key="remarks" source="remarks" validate={rules.remarks} label={labels && `${labels}.remarks`} />,
];
