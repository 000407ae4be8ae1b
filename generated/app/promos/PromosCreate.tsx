// GENERATED from schema/e-commerce/promos.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { PromosForm } from './PromosForm';
export const PromosCreate = () => (
  <ResourceCreate>
    <PromosForm />
  </ResourceCreate>
);
