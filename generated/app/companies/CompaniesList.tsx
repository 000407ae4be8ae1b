// GENERATED from schema/masterlists/companies.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { companiesColumns } from './columns';
export const CompaniesList = () => <DataList>{companiesColumns}</DataList>;
