// GENERATED from schema/masterlists/warehouses.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { WarehousesForm } from './WarehousesForm';
export const WarehousesEdit = () => (
  <ResourceEdit>
    <WarehousesForm />

  </ResourceEdit>
);
