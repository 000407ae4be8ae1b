// GENERATED from schema/services-tools/relocation_jobs.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of relocation_jobs, shared by its list and any related list that shows it. */
export const relocationJobsColumns = [
  <TextField key="relocation_no" source="relocation_no" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <UnixDateField key="relocation_date" source="relocation_date" showTime />,
  <TextField key="contact_person" source="contact_person" sortable={false} />,
  <ReferenceCell key="joborder_header_id" source="joborder_header_id" sortable={false} reference="joborder_headers" />,
  <StatusField key="status" source="status" />,
];
