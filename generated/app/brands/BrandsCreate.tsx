// GENERATED from schema/masterlists/brands.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { BrandsForm } from './BrandsForm';
export const BrandsCreate = () => (
  <ResourceCreate>
    <BrandsForm />
  </ResourceCreate>
);
