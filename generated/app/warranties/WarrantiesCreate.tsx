// GENERATED from schema/agreements/warranties.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { WarrantiesForm } from './WarrantiesForm';
export const WarrantiesCreate = () => (
  <ResourceCreate>
    <WarrantiesForm />
  </ResourceCreate>
);
