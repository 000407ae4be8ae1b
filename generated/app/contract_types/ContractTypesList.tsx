// GENERATED from schema/masterlists/contract_types.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { contractTypesColumns } from './columns';
export const ContractTypesList = () => <DataList>{contractTypesColumns}</DataList>;
