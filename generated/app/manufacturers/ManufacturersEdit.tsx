// GENERATED from schema/catalogues/manufacturers.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ManufacturersForm } from './ManufacturersForm';
export const ManufacturersEdit = () => (
  <ResourceEdit>
    <ManufacturersForm />

  </ResourceEdit>
);
