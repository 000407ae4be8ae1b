// GENERATED from schema/catalogues/manufacturers.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ManufacturersForm } from './ManufacturersForm';
export const ManufacturersCreate = () => (
  <ResourceCreate>
    <ManufacturersForm />
  </ResourceCreate>
);
