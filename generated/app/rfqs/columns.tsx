// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { MoneyField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of rfqs, shared by its list and any related list that shows it. */
export const rfqsColumns = [
  <TextField key="rfq_no" source="rfq_no" />,
  <UnixDateField key="rfq_date" source="rfq_date" />,
  <UnixDateField key="reply_by" source="reply_by" />,
  <TextField key="subject" source="subject" sortable={false} />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <MoneyField key="total" source="total" />,
  <StatusField key="status" source="status" />,
];
