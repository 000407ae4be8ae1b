// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import { RelatedList, ResourceEdit } from '../../../src/app/crud';
import { productStocksColumns } from '../product_stocks/columns';
import { stockLedgerColumns } from '../stock_ledger/columns';
import { ProductsForm } from './ProductsForm';
export const ProductsEdit = () => (
  <ResourceEdit>
    <ProductsForm />
    <RelatedList reference="product_stocks" target="product_id" columns={productStocksColumns} />
    <RelatedList reference="stock_ledger" target="product_id" columns={stockLedgerColumns} />
  </ResourceEdit>
);
