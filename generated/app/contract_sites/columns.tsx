// GENERATED from schema/agreements/contract_sites.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of contract_sites, shared by its list and any related list that shows it. */
export const contractSitesColumns = [
  <ReferenceCell key="site_id" source="site_id" sortable={false} reference="company_locations" />,
  <NumberField key="visits_per_year" source="visits_per_year" sortable={false} />,
  <TextField key="remarks" source="remarks" sortable={false} />,
  <StatusField key="status" source="status" />,
];
