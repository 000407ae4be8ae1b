// GENERATED from schema/traits/purchase_document.yaml by generator/. Do not edit.
import { MoneyField, RichTextField } from '../../../src/app/crud';
import { EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
/** The page rows of the purchase_document trait's fields, for every resource taking it. */
export const purchaseDocumentFields = [
  <ReferenceField key="company_id" source="company_id" reference="companies" link={false} />,
  <TextField key="contact_person" source="contact_person" />,
  <EmailField key="contact_email" source="contact_email" />,
  <TextField key="contact_phone" source="contact_phone" />,
  <TextField key="currency_id" source="currency_id" />,
  <NumberField key="exchange_rate" source="exchange_rate" options={{ maximumFractionDigits: 6 }} />,
  <NumberField key="gst_percent" source="gst_percent" options={{ maximumFractionDigits: 6 }} />,
  <MoneyField key="subtotal" source="subtotal" />,
  <MoneyField key="gst_amount" source="gst_amount" />,
  <MoneyField key="total" source="total" />,
  <MoneyField key="subtotal_base" source="subtotal_base" />,
  <MoneyField key="gst_amount_base" source="gst_amount_base" />,
  <MoneyField key="total_base" source="total_base" />,
  <RichTextField key="remarks" source="remarks" />,
];
