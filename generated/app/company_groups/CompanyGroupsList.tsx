// GENERATED from schema/masterlists/company_groups.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { companyGroupsColumns } from './columns';
export const CompanyGroupsList = () => <DataList>{companyGroupsColumns}</DataList>;
