// GENERATED from schema/masterlists/relocation_categories.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { relocationCategoriesColumns } from './columns';
export const RelocationCategoriesList = () => <DataList>{relocationCategoriesColumns}</DataList>;
