// GENERATED from schema/e-commerce/promos.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { PromosForm } from './PromosForm';
export const PromosEdit = () => (
  <ResourceEdit>
    <PromosForm />

  </ResourceEdit>
);
