// GENERATED from schema/admin/sponsees.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SponseesForm } from './SponseesForm';
export const SponseesEdit = () => (
  <ResourceEdit>
    <SponseesForm />

  </ResourceEdit>
);
