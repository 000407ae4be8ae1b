// GENERATED from schema/dev-tools/checklist_items.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ChecklistItemsForm } from './ChecklistItemsForm';
export const ChecklistItemsCreate = () => (
  <ResourceCreate>
    <ChecklistItemsForm />
  </ResourceCreate>
);
