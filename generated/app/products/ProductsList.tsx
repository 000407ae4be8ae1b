// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { productsColumns } from './columns';
export const ProductsList = () => <DataList>{productsColumns}</DataList>;
