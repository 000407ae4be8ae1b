// GENERATED from schema/agreements/planned_visits.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of planned_visits, shared by its list and any related list that shows it. */
export const plannedVisitsColumns = [
  <ReferenceCell key="contract_header_id" source="contract_header_id" sortable={false} reference="contract_headers" />,
  <ReferenceCell key="site_id" source="site_id" sortable={false} reference="company_locations" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <UnixDateField key="due_date" source="due_date" />,
  <NumberField key="visit_no" source="visit_no" sortable={false} />,
  <TextField key="description" source="description" sortable={false} />,
  <OptionField key="visit_status" source="visit_status" sortable={false} />,
  <ReferenceCell key="joborder_header_id" source="joborder_header_id" sortable={false} reference="joborder_headers" />,
  <StatusField key="status" source="status" />,
];
