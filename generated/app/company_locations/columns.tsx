// GENERATED from schema/masterlists/company_locations.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of company_locations, shared by its list and any related list that shows it. */
export const companyLocationsColumns = [
  <TextField key="site_id" source="site_id" />,
  <TextField key="site_name" source="site_name" />,
  <TextField key="tel" source="tel" sortable={false} />,
  <TextField key="addr1" source="addr1" sortable={false} />,
  <TextField key="postal" source="postal" sortable={false} />,
  <BooleanField key="is_default" source="is_default" sortable={false} />,
  <StatusField key="status" source="status" />,
];
