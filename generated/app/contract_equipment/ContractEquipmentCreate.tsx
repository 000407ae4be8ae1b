// GENERATED from schema/agreements/contract_equipment.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ContractEquipmentForm } from './ContractEquipmentForm';
export const ContractEquipmentCreate = () => (
  <ResourceCreate>
    <ContractEquipmentForm />
  </ResourceCreate>
);
