// GENERATED from schema/masterlists/brands.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { brandsColumns } from './columns';
export const BrandsList = () => <DataList>{brandsColumns}</DataList>;
