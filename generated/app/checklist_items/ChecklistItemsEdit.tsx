// GENERATED from schema/dev-tools/checklist_items.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ChecklistItemsForm } from './ChecklistItemsForm';
export const ChecklistItemsEdit = () => (
  <ResourceEdit>
    <ChecklistItemsForm />

  </ResourceEdit>
);
