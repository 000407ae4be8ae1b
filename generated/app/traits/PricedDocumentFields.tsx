// GENERATED from schema/traits/priced_document.yaml by generator/. Do not edit.
import { MoneyField, RichTextField } from '../../../src/app/crud';
import { EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
/** The page rows of the priced_document trait's fields, for every resource taking it. */
export const pricedDocumentFields = [
  <ReferenceField key="company_id" source="company_id" reference="companies" link={false} />,
  <ReferenceField key="site_id" source="site_id" reference="company_locations" link={false} />,
  <TextField key="contact_person" source="contact_person" />,
  <EmailField key="contact_email" source="contact_email" />,
  <TextField key="contact_phone" source="contact_phone" />,
  <TextField key="currency_id" source="currency_id" />,
  <NumberField key="exchange_rate" source="exchange_rate" options={{ maximumFractionDigits: 6 }} />,
  <NumberField key="gst_percent" source="gst_percent" options={{ maximumFractionDigits: 6 }} />,
  <MoneyField key="subtotal" source="subtotal" />,
  <MoneyField key="gst_amount" source="gst_amount" />,
  <MoneyField key="total" source="total" />,
  <MoneyField key="total_base" source="total_base" />,
  <MoneyField key="subtotal_base" source="subtotal_base" />,
  <MoneyField key="gst_amount_base" source="gst_amount_base" />,
  <RichTextField key="terms" source="terms" />,
  <RichTextField key="remarks" source="remarks" />,
];
