// GENERATED from schema/traits/priced_line.yaml by generator/. Do not edit.
import { MoneyField, OptionField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
/** The page rows of the priced_line trait's fields, for every resource taking it. */
export const pricedLineFields = [
  <ReferenceField key="product_id" source="product_id" reference="products" link={false} />,
  <TextField key="description" source="description" />,
  <NumberField key="qty" source="qty" options={{ maximumFractionDigits: 6 }} />,
  <TextField key="uom" source="uom" />,
  <MoneyField key="unit_price" source="unit_price" />,
  <NumberField key="discount" source="discount" options={{ maximumFractionDigits: 6 }} />,
  <OptionField key="tax_code" source="tax_code" />,
  <MoneyField key="amount" source="amount" />,
];
