// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { checklistsColumns } from './columns';
export const ChecklistsList = () => <DataList>{checklistsColumns}</DataList>;
