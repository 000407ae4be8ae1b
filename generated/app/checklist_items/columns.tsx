// GENERATED from schema/dev-tools/checklist_items.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { BooleanField, NumberField, TextField } from 'react-admin';
/** The list columns of checklist_items, shared by its list and any related list that shows it. */
export const checklistItemsColumns = [
  <NumberField key="sort_order" source="sort_order" />,
  <TextField key="question" source="question" sortable={false} />,
  <OptionField key="answer_type" source="answer_type" sortable={false} />,
  <BooleanField key="required" source="required" sortable={false} />,
  <StatusField key="status" source="status" />,
];
