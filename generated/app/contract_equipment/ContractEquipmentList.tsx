// GENERATED from schema/agreements/contract_equipment.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { contractEquipmentColumns } from './columns';
export const ContractEquipmentList = () => <DataList>{contractEquipmentColumns}</DataList>;
