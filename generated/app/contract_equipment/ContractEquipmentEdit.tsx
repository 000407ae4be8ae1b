// GENERATED from schema/agreements/contract_equipment.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ContractEquipmentForm } from './ContractEquipmentForm';
export const ContractEquipmentEdit = () => (
  <ResourceEdit>
    <ContractEquipmentForm />

  </ResourceEdit>
);
