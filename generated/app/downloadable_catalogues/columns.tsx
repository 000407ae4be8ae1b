// GENERATED from schema/catalogues/downloadable_catalogues.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of downloadable_catalogues, shared by its list and any related list that shows it. */
export const downloadableCataloguesColumns = [
  <TextField key="title" source="title" />,
  <ReferenceCell key="category_id" source="category_id" sortable={false} reference="categories" />,
  <ReferenceCell key="manufacturer_id" source="manufacturer_id" sortable={false} reference="manufacturers" />,
  <TextField key="version" source="version" sortable={false} />,
  <UnixDateField key="published_date" source="published_date" />,
  <StatusField key="status" source="status" />,
];
