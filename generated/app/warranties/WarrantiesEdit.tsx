// GENERATED from schema/agreements/warranties.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { WarrantiesForm } from './WarrantiesForm';
export const WarrantiesEdit = () => (
  <ResourceEdit>
    <WarrantiesForm />

  </ResourceEdit>
);
