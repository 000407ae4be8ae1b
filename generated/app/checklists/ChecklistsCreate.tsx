// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ChecklistsForm } from './ChecklistsForm';
export const ChecklistsCreate = () => (
  <ResourceCreate>
    <ChecklistsForm />
  </ResourceCreate>
);
