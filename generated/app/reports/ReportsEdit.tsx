// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ReportsForm } from './ReportsForm';
export const ReportsEdit = () => (
  <ResourceEdit>
    <ReportsForm />

  </ResourceEdit>
);
