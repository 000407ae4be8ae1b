// GENERATED from schema/catalogues/product_attributes.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { productAttributesColumns } from './columns';
export const ProductAttributesList = () => <DataList>{productAttributesColumns}</DataList>;
