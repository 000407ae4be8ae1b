// GENERATED from schema/catalogues/product_stocks.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField } from 'react-admin';
export const ProductStocksShow = () => (
  <ResourceShow>
    <ReferenceField source="product_id" reference="products" link={false} />
    <ReferenceField source="warehouse_id" reference="warehouses" link={false} />
    <NumberField source="qty_on_hand" options={{ maximumFractionDigits: 6 }} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
