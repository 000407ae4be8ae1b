// GENERATED from schema/traits/priced_line.yaml by generator/. Do not edit.
import type { FieldRules } from '../../../src/app/crud';
import { CodeReferenceInput, LinkedReferenceInput, MoneyInput, OptionInput } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
/** The inputs of the priced_line trait's fields; inside child lines `labels` names the line resource's label keys. */
export const pricedLineInputs = (rules: FieldRules, labels?: string) => [
  <LinkedReferenceInput key="product_id" source="product_id" reference="products" fills={{ description: 'name', uom: 'uom', unit_price: 'price' }} picker="product" validate={rules.product_id} label={labels && `${labels}.product_id`} />,
  <TextInput key="description" source="description" validate={rules.description} label={labels && `${labels}.description`} />,
  <NumberInput key="qty" source="qty" validate={rules.qty} label={labels && `${labels}.qty`} defaultValue={1} />,
  <CodeReferenceInput key="uom" source="uom" validate={rules.uom} label={labels && `${labels}.uom`} reference="uom" codeField="code" />,
  <MoneyInput key="unit_price" source="unit_price" validate={rules.unit_price} label={labels && `${labels}.unit_price`} defaultValue={0} />,
  <NumberInput key="discount" source="discount" validate={rules.discount} label={labels && `${labels}.discount`} defaultValue={0} />,
  <OptionInput key="tax_code" source="tax_code" validate={rules.tax_code} label={labels && `${labels}.tax_code`} />,
];
