// GENERATED from schema/dev-tools/checklist_items.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { checklistItemsColumns } from './columns';
export const ChecklistItemsList = () => <DataList>{checklistItemsColumns}</DataList>;
