// GENERATED from schema/dev-tools/report_designs.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ReportDesignsForm } from './ReportDesignsForm';
export const ReportDesignsEdit = () => (
  <ResourceEdit>
    <ReportDesignsForm />

  </ResourceEdit>
);
