// GENERATED from schema/masterlists/company_locations.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { companyLocationsColumns } from './columns';
export const CompanyLocationsList = () => <DataList>{companyLocationsColumns}</DataList>;
