// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { categoriesColumns } from './columns';
export const CategoriesList = () => <DataList>{categoriesColumns}</DataList>;
