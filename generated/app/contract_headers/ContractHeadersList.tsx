// GENERATED from schema/agreements/contract_headers.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { contractHeadersColumns } from './columns';
export const ContractHeadersList = () => <DataList>{contractHeadersColumns}</DataList>;
