// GENERATED from schema/traits/priced_line.yaml by generator/. Do not edit.
import type { TraitInputsProps } from '../../../src/app/crud';
import { CodeReferenceInput, LinkedReferenceInput, MoneyInput } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
export const PricedLineInputs = ({ rules, labels }: TraitInputsProps) => (
  <>
    <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom', unit_price: 'price' }} picker="product" validate={rules.product_id} label={labels && `${labels}.product_id`} />
    <TextInput source="description" validate={rules.description} label={labels && `${labels}.description`} />
    <NumberInput source="qty" validate={rules.qty} label={labels && `${labels}.qty`} defaultValue={1} />
    <CodeReferenceInput source="uom" validate={rules.uom} label={labels && `${labels}.uom`} reference="uom" codeField="code" />
    <MoneyInput source="unit_price" validate={rules.unit_price} label={labels && `${labels}.unit_price`} defaultValue={0} />
    <NumberInput source="discount" validate={rules.discount} label={labels && `${labels}.discount`} defaultValue={0} />
  </>
);
