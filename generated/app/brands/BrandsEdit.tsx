// GENERATED from schema/masterlists/brands.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { BrandsForm } from './BrandsForm';
export const BrandsEdit = () => (
  <ResourceEdit>
    <BrandsForm />

  </ResourceEdit>
);
