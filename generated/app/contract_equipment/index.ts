// GENERATED from schema/agreements/contract_equipment.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { contractEquipmentColumns } from './columns';
import { ContractEquipmentCreate } from './ContractEquipmentCreate';
import { ContractEquipmentEdit } from './ContractEquipmentEdit';
import { ContractEquipmentForm } from './ContractEquipmentForm';
import { ContractEquipmentList } from './ContractEquipmentList';
import { ContractEquipmentShow } from './ContractEquipmentShow';
const views: ResourceViews = {
  list: ContractEquipmentList,
  create: ContractEquipmentCreate,
  edit: ContractEquipmentEdit,
  form: ContractEquipmentForm,
  show: ContractEquipmentShow,
  columns: contractEquipmentColumns,
  recordRepresentation: 'description',
};
export default views;
