// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of service_reports, shared by its list and any related list that shows it. */
export const serviceReportsColumns = [
  <TextField key="report_no" source="report_no" />,
  <ReferenceCell key="joborder_header_id" source="joborder_header_id" sortable={false} reference="joborder_headers" />,
  <ReferenceCell key="employee_id" source="employee_id" sortable={false} reference="employees" />,
  <UnixDateField key="time_in" source="time_in" showTime />,
  <TextField key="customer_signature_name" source="customer_signature_name" sortable={false} />,
  <StatusField key="status" source="status" />,
];
