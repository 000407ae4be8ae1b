// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import { ImageField, MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const ProductsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs"]}>
    <TextField source="name" />
    <TextField source="sku" />
    <RichTextField source="description" />
    <MoneyField source="price" />
    <MoneyField source="new_price" />
    <MoneyField source="cost" />
    <ReferenceField source="category_id" reference="categories" link={false} />
    <ReferenceField source="manufacturer_id" reference="manufacturers" link={false} />
    <TextField source="uom" />
    <TextField source="brand" />
    <TextField source="model" />
    <TextField source="barcode" />
    <NumberField source="stock_quantity" options={{ maximumFractionDigits: 6 }} />
    <ReferenceField source="opening_warehouse_id" reference="warehouses" link={false} />
    <OptionField source="type" />
    <ReferenceField source="supplier_id" reference="companies" link={false} />
    <NumberField source="reorder_level" options={{ maximumFractionDigits: 6 }} />
    <ImageField source="thumbnail" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
