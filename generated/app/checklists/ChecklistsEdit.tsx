// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ChecklistsForm } from './ChecklistsForm';
export const ChecklistsEdit = () => (
  <ResourceEdit>
    <ChecklistsForm />

  </ResourceEdit>
);
