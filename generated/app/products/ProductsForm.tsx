// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import { CreateOnly, ImageInput, LinkedReferenceInput, MoneyInput, OptionInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('products');
export const ProductsForm = () => (
  <ResourceForm>
    <TextInput source="name" validate={rules.name} />
    <TextInput source="sku" validate={rules.sku} />
    <RichTextInput source="description" validate={rules.description} />
    <MoneyInput source="price" validate={rules.price} />
    <MoneyInput source="new_price" validate={rules.new_price} />
    <MoneyInput source="cost" validate={rules.cost} helperText="What one unit costs us: each goods receipt of a purchase order moves it by moving average; the sales pivot counts the margin from it" />
    <ReferenceInput source="category_id" reference="categories"><AutocompleteInput validate={rules.category_id} /></ReferenceInput>
    <ReferenceInput source="manufacturer_id" reference="manufacturers"><AutocompleteInput validate={rules.manufacturer_id} /></ReferenceInput>
    <TextInput source="uom" validate={rules.uom} />
    <TextInput source="brand" validate={rules.brand} />
    <TextInput source="model" validate={rules.model} />
    <TextInput source="barcode" validate={rules.barcode} />
    <CreateOnly><NumberInput source="stock_quantity" validate={rules.stock_quantity} helperText="When adding: the opening stock, taken into the warehouse below. Afterwards the sum of its warehouses, moved only by stock in/out, supplier in/out, deliveries and credit notes" /></CreateOnly>
    <CreateOnly><ReferenceInput source="opening_warehouse_id" reference="warehouses"><AutocompleteInput validate={rules.opening_warehouse_id} helperText="Where the opening stock is; empty: the default warehouse" /></ReferenceInput></CreateOnly>
    <OptionInput source="type" validate={rules.type} />
    <LinkedReferenceInput source="supplier_id" reference="companies" choices={{ co_type: 'Supplier' }} picker="company" validate={rules.supplier_id} helperText="Who we buy it from: Reorder suggests purchase orders to this supplier" />
    <NumberInput source="reorder_level" validate={rules.reorder_level} helperText="Reorder suggests buying more when the stock across warehouses, less what open orders and jobs need, is below this" />
    <ImageInput source="thumbnail" />
  </ResourceForm>
);
