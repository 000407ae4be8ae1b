// GENERATED from schema/admin/sponsees.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SponseesForm } from './SponseesForm';
export const SponseesCreate = () => (
  <ResourceCreate>
    <SponseesForm />
  </ResourceCreate>
);
