// GENERATED from schema/masterlists/company_types.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { companyTypesColumns } from './columns';
export const CompanyTypesList = () => <DataList>{companyTypesColumns}</DataList>;
