// GENERATED from schema/services-tools/relocation_job_lines.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of relocation_job_lines, shared by its list and any related list that shows it. */
export const relocationJobLinesColumns = [
  <ReferenceCell key="relocation_item_id" source="relocation_item_id" sortable={false} reference="relocation_item_masters" />,
  <TextField key="description" source="description" sortable={false} />,
  <NumberField key="qty" source="qty" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <TextField key="from_location" source="from_location" sortable={false} />,
  <TextField key="to_location" source="to_location" sortable={false} />,
  <StatusField key="status" source="status" />,
];
