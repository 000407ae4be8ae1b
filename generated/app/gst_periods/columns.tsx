// GENERATED from schema/sales-tools/gst_periods.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
/** The list columns of gst_periods, shared by its list and any related list that shows it. */
export const gstPeriodsColumns = [
  <UnixDateField key="from" source="from" />,
  <UnixDateField key="to" source="to" />,
  <OptionField key="state" source="state" sortable={false} />,
  <UnixDateField key="filed_at" source="filed_at" sortable={false} showTime />,
  <ReferenceCell key="filed_by" source="filed_by" sortable={false} reference="users" />,
  <StatusField key="status" source="status" />,
];
