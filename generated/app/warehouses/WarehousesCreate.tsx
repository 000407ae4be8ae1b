// GENERATED from schema/masterlists/warehouses.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { WarehousesForm } from './WarehousesForm';
export const WarehousesCreate = () => (
  <ResourceCreate>
    <WarehousesForm />
  </ResourceCreate>
);
