// GENERATED from schema/agreements/contract_sites.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { contractSitesColumns } from './columns';
export const ContractSitesList = () => <DataList>{contractSitesColumns}</DataList>;
