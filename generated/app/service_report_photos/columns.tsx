// GENERATED from schema/services-tools/service_report_photos.yaml by generator/. Do not edit.
import { StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of service_report_photos, shared by its list and any related list that shows it. */
export const serviceReportPhotosColumns = [
  <TextField key="file_name" source="file_name" sortable={false} />,
  <TextField key="caption" source="caption" sortable={false} />,
  <UnixDateField key="taken_at" source="taken_at" sortable={false} showTime />,
  <StatusField key="status" source="status" />,
];
