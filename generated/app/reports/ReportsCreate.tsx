// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ReportsForm } from './ReportsForm';
export const ReportsCreate = () => (
  <ResourceCreate>
    <ReportsForm />
  </ResourceCreate>
);
